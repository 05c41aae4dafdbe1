import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { GATSBY_ORIGIN, ROOT } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

// The budget for a doc page's JavaScript on first load, gzipped (issue 10); `npm run bench`
// prints the same figure per file.
const FIRST_LOAD_JS_BUDGET_BYTES = 80 * 1024;

describe("a documentation page", () => {
  it("has a title, edit link, print button, table of contents, contributors and further reading", async () => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/configuration/output/`);
    await expect(page.locator("h1").textContent()).resolves.toBe("Output");
    await expect(page.getByRole("link", { name: "Edit this page" }).getAttribute("href")).resolves.toMatch(/\/edit\/main\/content\/configuration\/output\.md$/);
    await expect(page.getByRole("button", { name: "Print this page" }).isVisible()).resolves.toBe(true);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link", { name: "output.filename", exact: true }).getAttribute("href")).resolves.toBe("#outputfilename");
    const contributors = page.getByRole("region", { name: "Contributors" });
    await contributors.scrollIntoViewIfNeeded();
    // GitHub is unreachable here: every avatar must fall back to its initial, with no broken image.
    await page.waitForFunction(() => document.querySelectorAll("section[aria-labelledby=contributors-heading] img").length === 0);
    await expect(contributors.getByRole("link").count()).resolves.toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("loads at most 80 KB of gzipped JavaScript on first load", async () => {
    const context = await newContext(browser(), { serviceWorkers: "block" });
    const { page } = await openPage(context);
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.origin === GATSBY_ORIGIN) scripts.add(url.pathname);
    });
    await page.goto(`${GATSBY_ORIGIN}/configuration/output/`, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const sizes = [...scripts].map((script) => zlib.gzipSync(fs.readFileSync(path.join(ROOT, "public", script)), { level: 9 }).length);
    expect(scripts.size).toBeGreaterThanOrEqual(3);
    expect(sizes.reduce((total, size) => total + size, 0)).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    await context.close();
  });

  it("lists the current page's sections in the sidebar, and another page's when a reader opens them", async () => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/configuration/output/`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const sidebar = page.getByRole("navigation", { name: /pages$/ });
    // The current page's come with it, already open (and in the server-rendered HTML).
    await expect(sidebar.getByRole("link", { name: "File names", exact: true }).getAttribute("href")).resolves.toBe("/configuration/output/#file-names");
    // Another page's are read from its page data when opened.
    await expect(sidebar.getByRole("link", { name: "Choosing a value", exact: true }).count()).resolves.toBe(0);
    await sidebar.getByRole("button", { name: "Show sections of Devtool" }).click();
    const devtoolSection = sidebar.getByRole("link", { name: "Choosing a value", exact: true });
    await expect(devtoolSection.getAttribute("href")).resolves.toBe("/configuration/devtool/#choosing-a-value");
    // It reaches a heading that exists.
    await devtoolSection.click();
    await page.waitForURL(`${GATSBY_ORIGIN}/configuration/devtool/#choosing-a-value`);
    await page.locator("h2#choosing-a-value").waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("links previous and next pages in sidebar order", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/configuration/output/`);
    // Before hydration a click is an ordinary page load, as it should be; the test is about the click after it.
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const sidebarLinks = await page
      .getByRole("navigation", { name: /pages$/ })
      .locator("section > ul > li > div > a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const index = sidebarLinks.indexOf("/configuration/output/");
    expect(index).toBeGreaterThan(0);
    const pager = page.getByRole("navigation", { name: "Previous and next page" });
    await expect(pager.locator("a[rel=prev]").getAttribute("href")).resolves.toBe(sidebarLinks[index - 1]);
    await expect(pager.locator("a[rel=next]").getAttribute("href")).resolves.toBe(sidebarLinks[index + 1]);
    // Followed without a page load: a mark left on this window survives the navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await pager.locator("a[rel=next]").click();
    await page.waitForURL(`${GATSBY_ORIGIN}${sidebarLinks[index + 1]}`);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await context.close();
  });

  it("lands on the heading of a deep link", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/configuration/output/#outputpath`);
    await page.waitForFunction(() => {
      const heading = document.getElementById("outputpath");
      if (!heading) return false;
      const { top } = heading.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight / 2;
    });
    await context.close();
  });

  it("copies the resulting code of a diff block", async () => {
    const context = await newContext(browser(), { permissions: ["clipboard-read", "clipboard-write"] });
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/migrate/5/`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const header = page.locator('.code-block__header[data-language="diff"]').first();
    const code = await header.evaluate((element) => element.nextElementSibling?.querySelector("code")?.textContent ?? "");
    await header.getByRole("button", { name: "Copy" }).click();
    await header.getByRole("button", { name: "Copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const expected = code
      .split("\n")
      .filter((line) => !line.startsWith("-"))
      .map((line) => line.slice(1))
      .join("\n");
    expect(copied).toBe(expected);
    expect(copied).not.toMatch(/^[+-]/m);
    await context.close();
  });

  it("renders asides and highlighted code from plain markdown", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/contribute/writers-guide/`);
    await expect(
      page
        .getByRole("note")
        .filter({ has: page.getByText("Tip", { exact: true }) })
        .count(),
    ).resolves.toBeGreaterThan(0);
    await expect(
      page
        .getByRole("note")
        .filter({ has: page.getByText("Warning", { exact: true }) })
        .count(),
    ).resolves.toBeGreaterThan(0);
    await page.goto(`${GATSBY_ORIGIN}/configuration/`);
    // Highlighted at build time: the tokens are in the HTML, no highlighter runs in the browser.
    await expect(page.locator("pre.language-js .token.keyword").count()).resolves.toBeGreaterThan(0);
    const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    expect(scripts.filter((name) => /prism/i.test(name))).toEqual([]);
    await context.close();
  });
});

describe("the table of contents", () => {
  it("shows long option names whole at 1440 px, without cutting them off at its edge", async () => {
    const context = await newContext(browser(), { viewport: { width: 1440, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/configuration/output/`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link", { name: "output.webassemblyModuleFilename", exact: true }).isVisible()).resolves.toBe(true);
    const cutOff = await toc.evaluate((nav) => {
      const column = nav.getBoundingClientRect();
      return [...nav.querySelectorAll("a")]
        .filter((link) => link.scrollWidth > link.clientWidth + 1 || link.getBoundingClientRect().right > column.right + 1)
        .map((link) => link.textContent);
    });
    expect(cutOff).toEqual([]);
    await context.close();
  });
});

describe("the sidebar on a phone", () => {
  const phone = { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true };
  const drawerIsOpen = "[data-open=true] #docs-sidebar";

  async function openDrawer(context: Awaited<ReturnType<typeof newContext>>) {
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(page.locator("#docs-sidebar").isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Concepts pages" }).click();
    await page.locator(drawerIsOpen).waitFor({ state: "visible" });
    return { page, consoleErrors };
  }

  it("starts closed; open, it holds focus, makes the page behind inert over a backdrop, and Escape closes it", async () => {
    const context = await newContext(browser(), phone);
    const { page, consoleErrors } = await openDrawer(context);
    const drawer = page.getByRole("dialog", { name: "Concepts pages" });
    const close = drawer.getByRole("button", { name: "Close Concepts pages" });
    await expect(close.isVisible()).resolves.toBe(true);
    await expect(close.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await expect(page.locator("main").evaluate((main) => main.closest("[inert]") !== null)).resolves.toBe(true);
    await expect(
      page
        .locator("header")
        .first()
        .evaluate((header) => header.closest("[inert]") !== null),
    ).resolves.toBe(true);
    // A backdrop covers the whole page behind the panel and dims it.
    const backdrop = await page.getByTestId("drawer-backdrop").evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { width: box.width, height: box.height, background: getComputedStyle(element).backgroundColor };
    });
    expect(backdrop).toEqual({ width: 375, height: 800, background: expect.stringMatching(/^rgba\(0, 0, 0, 0\.[1-9]/) });
    // However far the reader tabs, focus stays in the drawer.
    for (let press = 0; press < 25; press += 1) await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.querySelector("[role=dialog]")?.contains(document.activeElement))).resolves.toBe(true);
    // The search shortcut cannot reach behind the drawer: no dialog opens, inert or not.
    await page.keyboard.press("Control+K");
    await page.waitForTimeout(300);
    await expect(page.locator("dialog").count()).resolves.toBe(0);
    await page.keyboard.press("Escape");
    await page.waitForFunction((selector) => !document.querySelector(selector), drawerIsOpen);
    await expect(page.getByRole("button", { name: "Concepts pages" }).evaluate((toggle) => toggle === document.activeElement)).resolves.toBe(true);
    await expect(page.locator("[inert]").count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("closes with its close button", async () => {
    const context = await newContext(browser(), phone);
    const { page } = await openDrawer(context);
    await page.getByRole("button", { name: "Close Concepts pages" }).click();
    await page.waitForFunction((selector) => !document.querySelector(selector), drawerIsOpen);
    await expect(page.getByRole("button", { name: "Concepts pages" }).evaluate((toggle) => toggle === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it("closes on a tap on the backdrop", async () => {
    const context = await newContext(browser(), phone);
    const { page } = await openDrawer(context);
    await page.touchscreen.tap(360, 500);
    await page.waitForFunction((selector) => !document.querySelector(selector), drawerIsOpen);
    await expect(page.locator("[inert]").count()).resolves.toBe(0);
    await context.close();
  });

  it("opens with a rightward swipe and closes with a leftward one", async () => {
    const context = await newContext(browser(), phone);
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const swipe = (fromX: number, toX: number) =>
      page.evaluate(
        ([startX, endX]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
          document.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(startX)], changedTouches: [touch(startX)] }));
          document.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(endX)] }));
        },
        [fromX, toX],
      );
    await page.getByRole("button", { name: "Concepts pages" }).waitFor();
    await swipe(10, 25);
    await expect(page.locator("[data-open=true] #docs-sidebar").count()).resolves.toBe(0);
    await swipe(10, 200);
    await page.waitForSelector("[data-open=true] #docs-sidebar");
    await swipe(300, 100);
    await page.waitForFunction(() => !document.querySelector("[data-open=true] #docs-sidebar"));
    await context.close();
  });
});

describe("themes", () => {
  it("follows a dark system preference before any script runs, so there is no flash", async () => {
    const context = await newContext(browser(), { colorScheme: "dark", javaScriptEnabled: false });
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(20, 27, 31)");
    await context.close();
  });

  it("applies a stored choice in the first paint and remembers the toggle", async () => {
    const context = await newContext(browser(), { colorScheme: "light" });
    await context.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    const { page } = await openPage(context);
    // The theme must already be applied when the HTML is parsed, before React hydrates.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe("dark");
    await page.unroute("**/*.js");
    await page.reload();
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem("theme")])).resolves.toEqual(["light", "light"]);
    await context.close();
  });
});

describe("the table of contents", () => {
  it("highlights the heading being read while scrolling", async () => {
    const context = await newContext(browser(), { viewport: { width: 1400, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/configuration/output/`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const toc = page.getByRole("navigation", { name: "On this page" });
    for (const id of ["outputpath", "outputpublicpath"]) {
      await page.evaluate((headingId) => document.getElementById(headingId)?.scrollIntoView(), id);
      await toc.locator(`a[href="#${id}"][aria-current=location]`).waitFor();
      await expect(toc.locator("a[aria-current=location]").count()).resolves.toBe(1);
    }
    await context.close();
  });
});

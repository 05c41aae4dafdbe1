/**
 * Search as readers use it: the real dialog, the real local index of the production build, in
 * Chromium, through the real server. Offline search is tested with the rest of offline reading
 * (offline.test.ts), against the copy the worker stores.
 */
import { GATSBY_ORIGIN, NGINX_ORIGIN } from "./support/servers";
import { openHydrated, sharedBrowser } from "./support/browser";
import { search } from "./support/search";

const browser = sharedBrowser();

const openDocPage = (path: string) => openHydrated(browser(), `${GATSBY_ORIGIN}${path}`);

describe("search", () => {
  it("stays out of a page's first load: the index and the dialog load when a reader first searches", async () => {
    const { context, page } = await openDocPage("/concepts/");
    const scriptsBefore = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    expect(scriptsBefore.filter((name) => /pagefind|search-vocabulary/.test(name))).toEqual([]);
    await page.keyboard.press("Control+K");
    await page.getByRole("dialog", { name: "Search the documentation" }).waitFor();
    await search(page, "output");
    const scriptsAfter = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    const added = scriptsAfter.filter((name) => !scriptsBefore.includes(name));
    expect(added.some((name) => /\/pagefind\/pagefind\.js$/.test(name))).toBe(true);
    expect(added.some((name) => /\/[\w-]+\.js$/.test(name) && !name.includes("/pagefind/"))).toBe(true);
    await context.close();
  });

  it("finds a misspelt option, moves with the arrows, and lands on the heading with Enter", async () => {
    const { context, page, consoleErrors } = await openDocPage("/concepts/");
    await page.keyboard.press("/");
    const options = await search(page, "ouptut clean");
    await expect(page.getByText("Showing results for").textContent()).resolves.toContain("output clean");
    const urls = await options.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-url")));
    expect(urls).toContain("/configuration/output/#outputclean");
    const target = urls.indexOf("/configuration/output/#outputclean");
    for (let step = 0; step < target; step += 1) await page.keyboard.press("ArrowDown");
    await expect(options.nth(target).getAttribute("aria-selected")).resolves.toBe("true");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${GATSBY_ORIGIN}/configuration/output/#outputclean`);
    await page.locator("h1", { hasText: /^Output$/ }).waitFor();
    // The heading is scrolled into view, not the top of the page.
    await page.waitForFunction(() => {
      const top = document.getElementById("outputclean")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("is an accessible modal dialog: focus stays inside, Escape closes it and focus returns to the button", async () => {
    const { context, page } = await openDocPage("/guides/");
    const button = page.getByRole("button", { name: "Search" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Search the documentation" });
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe("combobox");
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).resolves.toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).resolves.toBe("dialog");
    await context.close();
  });

  it("makes every result a real link: a ctrl-click or Ctrl+Enter opens it in a new tab and the dialog stays as it was", async () => {
    const { context, page, consoleErrors } = await openDocPage("/concepts/");
    await page.keyboard.press("/");
    const options = await search(page, "output clean");
    // Each option is itself a link to the result's page and heading.
    const links = await options.evaluateAll((elements) =>
      elements.map((element) => ({ tag: element.tagName, href: element.getAttribute("href"), url: element.getAttribute("data-url") })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toEqual({ tag: "A", href: link.url, url: expect.stringMatching(/^\//) });
    const target = links.findIndex((link) => link.url === "/configuration/output/#outputclean");
    expect(target).toBeGreaterThanOrEqual(0);

    const [tab] = await Promise.all([context.waitForEvent("page"), options.nth(target).click({ modifiers: ["Control"] })]);
    await tab.waitForLoadState("domcontentloaded");
    expect(tab.url()).toBe(`${GATSBY_ORIGIN}/configuration/output/#outputclean`);
    await tab.close();
    const dialog = page.getByRole("dialog", { name: "Search the documentation" });
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(page.getByRole("combobox", { name: "Search the documentation" }).inputValue()).resolves.toBe("output clean");
    expect(page.url()).toBe(`${GATSBY_ORIGIN}/concepts/`);

    await page.getByRole("combobox", { name: "Search the documentation" }).focus();
    const activeUrl = await page.locator("[role=option][aria-selected=true]").getAttribute("data-url");
    const [secondTab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Control+Enter")]);
    await secondTab.waitForLoadState("domcontentloaded");
    expect(secondTab.url()).toBe(`${GATSBY_ORIGIN}${activeUrl}`);
    await secondTab.close();
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(page.url()).toBe(`${GATSBY_ORIGIN}/concepts/`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("says when nothing matches and offers pages to go to", async () => {
    const { context, page } = await openDocPage("/guides/");
    await page.keyboard.press("Control+K");
    await page.getByRole("combobox").fill("kumquat");
    await page.getByRole("status").filter({ hasText: "No results for kumquat." }).waitFor();
    await expect(page.getByRole("dialog").getByRole("link").count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});

describe.each([
  ["npm run serve", GATSBY_ORIGIN],
  ["nginx with the generated config", NGINX_ORIGIN],
])("documentation for tools, through %s", (_name, origin) => {
  it("serves /llms.txt listing the pages with their markdown urls", async () => {
    const response = await fetch(`${origin}/llms.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^# webpack\n/);
    expect(text).toContain("## Concepts");
    expect(text).toContain("(https://webpack.js.org/concepts/modules/index.md)");
    expect(text).not.toMatch(/\/printable\//);
  });

  it("serves each page's markdown beside it", async () => {
    const response = await fetch(`${origin}/concepts/modules/index.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/markdown/);
    await expect(response.text()).resolves.toMatch(/^---\ntitle: Modules\n/);
  });
});

/**
 * The parts of every page around the content, in Chromium against the production build: header
 * menus, the folded menu on phones, footer, notification bar, chat, offline status and analytics.
 */
import type { Page, Request } from "playwright-core";
import { GATSBY_ORIGIN, NGINX_ORIGIN } from "./support/servers";
import { newContext, openHydrated, openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

const open = (path: string, options: Parameters<typeof newContext>[1] = {}) => openHydrated(browser(), `${GATSBY_ORIGIN}${path}`, options);

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe("the header", () => {
  it("links the logo home and marks Documentation current on every documentation section", async () => {
    const { context, page } = await open("/loaders/css-loader/");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Documentation", exact: true }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(main.getByRole("link", { name: "Blog", exact: true }).getAttribute("aria-current")).resolves.toBeNull();
    await expect(page.getByRole("link", { name: "webpack" }).first().getAttribute("href")).resolves.toBe("/");
    await expect(page.locator("header img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
    await context.close();
  });

  it("opens the sections menu on hover and on click, moves with the arrows and closes on Escape", async () => {
    const { context, page } = await open("/concepts/");
    const button = page.getByRole("button", { name: "Documentation sections" });
    await button.hover();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.mouse.move(640, 500);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.textContent === "Concepts");
    await page.keyboard.press("ArrowDown");
    await expect(focusedText(page)).resolves.toBe("Configuration");
    await page.keyboard.press("End");
    await expect(focusedText(page)).resolves.toBe("API");
    await page.keyboard.press("Escape");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("Documentation sections");
    await context.close();
  });

  it("closes a menu when focus moves on, and offers the same page in the other languages", async () => {
    const { context, page } = await open("/guides/getting-started/");
    const languages = page.getByRole("button", { name: "Language: English" });
    await languages.click();
    await expect(page.getByRole("link", { name: "中文" }).first().getAttribute("href")).resolves.toBe("https://webpack.docschina.org/guides/getting-started/");
    await expect(page.getByRole("link", { name: "한국어" }).first().getAttribute("href")).resolves.toBe("https://webpack.kr/guides/getting-started/");
    await page.keyboard.press("Shift+Tab");
    await expect(languages.getAttribute("aria-expanded")).resolves.toBe("false");
    await context.close();
  });

  it("fits a 390 px phone, folding its links into a menu that lists every section", async () => {
    const { context, page } = await open("/concepts/", { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Menu" }).click();
    for (const name of ["Concepts", "Configuration", "Guides", "Loaders", "Plugins", "Migrate", "API", "Contribute", "Vote", "Blog"]) {
      await expect(main.getByRole("link", { name, exact: true }).first().isVisible()).resolves.toBe(true);
    }
    await context.close();
  });
});

describe("the footer", () => {
  it("links every page the site promises there", async () => {
    const { context, page } = await open("/");
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const url of ["/guides/getting-started/", "/organization/", "/starter-kits/", "/comparison/", "/glossary/", "/branding/", "/license/"]) {
      await expect(footer.locator(`a[href="${url}"]`).count()).resolves.toBe(1);
    }
    await expect(footer.locator('a[href^="https://github.com/webpack/webpack"]').count()).resolves.toBeGreaterThanOrEqual(2);
    await context.close();
  });
});

describe("the notification bar", () => {
  it("stays dismissed across page loads, without a flash on the next page", async () => {
    const { context, page } = await open("/concepts/");
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar.isVisible()).resolves.toBe(true);
    await bar.getByRole("button", { name: "Dismiss this announcement" }).click();
    await expect(bar.isVisible()).resolves.toBe(false);
    // Only the inline head script may run: the bar must already be hidden before any bundle does.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto(`${GATSBY_ORIGIN}/guides/`);
    await expect(page.getByRole("region", { name: "Announcement" }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe("the chat button", () => {
  it("loads the widget on the first click, then toggles it, fetching nothing from other sites", async () => {
    const { context, page, consoleErrors } = await open("/concepts/");
    const outside: string[] = [];
    page.on("request", (request: Request) => {
      if (!request.url().startsWith("http://localhost")) outside.push(request.url());
    });
    const scriptsBefore = await page.evaluate(() => performance.getEntriesByType("resource").length);
    const button = page.getByRole("button", { name: "Talk to the community" });
    await button.click();
    const panel = page.getByRole("region", { name: "Talk to the community" });
    await panel.waitFor();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(panel.getByRole("link", { name: "Discussions" }).getAttribute("href")).resolves.toBe("https://github.com/webpack/webpack/discussions");
    await expect(page.evaluate(() => performance.getEntriesByType("resource").length)).resolves.toBeGreaterThan(scriptsBefore);
    await button.click();
    await expect(panel.isVisible()).resolves.toBe(false);
    await button.click();
    await expect(panel.isVisible()).resolves.toBe(true);
    expect(outside.filter((url) => !/googletagmanager|google-analytics/.test(url))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("says so, and tries again on the next click, when its code cannot be downloaded", async () => {
    // No service worker: it would answer from its precache, before the route could fail the request.
    const { context, page } = await open("/concepts/", { serviceWorkers: "block" });
    const chatChunk = /\/chat-widget-[0-9a-f]+\.js$/;
    await page.route(chatChunk, (route) => route.abort("internetdisconnected"));
    const button = page.getByRole("button", { name: "Talk to the community" });
    await button.click();
    await expect(page.getByRole("alert").filter({ hasText: "could not load" }).textContent()).resolves.toContain("try again");
    await page.unroute(chatChunk);
    await button.click();
    await page.getByRole("region", { name: "Talk to the community" }).waitFor();
    await context.close();
  });
});

describe("the offline status line", () => {
  it("tells a reader who goes offline that pages come from the saved copy, and clears when back online", async () => {
    const { context, page } = await open("/concepts/");
    const status = page.locator("#offline-status");
    await expect(status.textContent()).resolves.toBe("");
    await context.setOffline(true);
    await page.waitForFunction(() => document.getElementById("offline-status")?.textContent?.includes("offline"));
    await expect(status.getAttribute("role")).resolves.toBe("status");
    await context.setOffline(false);
    await page.waitForFunction(() => document.getElementById("offline-status")?.textContent === "");
    await context.close();
  });
});

describe("analytics", () => {
  /** Requests for the tracker (answered as offline, like every request to another site in these tests). */
  async function trackerRequests(init?: () => void): Promise<{ urls: string[]; errors: string[] }> {
    const context = await newContext(browser());
    if (init) await context.addInitScript(init);
    const { page, consoleErrors } = await openPage(context);
    const urls: string[] = [];
    page.on("request", (request: Request) => {
      if (request.url().includes("googletagmanager")) urls.push(request.url());
    });
    await page.goto(`${GATSBY_ORIGIN}/concepts/`, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    await context.close();
    return { urls, errors: consoleErrors };
  }

  it("loads the tracker with the configured property once the page is idle, and stays silent when it is blocked", async () => {
    const { urls, errors } = await trackerRequests();
    expect(urls).toEqual(["https://www.googletagmanager.com/gtag/js?id=UA-46921629-2"]);
    expect(errors).toEqual([]);
  });

  it("does not track readers who send Do Not Track or Global Privacy Control", async () => {
    const dnt = await trackerRequests(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }));
    expect(dnt.urls).toEqual([]);
    const gpc = await trackerRequests(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    expect(gpc.urls).toEqual([]);
  });
});

describe.each([
  ["npm run serve", GATSBY_ORIGIN],
  ["nginx with the generated config", NGINX_ORIGIN],
])("the vote page through %s", (_name, origin) => {
  it("answers /vote with a 301 to /vote/", async () => {
    const response = await fetch(`${origin}/vote`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", origin).pathname).toBe("/vote/");
  });
});

import type { BrowserContext } from "playwright-core";
import { GATSBY_ORIGIN } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";
import { builtOfflineCopy, offlineCopyCacheName, waitForOfflineReady, waitForWorker } from "./support/offline";
import { search } from "./support/search";

const browser = sharedBrowser();

describe("offline reading through the service worker", () => {
  it("registers the worker only after the page has loaded", async () => {
    const context = await newContext(browser());
    await context.addInitScript(() => {
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
        (window as unknown as { registeredAt: string }).registeredAt = document.readyState;
        return register(...args);
      };
    });
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/guides/`);
    await waitForWorker(page);
    await expect(page.evaluate(() => (window as unknown as { registeredAt: string }).registeredAt)).resolves.toBe("complete");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

// Downloading the whole copy takes a while, so one reader's browser stores it once and the tests
// below read from it, in this order (the last one removes a file from it).
describe("offline reading from the copy a first visit stores", () => {
  const copy = builtOfflineCopy();
  let context: BrowserContext;
  let copyAtLoad: number;
  let consoleErrors: string[];

  beforeAll(async () => {
    context = await newContext(browser());
    await context.addInitScript((cacheName) => {
      window.addEventListener("load", () => {
        (window as unknown as { copyAtLoad: Promise<number> }).copyAtLoad = caches
          .has(cacheName)
          .then(async (exists) => (exists ? (await (await caches.open(cacheName)).keys()).length : 0));
      });
    }, offlineCopyCacheName(copy));
    const opened = await openPage(context);
    consoleErrors = opened.consoleErrors;
    await opened.page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await waitForOfflineReady(opened.page, copy);
    copyAtLoad = await opened.page.evaluate(() => (window as unknown as { copyAtLoad: Promise<number> }).copyAtLoad);
    await opened.page.close();
  }, 180000);

  afterEach(async () => {
    await context.setOffline(false);
  });

  afterAll(async () => {
    await context.close();
  });

  it("downloads the copy only after the page has loaded, and stores printable pages as skeletons", async () => {
    expect(copyAtLoad).toBe(0);
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/guides/`);
    const stored = await page.evaluate(
      async (cacheName) => (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname),
      offlineCopyCacheName(copy),
    );
    expect(stored).toHaveLength(Object.keys(copy.files).length);
    expect(stored).toContain("/page-data/guides/getting-started/page-data.json");
    expect(stored).toContain("/page-data/guides/printable/offline-page-data.json");
    expect(stored).not.toContain("/page-data/guides/printable/page-data.json");
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("prints a whole section offline, put together from the pages' own data", async () => {
    const { page } = await openPage(context);
    await context.setOffline(true);
    await page.goto(`${GATSBY_ORIGIN}/concepts/printable/`);
    const articles = page.locator("article.printable-page");
    await articles.first().waitFor();
    await expect(articles.count()).resolves.toBeGreaterThan(10);
    await expect(page.locator("article.printable-page h1", { hasText: /^Modules$/ }).count()).resolves.toBe(1);
    await page.getByRole("heading", { name: "How webpack picks the module type" }).first().waitFor();
    await page.close();
  });

  it("opens a page never visited, reloads it, and reads the content index, all offline", async () => {
    const { page } = await openPage(context);
    await context.setOffline(true);
    // A direct load (not a click) of a page this reader has never opened.
    await page.goto(`${GATSBY_ORIGIN}/configuration/output/`);
    await expect(page.locator("h1").textContent()).resolves.toBe("Output");
    await page.reload();
    await expect(page.locator("h1").textContent()).resolves.toBe("Output");
    // Client-side navigation to another unvisited page.
    await page.getByRole("link", { name: "Mode", exact: true }).first().click();
    await page.waitForURL(`${GATSBY_ORIGIN}/configuration/mode/`);
    // The url changes before the new page has rendered: wait for its heading, not just the url.
    await page.locator("h1", { hasText: /^Mode$/ }).waitFor();
    // Another unvisited page's sections in the sidebar come from the copy's page data too.
    const sidebar = page.getByRole("navigation", { name: /pages$/ });
    await sidebar.getByRole("button", { name: "Show sections of Devtool" }).click();
    await expect(sidebar.getByRole("link", { name: "Choosing a value", exact: true }).getAttribute("href")).resolves.toBe(
      "/configuration/devtool/#choosing-a-value",
    );
    // The first page, reloaded offline.
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await expect(page.locator("h1").textContent()).resolves.toBe("Concepts");
    const index = await page.evaluate(async () => (await fetch("/content-index.json")).json());
    expect(index.type).toBe("directory");
    await page.close();
  });

  it("searches offline in the copy's own index, with excerpts from the pages' data", async () => {
    const { page, consoleErrors: errors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await context.setOffline(true);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.keyboard.press("Control+K");
    const options = await search(page, "BannerPlugin raw");
    const urls = await options.evaluateAll((elements) => elements.map((option) => option.getAttribute("data-url")));
    expect(urls[0]).toMatch(/^\/plugins\/banner-plugin\//);
    expect(urls.slice(0, 3)).toContain("/plugins/banner-plugin/#raw");
    const first = options.first();
    // The excerpt is cut from the section's text in the page's data, matched words marked.
    await expect(first.locator("mark").count()).resolves.toBeGreaterThan(0);
    expect(requested).toContain("/search-offline.json");
    expect(requested.filter((pathname) => pathname.startsWith("/pagefind/"))).toEqual([]);
    expect(errors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
    await page.close();
  });

  it("shows 'Error loading content.' with a retry, not a blank page, when a page's data is missing offline", async () => {
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    // Offline first, so that nothing can store it again, then lose one page's data from every
    // cache, as an interrupted download would.
    await context.setOffline(true);
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (request.url.includes("/page-data/concepts/targets/")) await cache.delete(request);
        }
      }
    });
    await page.goto(`${GATSBY_ORIGIN}/concepts/targets/`);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain("Error loading content.");
    await context.setOffline(false);
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.locator("h1", { hasText: "Targets" }).waitFor();
    await page.close();
  });
});

import { GATSBY_ORIGIN } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";
import { waitForOfflineReady } from "./support/offline";

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
    await waitForOfflineReady(page);
    await expect(page.evaluate(() => (window as unknown as { registeredAt: string }).registeredAt)).resolves.toBe("complete");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens a page never visited, reloads it, and reads the content index, all offline", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await waitForOfflineReady(page);

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
    // The first page, reloaded offline.
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await expect(page.locator("h1").textContent()).resolves.toBe("Concepts");
    const index = await page.evaluate(async () => (await fetch("/content-index.json")).json());
    expect(index.type).toBe("directory");
    await context.close();
  });

  it("shows 'Error loading content.' with a retry, not a blank page, when a page's data is missing offline", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/`);
    await waitForOfflineReady(page);
    // Offline first, so that no prefetch of the sidebar's links can store it again, then lose one
    // page's data from every cache, as an interrupted precache would.
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
    await context.close();
  });
});

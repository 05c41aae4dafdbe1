import fs from "node:fs";
import path from "node:path";
import { NGINX_ORIGIN, ROOT } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";

/** Every url of the sitemap plus the pages kept out of it. */
function allUrls(): string[] {
  const sitemap = fs.readFileSync(path.join(ROOT, "public", "sitemap-0.xml"), "utf8");
  const urls = [...sitemap.matchAll(/<loc>https:\/\/webpack\.js\.org([^<]*)<\/loc>/g)].map((match) => match[1]);
  return [...urls, "/printable/", "/concepts/printable/", "/app-shell/", "/not-a-page/"];
}

const browser = sharedBrowser();
const PARALLEL_TABS = 3;

describe("every page", () => {
  it("loads with no console errors and one h1 (except the empty app shell)", async () => {
    const context = await newContext(browser());
    const failures: string[] = [];
    const check = async (url: string): Promise<void> => {
      const { page, consoleErrors } = await openPage(context);
      // Hydration is where a page's scripts would fail; waiting for the network to go quiet on each
      // of ~220 pages would cost minutes.
      await page.goto(`${NGINX_ORIGIN}${url}`, { waitUntil: "load" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const headings = await page.locator("h1").count();
      if (url !== "/app-shell/" && url !== "/printable/" && !url.endsWith("/printable/") && headings !== 1) failures.push(`${url}: ${headings} h1 elements`);
      // 404 responses for the unknown url are expected; anything else is a failure.
      const errors = consoleErrors.filter((error) => !(url === "/not-a-page/" && error.includes("404")));
      if (errors.length > 0) failures.push(`${url}: ${errors.join(" | ")}`);
      await page.close();
    };
    // A few tabs at once: most of a page's time is waiting on the server and the browser's idle core.
    const queue = allUrls();
    await Promise.all(
      Array.from({ length: PARALLEL_TABS }, async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) await check(url);
      }),
    );
    expect(failures.sort()).toEqual([]);
    await context.close();
  }, 600000);
});

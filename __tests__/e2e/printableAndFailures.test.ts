import { GATSBY_ORIGIN } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

describe("printable pages", () => {
  it.each(["concepts", "configuration", "guides"])("combine the %s pages in sidebar order, one per printed page", async (section) => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/${section}/`);
    const sidebar = page.getByRole("navigation", { name: /pages$/ });
    const sidebarTitles = await sidebar.locator("section > ul > li > div > a").allTextContents();
    await expect(sidebar.getByRole("link", { name: "Print section" }).getAttribute("href")).resolves.toBe(`/${section}/printable/`);

    await page.goto(`${GATSBY_ORIGIN}/${section}/printable/`);
    await expect(page.title()).resolves.toBe("Combined printable page | webpack");
    await expect(page.locator("article.printable-page > h1").allTextContents()).resolves.toEqual(sidebarTitles);
    await page.emulateMedia({ media: "print" });
    await expect(
      page
        .locator("article.printable-page")
        .first()
        .evaluate((element) => getComputedStyle(element).breakAfter),
    ).resolves.toBe("page");
    await expect(
      page
        .locator(".no-print")
        .first()
        .evaluate((element) => getComputedStyle(element).display),
    ).resolves.toBe("none");
    await context.close();
  });

  it("hides the site chrome when a doc page is printed", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/modules/`);
    await page.emulateMedia({ media: "print" });
    for (const selector of ["header", "footer", "#docs-sidebar"]) {
      await expect(page.locator(selector).first().isVisible()).resolves.toBe(false);
    }
    await expect(page.locator("h1").isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("failures a reader can meet", () => {
  it("recovers when a page's script chunk fails to load during navigation", async () => {
    // Without the service worker, so the failed request really reaches the page.
    const context = await newContext(browser(), { serviceWorkers: "block" });
    const { page } = await openPage(context);
    let failures = 0;
    // The blog's template has a chunk of its own (doc pages share the app's).
    await page.route(/component---src-templates-blog-index.*\.js$/, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort("connectionreset");
      } else {
        await route.continue();
      }
    });
    await page.goto(`${GATSBY_ORIGIN}/`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(`${GATSBY_ORIGIN}/blog/`);
    await page.locator("h1", { hasText: "Blog" }).waitFor();
    expect(failures).toBe(1);
    await context.close();
  });

  it("keeps the server-rendered page readable when its data cannot load", async () => {
    const context = await newContext(browser(), { serviceWorkers: "block" });
    const { page } = await openPage(context);
    await page.route("**/page-data/concepts/modules/page-data.json", (route) => route.abort("connectionreset"));
    await page.goto(`${GATSBY_ORIGIN}/concepts/modules/`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("h1").textContent()).resolves.toBe("Modules");
    await context.close();
  });
});

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
    await expect(sidebar.getByRole("link", { name: "Print section" }).getAttribute("href")).resolves.toBe(`/${section}/printable/?print`);

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

  it("gives every heading a unique id, and points each page's own links and links between its pages inside it", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/guides/printable/`);
    const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    // Every in-page link of the printable page lands on an element of it.
    const fragments = await page.locator("article a[href^='#']").evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)));
    expect(fragments.length).toBeGreaterThan(50);
    expect(fragments.filter((id) => !ids.includes(decodeURIComponent(id)))).toEqual([]);
    // A page's own links to its headings land in that page's article, not on another page's
    // heading of the same name.
    const ownLinks = await page.locator("article.printable-page a[href^='#']").evaluateAll((links) =>
      links.map((link) => {
        const target = document.getElementById(decodeURIComponent(link.getAttribute("href")!.slice(1)));
        return {
          href: link.getAttribute("href"),
          from: link.closest("article")!.id,
          to: target?.closest("article")?.id ?? null,
          isArticle: target?.tagName === "ARTICLE",
        };
      }),
    );
    const withinPage = ownLinks.filter((link) => !link.isArticle && link.href!.startsWith(`#${link.from}--`));
    expect(withinPage.length).toBeGreaterThan(20);
    expect(withinPage.filter((link) => link.to !== link.from)).toEqual([]);
    await expect(page.locator("article#guides-code-splitting h2").first().getAttribute("id")).resolves.toMatch(/^guides-code-splitting--/);
    // Links to another page of the section stay inside the printable page.
    await expect(page.locator("article a[href^='/guides/']:not([href*='printable'])").count()).resolves.toBe(0);
    await context.close();
  });

  it("opens the print dialog when reached through 'Print section', not when its address is opened", async () => {
    const context = await newContext(browser());
    await context.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls += 1;
      };
    });
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/concepts/printable/`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).resolves.toBe(0);

    await page.goto(`${GATSBY_ORIGIN}/concepts/modules/`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: "Print section" }).click();
    await page.waitForFunction(() => (window as unknown as { printCalls: number }).printCalls === 1);
    // The parameter is dropped, so a reload does not print again.
    expect(page.url()).toBe(`${GATSBY_ORIGIN}/concepts/printable/`);
    await expect(page.locator("article.printable-page").count()).resolves.toBeGreaterThan(5);
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

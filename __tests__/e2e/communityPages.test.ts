/**
 * The home page, /organization/, /starter-kits/ and /vote/ as readers see them: lazy parts with
 * their placeholders and failures, motion that respects the reader's setting, and pages that
 * hold up when other sites (badges, avatars) cannot be reached.
 */
import type { Page } from "playwright-core";
import { GATSBY_ORIGIN } from "./support/servers";
import { newContext, openHydrated, openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

const open = (path: string, options: Parameters<typeof newContext>[1] = {}) => openHydrated(browser(), `${GATSBY_ORIGIN}${path}`, options);

/** Makes one lazy chunk (named in its import) fail to download, as a lost connection or a replaced deploy would. */
const chunk = (name: string) => new RegExp(`/${name}-[0-9a-f]+\\.js$`);
const blockChunk = (page: Page, name: string) => page.route(chunk(name), (route) => route.abort("internetdisconnected"));

describe("the home page", () => {
  it("tells screen readers the splash once, turns its word for readers who allow motion, and keeps it still otherwise", async () => {
    const moving = await open("/", { reducedMotion: "no-preference" });
    const heading = moving.page.getByRole("heading", { level: 1 });
    await expect(heading.textContent()).resolves.toContain("Bundle your assets, scripts, images, styles");
    const word = moving.page.locator("h1 [aria-hidden] span span");
    await expect(word.textContent()).resolves.toBe("assets");
    await moving.page.waitForFunction(() => document.querySelector("h1 [aria-hidden] span span")?.textContent === "scripts", undefined, { timeout: 8000 });
    await moving.context.close();

    const still = await open("/", { reducedMotion: "reduce" });
    await still.page.waitForTimeout(6000);
    await expect(still.page.locator("h1 [aria-hidden] span span").textContent()).resolves.toBe("assets");
    await expect(still.page.locator("[data-turns]").getAttribute("data-turns")).resolves.toBe("0");
    await still.context.close();
  });

  it("shows the example side by side and leads to the getting started guide", async () => {
    const { context, page, consoleErrors } = await open("/");
    await expect(page.getByRole("heading", { name: "Write Your Code" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("heading", { name: "Bundle It" }).isVisible()).resolves.toBe(true);
    await expect(page.locator("figure figcaption").allTextContents()).resolves.toEqual(["src/index.js", "src/greet.js", "webpack.config.js", "Terminal"]);
    await expect(page.getByRole("heading", { name: "Awesome isn't it? Let's dive in!" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Get started" }).getAttribute("href")).resolves.toBe("/guides/getting-started/");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("loads the sponsors in the browser, grouped by rank, and switches between totals and monthly amounts", async () => {
    const { context, page } = await open("/");
    const support = page.getByRole("region", { name: "Support the Team" });
    // The list loads once the reader scrolls near it.
    await support.scrollIntoViewIfNeeded();
    const toggle = support.getByRole("checkbox");
    await toggle.waitFor();
    const ranks = () => support.locator("section h3").allTextContents();
    const before = await ranks();
    expect(before.length).toBeGreaterThan(0);
    for (const rank of before) expect(["Latest", "Platinum", "Gold", "Silver", "Bronze", "Backers"]).toContain(rank);
    const wasMonthly = await toggle.isChecked();
    await toggle.click();
    await expect(toggle.isChecked()).resolves.toBe(!wasMonthly);
    // Avatars from other sites cannot load in these tests: each falls back to an initial.
    await expect(support.locator("a span[aria-hidden]").count()).resolves.toBeGreaterThan(0);
    // In the monthly view, a supporter who gives a few dollars a year reads "less than $1 a month", never "$0 a month".
    if (!(await toggle.isChecked())) await toggle.click();
    const monthly = await support.locator("li a").evaluateAll((links) => links.map((link) => link.getAttribute("title") ?? ""));
    expect(monthly.filter((title) => /\$0 a month/.test(title))).toEqual([]);
    expect(monthly.filter((title) => /less than \$1 a month$/.test(title)).length).toBeGreaterThan(0);
    await expect(support.getByRole("link", { name: "Become a sponsor" }).getAttribute("href")).resolves.toMatch(/^https:\/\/opencollective\.com\/webpack/);
    await context.close();
  });

  it("shows a retry instead of the sponsors when their code cannot be downloaded", async () => {
    // No service worker: it would answer from its precache, before the route could fail the request.
    const context = await newContext(browser(), { serviceWorkers: "block" });
    const { page } = await openPage(context);
    await blockChunk(page, "sponsors");
    await page.goto(`${GATSBY_ORIGIN}/`);
    const support = page.getByRole("region", { name: "Support the Team" });
    await support.scrollIntoViewIfNeeded();
    const alert = support.getByRole("alert");
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain("Could not load the list of sponsors");
    await page.unroute(chunk("sponsors"));
    await alert.getByRole("button", { name: "Retry" }).click();
    await support.getByRole("checkbox").waitFor();
    await context.close();
  });
});

describe("the organization page", () => {
  /** What a reader sees of images from other sites: broken ones, and fallbacks that cut their text off. */
  const brokenImagesAndClippedText = (page: Page) =>
    page.evaluate(() => {
      const broken = [...document.querySelectorAll("main img")]
        .filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0)
        .map((image) => (image as HTMLImageElement).src);
      const clipped = [...document.querySelectorAll("main article [role=img]")]
        .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
        .map((element) => element.textContent);
      return { broken, clipped };
    });

  it("lists the projects with badges of a fixed size, and a maintainer or a call for one", async () => {
    const { context, page, consoleErrors } = await open("/organization/");
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThanOrEqual(20);
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 2 }).getByRole("link").getAttribute("href")).resolves.toMatch(
      /^https:\/\/github\.com\/webpack(-contrib)?\//,
    );
    // Each project names its maintainer, or asks for one.
    const maintainers = await page
      .locator("main article")
      .evaluateAll((articles) => articles.map((article) => article.querySelector("h3:last-of-type + p a")?.textContent ?? ""));
    for (const maintainer of maintainers) expect(maintainer).toMatch(/^(?:[A-Za-z0-9-]+|Maintainer needed\.\.\.)$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ["before the page is hydrated", false],
    ["after the page is hydrated", true],
  ])("shows initials and readable badge labels when GitHub and the badge service fail %s", async (_when, afterHydration) => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    let hydrated = false;
    // Requests to other sites fail at once, or are held until the page has hydrated and fail then.
    await context.route(/^https:\/\/(github\.com|img\.shields\.io)\//, async (route) => {
      if (afterHydration) {
        for (let waited = 0; !hydrated && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await route.abort("internetdisconnected");
    });
    await page.goto(`${GATSBY_ORIGIN}/organization/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    hydrated = true;
    // Scroll through the page so every lazy image is requested, and fails.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(40);
    }
    await page.waitForFunction(() => document.querySelectorAll("main img").length === 0, undefined, { timeout: 15_000 });
    await expect(brokenImagesAndClippedText(page)).resolves.toEqual({ broken: [], clipped: [] });
    const first = page.locator("main article").first();
    // Each maintainer's avatar gives way to the initial, as in the contributors list.
    const maintainers = await page
      .locator("main article h3:last-of-type + p a:not([href$='/issues'])")
      .evaluateAll((links) => links.map((link) => [link.querySelector("span[aria-hidden]")?.textContent, link.textContent!.slice(1).charAt(0).toUpperCase()]));
    expect(maintainers.length).toBeGreaterThan(5);
    for (const [initial, expected] of maintainers) expect(initial).toBe(expected);
    // Badge fallbacks say what they stand for, in full, in the badge's box or a taller one.
    await expect(first.getByRole("img", { name: /^GitHub stars of / }).textContent()).resolves.toBe("GitHub stars");
    await expect(first.getByRole("img", { name: /in the last 1 month$/ }).textContent()).resolves.toBe("commits: 1 month");
    const box = await first.getByRole("img", { name: /^GitHub stars of / }).boundingBox();
    expect(box?.width).toBe(132);
    expect(box?.height).toBeGreaterThanOrEqual(20);
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/organization-offline-${afterHydration ? "after" : "before"}-hydration.png` });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("the starter kits page", () => {
  it("warns that kits are proofs of concept, loads the table lazily, sorts it and filters it by tag", async () => {
    const { context, page } = await open("/starter-kits/");
    await expect(page.getByRole("note").textContent()).resolves.toContain("proofs of concept");
    const table = page.getByRole("region", { name: "Starter kits" });
    await table.waitFor();
    const names = () => table.locator("tbody tr td:first-child").allTextContents();
    const ascending = await names();
    expect(ascending.length).toBeGreaterThan(3);
    expect([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en"))).toEqual(ascending);
    await table.getByRole("button", { name: /Project Name/ }).click();
    await expect(table.locator("th").first().getAttribute("aria-sort")).resolves.toBe("descending");
    await expect(names()).resolves.toEqual([...ascending].reverse());
    const tag = (await table.locator("tbody tr").first().locator("li button").first().textContent()) ?? "";
    await page.getByRole("combobox", { name: "Show kits tagged" }).selectOption(tag);
    const tagged = await table
      .locator("tbody tr")
      .evaluateAll((rows, wanted) => rows.map((row) => [...row.querySelectorAll("li")].some((item) => item.textContent === wanted)), tag);
    expect(tagged.every(Boolean)).toBe(true);
    await context.close();
  });

  it("shows a retry when the table cannot be downloaded", async () => {
    const context = await newContext(browser(), { serviceWorkers: "block" });
    const { page } = await openPage(context);
    await blockChunk(page, "starter-kits-table");
    await page.goto(`${GATSBY_ORIGIN}/starter-kits/`);
    const alert = page.getByRole("alert").filter({ hasText: "Could not load" });
    await alert.waitFor();
    await page.unroute(chunk("starter-kits-table"));
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("region", { name: "Starter kits" }).waitFor();
    await context.close();
  });
});

describe("the vote page", () => {
  it("loads the roadmap's topics, each linking to where it is discussed", async () => {
    const { context, page, consoleErrors } = await open("/vote/");
    const topics = page.locator("main ol > li");
    await topics.first().waitFor();
    expect(await topics.count()).toBeGreaterThan(2);
    for (const href of await topics.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^https:\/\//);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

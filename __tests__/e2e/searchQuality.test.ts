/**
 * Search finds what readers type: the query set in __tests__/fixtures/search-queries.json, run
 * through the real dialog against the real index of the production build. At least 90% of the
 * queries must have one of their answers among the first three results; the rate is printed.
 */
import fs from "node:fs";
import path from "node:path";
import { GATSBY_ORIGIN } from "./support/servers";
import type { Page } from "playwright-core";
import { newContext, openPage, sharedBrowser } from "./support/browser";
import { openThenGoOffline } from "./support/offline";
import { firstResults } from "./support/search";

const browser = sharedBrowser();
const MINIMUM_TOP3_RATE = 0.9;

interface QueryCase {
  kind: string;
  query: string;
  answers: string[];
}

const { queries } = JSON.parse(fs.readFileSync(path.join(__dirname, "../fixtures/search-queries.json"), "utf8")) as { queries: QueryCase[] };

describe("search quality", () => {
  it("covers every kind of query and every section of the documentation", () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(queries.map((entry) => entry.kind))).toEqual(new Set(["option path", "class name", "hook name", "loader name", "question", "misspelling"]));
    const sections = new Set(queries.flatMap((entry) => entry.answers.map((answer) => answer.split("/")[1])));
    for (const section of ["api", "blog", "concepts", "configuration", "contribute", "guides", "loaders", "migrate", "plugins"])
      expect(sections).toContain(section);
  });

  /** Runs every query through the open dialog; returns the rate of queries with an answer in the top 3. */
  async function top3Rate(page: Page, label: string): Promise<number> {
    const top3 = await firstResults(
      page,
      queries.map((entry) => entry.query),
    );
    const misses: string[] = [];
    for (const { query, answers } of queries) {
      const urls = top3.get(query) ?? [];
      if (!urls.some((url) => answers.some((answer) => url === answer || url.startsWith(`${answer}#`))))
        misses.push(`${query} -> ${urls.join(", ") || "nothing"}`);
    }
    const rate = (queries.length - misses.length) / queries.length;
    console.log(
      `Search (${label}): ${queries.length - misses.length} of ${queries.length} queries (${(rate * 100).toFixed(1)}%) have an answer in the top 3.${misses.length ? `\nMissed:\n  ${misses.join("\n  ")}` : ""}`,
    );
    return rate;
  }

  it(`puts an answer in the top 3 for at least ${MINIMUM_TOP3_RATE * 100}% of the queries`, async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await top3Rate(page, "local index")).toBeGreaterThanOrEqual(MINIMUM_TOP3_RATE);
    await context.close();
  });

  it(`does as well offline, from the offline copy's own index`, async () => {
    const { context, page } = await openThenGoOffline(browser());
    expect(await top3Rate(page, "offline index")).toBeGreaterThanOrEqual(MINIMUM_TOP3_RATE);
    await context.close();
  }, 180000);
});

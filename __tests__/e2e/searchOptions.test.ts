/**
 * A reader who types an option's name gets the heading that documents it, and one who types a
 * value of devtool, target or stats gets the option's reference page. Run through the real dialog
 * against the real index of the production build, online and from the offline copy's index.
 *
 * The queries are not chosen: __tests__/support/optionSearchQueries.ts makes them from webpack's
 * schema (and webpack-dev-server's, for devServer.*) and from the headings of the configuration
 * pages, so a new option with a heading is asked for as soon as it exists:
 * - full path: every option path with a heading ("output.publicPath", "Rule.test",
 *   "entry.<name>.import", "devServer.proxy"); answered only by a heading named after it (any of
 *   them, where several pages give it one), or for a top-level option by its own page's opening;
 * - leaf: the last name of such a path alone ("chunkLoadingGlobal"), where no other option path
 *   with a heading ends in it (so not "publicPath": output, stats and module.generator all have
 *   one), answered by the same heading;
 * - values, answered by any heading of the option's page: every devtool value the schema allows
 *   (its enum, and every string its pattern spells) that the devtool page lists: 'eval', the 24
 *   of its table, and the three with an ending it quotes ('source-map-debugids',
 *   'source-map-scopes', 'hidden-source-map-debugids'). The other 69 strings with -debugids
 *   or -scopes endings are left out: the page covers them in one sentence, not as values.
 *   Every target value the target page gives a heading, its `target: 'esX'` standing for the
 *   values it quotes ('es5', 'es2015', 'es6'); `false` is nobody's query. Every preset of the
 *   schema's StatsValue enum.
 *
 * Required: every query has an answer among its first three results. Measured on the build of
 * 2026-11-29, online and offline alike: full paths 620 of 620, leaves 357 of 357, values 56 of 56
 * (`es5` reached the target page once its table of language levels listed `'es5'`). Each run
 * prints its rates and every miss.
 */
import type { BrowserContext } from "playwright-core";
import { GATSBY_ORIGIN } from "./support/servers";
import { newContext, sharedBrowser } from "./support/browser";
import { openThenGoOffline } from "./support/offline";
import { firstResults } from "./support/search";
import { answersQuery, optionSearchQueries, type OptionQuery, type OptionQueryKind } from "../support/optionSearchQueries";
import { coverageLine } from "../support/contentHeadings";

const browser = sharedBrowser();
const queries = optionSearchQueries();

const GROUPS: { label: string; kinds: OptionQueryKind[]; minimumRate: number }[] = [
  { label: "full paths", kinds: ["full path"], minimumRate: 1 },
  { label: "leaves", kinds: ["leaf"], minimumRate: 1 },
  { label: "values", kinds: ["devtool value", "target value", "stats preset"], minimumRate: 1 },
];
/** Over a thousand queries, each typed into the dialog and waited for. */
const TIMEOUT_MS = 15 * 60 * 1000;
/**
 * Pages that type queries at the same time. One dialog mostly waits (its 60 ms typing pause per
 * query), so several share two cores well: measured on 2 cores with the queries typed from inside
 * the page, one dialog took 93 s for the online pass, four 41 s, six and eight 44 s.
 */
const PARALLEL_DIALOGS = 4;

/** Every query, shared out between PARALLEL_DIALOGS pages of the context, each with its own dialog. */
async function topThree(context: BrowserContext): Promise<Map<string, string[]>> {
  const texts = [...new Set(queries.map((entry) => entry.query))];
  const shares = Array.from({ length: PARALLEL_DIALOGS }, (_, share) => texts.filter((_text, index) => index % PARALLEL_DIALOGS === share));
  const results = await Promise.all(
    shares.map(async (share) => {
      const page = await context.newPage();
      await page.goto(`${GATSBY_ORIGIN}/`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return firstResults(page, share);
    }),
  );
  return new Map(results.flatMap((map) => [...map]));
}

/** Prints each group's rate, by kind, and its misses; returns the groups whose rate is below the requirement. */
function report(label: string, results: Map<string, string[]>): string[] {
  const failed: string[] = [];
  const lines = [`Option search (${label}):`];
  for (const group of GROUPS) {
    const cases = queries.filter((entry) => group.kinds.includes(entry.kind));
    const missed = (entry: OptionQuery): boolean => !(results.get(entry.query) ?? []).some((url) => answersQuery(entry, url));
    const misses = cases.filter(missed);
    lines.push(`  ${coverageLine(group.label, cases.length - misses.length, cases.length)}, ${group.minimumRate * 100}% required`);
    if (group.kinds.length > 1) {
      for (const kind of group.kinds) {
        const ofKind = cases.filter((entry) => entry.kind === kind);
        lines.push(`    ${coverageLine(kind, ofKind.filter((entry) => !missed(entry)).length, ofKind.length)}`);
      }
    }
    for (const miss of misses)
      lines.push(`    missed ${miss.query} (${miss.answers.join(" or ")}) -> ${(results.get(miss.query) ?? []).join(", ") || "nothing"}`);
    if (cases.length - misses.length < group.minimumRate * cases.length) failed.push(group.label);
  }
  console.log(lines.join("\n"));
  return failed;
}

describe("searching for an option by its name", () => {
  it("asks for every option path with a heading, and for the values of devtool, target and stats", () => {
    const count = (kind: OptionQueryKind): number => queries.filter((entry) => entry.kind === kind).length;
    expect(count("full path")).toBeGreaterThan(500);
    expect(count("leaf")).toBeGreaterThan(300);
    expect(count("devtool value")).toBeGreaterThanOrEqual(25);
    expect(count("target value")).toBeGreaterThanOrEqual(13);
    expect(count("stats preset")).toBe(8);
  });

  it(
    "puts the heading or page that documents it among the first three results",
    async () => {
      const context = await newContext(browser());
      expect(report("local index", await topThree(context))).toEqual([]);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    "does as well offline, from the offline copy's own index",
    async () => {
      const { context } = await openThenGoOffline(browser());
      expect(report("offline index", await topThree(context))).toEqual([]);
      await context.close();
    },
    TIMEOUT_MS,
  );
});

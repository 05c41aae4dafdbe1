/**
 * axe-core on every kind of page, in both themes, and with the menus and dialogs open: zero
 * violations (WCAG 2.1 A and AA, plus axe's best practices).
 *
 * The dark theme runs only the rules that depend on colours: everything else is the same markup,
 * and axe is slow on long pages here.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { GATSBY_ORIGIN } from "./support/servers";
import { openHydrated, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

const PAGES: [string, string][] = [
  ["home", "/"],
  ["doc page with long code", "/configuration/output/"],
  ["reference page", "/configuration/options/"],
  ["loader page", "/loaders/css-loader/"],
  ["API page", "/api/node/"],
  ["guide", "/guides/getting-started/"],
  ["printable section", "/concepts/printable/"],
  ["blog index", "/blog/"],
  ["blog post", "/blog/2020-10-10-webpack-5-release/"],
  ["organization", "/organization/"],
  ["starter kits", "/starter-kits/"],
  ["vote", "/vote/"],
  ["not found", "/this/does/not/exist/"],
];

const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

jest.setTimeout(150000);

async function violations(page: Page, colorScheme: "light" | "dark"): Promise<string[]> {
  // In-page mode: the pages have no frames, and axe's default two-step run (results of every rule
  // carried over to a second page) takes several times as long here. Only violations are collected.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (colorScheme === "light") axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  else axe.withRules(COLOUR_RULES);
  const results = await axe.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
}

async function open(path: string, colorScheme: "light" | "dark") {
  const { context, page } = await openHydrated(browser(), `${GATSBY_ORIGIN}${path}`, { colorScheme, reducedMotion: "reduce" });
  // Lazy parts have loaded (or failed) and images have settled.
  await page.waitForLoadState("networkidle");
  return { context, page };
}

/**
 * In the dark theme, one page of each layout: the rest share their colours with one of these
 * (a loader, API or guide page is a doc page; a post is laid out like the blog index).
 */
const DARK_THEME_KINDS = new Set([
  "home",
  "doc page with long code",
  "reference page",
  "printable section",
  "blog index",
  "organization",
  "starter kits",
  "vote",
  "not found",
]);

describe.each(["light", "dark"] as const)("accessibility in the %s theme", (colorScheme) => {
  const pages = colorScheme === "light" ? PAGES : PAGES.filter(([kind]) => DARK_THEME_KINDS.has(kind));
  it.each(pages)("the %s (%s) has no violations", async (_kind, path) => {
    const { context, page } = await open(path, colorScheme);
    expect(await violations(page, colorScheme)).toEqual([]);
    await context.close();
  });

  it("has none with the search dialog open and showing results", async () => {
    const { context, page } = await open("/concepts/", colorScheme);
    await page.keyboard.press("Control+K");
    await page.getByRole("combobox", { name: "Search the documentation" }).fill("output");
    await page.locator('[role="listbox"][data-query="output"]').waitFor({ state: "attached" });
    expect(await violations(page, colorScheme)).toEqual([]);
    await context.close();
  });

  it("has none with the header menus, the chat and a phone's folded menu open", async () => {
    const { context, page } = await open("/guides/", colorScheme);
    await page.getByRole("button", { name: "Documentation sections" }).click();
    await page.getByRole("button", { name: "Talk to the community" }).click();
    await page.getByRole("region", { name: "Talk to the community" }).waitFor();
    expect(await violations(page, colorScheme)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await violations(page, colorScheme)).toEqual([]);
    await context.close();
  });
});

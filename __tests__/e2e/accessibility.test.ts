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

type ColorScheme = "light" | "dark";

jest.setTimeout(150000);

async function violations(page: Page, colorScheme: ColorScheme): Promise<string[]> {
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

async function open(path: string, colorScheme: ColorScheme) {
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

/**
 * Runs `check` in each theme at the same time, each in its own context on `path`, and returns the
 * violations found in each. axe's colour-contrast rule is most of a run (about 5 s on the longest
 * pages here) and uses one core; two runs side by side use the second.
 */
async function inThemes(
  path: string,
  colorSchemes: readonly ColorScheme[],
  check: (page: Page, colorScheme: ColorScheme) => Promise<string[]>,
): Promise<Partial<Record<ColorScheme, string[]>>> {
  const found = await Promise.all(
    colorSchemes.map(async (colorScheme) => {
      const { context, page } = await open(path, colorScheme);
      try {
        return [colorScheme, await check(page, colorScheme)] as const;
      } finally {
        await context.close();
      }
    }),
  );
  return Object.fromEntries(found);
}

const noViolationsIn = (colorSchemes: readonly ColorScheme[]): Partial<Record<ColorScheme, string[]>> =>
  Object.fromEntries(colorSchemes.map((colorScheme) => [colorScheme, []]));

const themesOf = (kind: string): ColorScheme[] => (DARK_THEME_KINDS.has(kind) ? ["light", "dark"] : ["light"]);

describe("accessibility", () => {
  it.each(PAGES.map(([kind, path]) => [kind, path, themesOf(kind).length > 1 ? "light and dark themes" : "light theme"]))(
    "the %s (%s) has no violations in the %s",
    async (kind, path) => {
      const themes = themesOf(kind);
      expect(await inThemes(path, themes, violations)).toEqual(noViolationsIn(themes));
    },
  );

  it("has none with the search dialog open and showing results, in either theme", async () => {
    const themes: ColorScheme[] = ["light", "dark"];
    const found = await inThemes("/concepts/", themes, async (page, colorScheme) => {
      await page.keyboard.press("Control+K");
      await page.getByRole("combobox", { name: "Search the documentation" }).fill("output");
      await page.locator('[role="listbox"][data-query="output"]').waitFor({ state: "attached" });
      return violations(page, colorScheme);
    });
    expect(found).toEqual(noViolationsIn(themes));
  });

  it("has none with the header menus, the chat and a phone's folded menu open, in either theme", async () => {
    const themes: ColorScheme[] = ["light", "dark"];
    const found = await inThemes("/guides/", themes, async (page, colorScheme) => {
      await page.getByRole("button", { name: "Documentation sections" }).click();
      await page.getByRole("button", { name: "Talk to the community" }).click();
      await page.getByRole("region", { name: "Talk to the community" }).waitFor();
      const withMenus = await violations(page, colorScheme);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole("button", { name: "Menu" }).click();
      const withFoldedMenu = await violations(page, colorScheme);
      return [...withMenus.map((found) => `header menus and chat: ${found}`), ...withFoldedMenu.map((found) => `phone menu: ${found}`)];
    });
    expect(found).toEqual(noViolationsIn(themes));
  });
});

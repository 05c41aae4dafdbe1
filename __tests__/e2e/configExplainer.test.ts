/**
 * /configuration/explain/ in a real browser, against the production build: a pasted
 * configuration explained, a shared link that reopens it, offline use, a parse error and a lint
 * warning. The verdicts themselves are held to webpack.validate by the unit tests.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { GATSBY_ORIGIN, ROOT } from "./support/servers";
import { newContext, openHydrated, openPage, sharedBrowser } from "./support/browser";
import { openThenGoOffline } from "./support/offline";
import { search } from "./support/search";
import { completeConfigExamples } from "../support/configExamples";

const browser = sharedBrowser();
const EXPLAINER = `${GATSBY_ORIGIN}/configuration/explain/`;
// Issue 22: the explainer's own code, loaded by this page alone.
const EXPLAINER_CHUNK_BUDGET_BYTES = 120 * 1024;

jest.setTimeout(120000);

const editor = (page: Page) => page.getByRole("textbox", { name: "webpack.config.js" });
const summary = (page: Page) => page.getByRole("status").filter({ hasText: /explained, \d+ error|could not be read|Paste a configuration/ });

/** Pastes through the clipboard, as a reader does. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await editor(page).focus();
  await page.keyboard.press("ControlOrMeta+V");
}

describe("the configuration explainer", () => {
  it("explains a pasted configuration: options, defaults, links, and no false errors", async () => {
    const context = await newContext(browser(), { permissions: ["clipboard-read", "clipboard-write"] });
    const { page, consoleErrors } = await openPage(context);
    await page.goto(EXPLAINER);
    await editor(page).waitFor();
    // The largest complete example on the site, timed from the paste to its explanation.
    const largest = completeConfigExamples().reduce((biggest, example) => (example.code.length > biggest.code.length ? example : biggest));
    const started = Date.now();
    await paste(page, largest.code);
    await summary(page)
      .filter({ hasText: /options explained, 0 errors/ })
      .waitFor();
    console.log(`Largest example (${largest.where}, ${largest.code.length} characters): explained ${Date.now() - started} ms after the paste.`);
    await expect(editor(page).inputValue()).resolves.toBe(largest.code);

    await editor(page).fill(
      ["module.exports = {", "  mode: 'development',", "  output: { publicPath: '/assets/', clean: true },", "  devtool: 'eval-source-map',", "};"].join("\n"),
    );
    await summary(page).filter({ hasText: "5 options explained, 0 errors, 0 warnings" }).waitFor();
    const results = page.getByRole("region", { name: "Your configuration" });
    const publicPath = results.getByRole("listitem").filter({ has: page.getByRole("link", { name: "output.publicPath" }) });
    await expect(publicPath.getByRole("link", { name: "output.publicPath" }).getAttribute("href")).resolves.toBe("/configuration/output/#outputpublicpath");
    await expect(publicPath.textContent()).resolves.toMatch(/Default \(development\)"auto"/);
    await expect(results.getByRole("listitem").filter({ hasText: "output.clean" }).textContent()).resolves.toMatch(/Typeboolean \| object/);
    // Options left at their defaults, on request.
    await page.getByRole("checkbox", { name: "Also list the options left at their defaults" }).check();
    await expect(results.getByRole("link", { name: "output.filename", exact: true }).count()).resolves.toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("reports what webpack would reject, and a mistake the schema cannot see, each with its link", async () => {
    const { context, page, consoleErrors } = await openHydrated(browser(), EXPLAINER);
    await editor(page).fill("module.exports = {\n  mode: 'prod',\n  module: { rules: [{ test: /\\.css$/, use: ['css-loader', 'style-loader'] }] },\n};");
    await summary(page).filter({ hasText: "1 error, 1 warning" }).waitFor();
    const error = page.getByRole("listitem").filter({ hasText: "not one of the values webpack accepts" });
    await expect(error.textContent()).resolves.toMatch(/^mode is "prod".*"development", "production", "none".*line 2/);
    await expect(error.getByRole("link", { name: "Read about it" }).getAttribute("href")).resolves.toBe("/configuration/#mode");
    const warning = page
      .getByRole("listitem")
      .filter({ hasText: "style-loader" })
      .filter({ has: page.getByRole("link", { name: "Read about it" }) });
    await expect(warning.getByRole("link", { name: "Read about it" }).getAttribute("href")).resolves.toBe("/concepts/loaders/#the-loader-chain");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("gives the parser's message with line and column for code that does not parse, and keeps the text", async () => {
    const { context, page, consoleErrors } = await openHydrated(browser(), EXPLAINER);
    const broken = "module.exports = {\n  mode: 'production'\n  entry: './src/index.js',\n};";
    await editor(page).fill(broken);
    const alert = page.getByRole("alert");
    await expect(alert.textContent()).resolves.toMatch(/line 3, column 3\): Unexpected token\./);
    await expect(editor(page).inputValue()).resolves.toBe(broken);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("keeps the configuration in the url fragment, compressed, and a shared link reopens it explained", async () => {
    const { context, page, consoleErrors } = await openHydrated(browser(), EXPLAINER);
    const config = `module.exports = {\n  mode: 'production',\n  entry: './src/index.js',\n  output: { filename: '[name].[contenthash].js' },\n${"  // a comment that compresses well\n".repeat(20)}};`;
    await editor(page).fill(config);
    await page.waitForFunction(() => location.hash.startsWith("#config=z"));
    const shared = await page.evaluate(() => location.href);
    expect(shared.length).toBeLessThan(EXPLAINER.length + config.length / 2);
    await context.close();

    const { context: other, page: opened } = await openHydrated(browser(), shared);
    await summary(opened).filter({ hasText: "4 options explained, 0 errors" }).waitFor();
    await expect(editor(opened).inputValue()).resolves.toBe(config);
    // The server saw the page's address only: the fragment never leaves the browser.
    expect(new URL(shared).hash).not.toBe("");
    expect(consoleErrors).toEqual([]);
    await other.close();
  });

  it("works offline, from the precache", async () => {
    const { context, page } = await openThenGoOffline(browser());
    await page.goto(EXPLAINER);
    await editor(page).fill("module.exports = { mode: 'none', output: { publicPath: '/static' } };");
    await summary(page).filter({ hasText: "3 options explained, 0 errors, 1 warning" }).waitFor();
    await expect(page.getByRole("listitem").filter({ hasText: "End it with a slash" }).count()).resolves.toBe(1);
    await context.close();
  });

  it.each(["light", "dark"] as const)(
    "passes axe in the %s theme, with an explanation, an error and a warning on screen, and works from the keyboard",
    async (colorScheme) => {
      const { context, page } = await openHydrated(browser(), EXPLAINER, { colorScheme, reducedMotion: "reduce" });
      // Keyboard only: the example button, then the editor; Tab leaves the editor instead of typing a tab.
      await page.getByRole("button", { name: "Try an example" }).focus();
      await page.keyboard.press("Enter");
      await summary(page).filter({ hasText: "options explained" }).waitFor();
      await editor(page).focus();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.type("\nmodule.exports.mode = 'prod';");
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe("BUTTON");
      await editor(page).fill("module.exports = { mode: 'prod', output: { publicPath: '/static' } };");
      await summary(page).filter({ hasText: "1 error, 1 warning" }).waitFor();
      await page.getByRole("checkbox", { name: "Also list the options left at their defaults" }).check();
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .options({ resultTypes: ["violations"] })
        .analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(" "))
              .slice(0, 5)
              .join(" | ")}`,
        ),
      ).toEqual([]);
      await context.close();
    },
  );

  it.each(["check my config", "validate config"])("is in search's top 3 for %j, and the configuration pages link to it", async (query) => {
    const { context, page } = await openHydrated(browser(), `${GATSBY_ORIGIN}/configuration/`);
    await expect(page.locator("main").getByRole("link", { name: "Config explainer" }).getAttribute("href")).resolves.toBe("/configuration/explain/");
    await page.keyboard.press("Control+K");
    const results = await search(page, query);
    // The list says which query its results belong to: wait for this one's.
    await page.locator(`[role="listbox"][data-query="${query}"]`).waitFor({ state: "attached" });
    // The same bar as the search-quality suite: an answer in the top 3 (for "validate config",
    // webpack.validate() in the Node.js API is a fair first answer too).
    const top3 = await results.evaluateAll((options) => options.slice(0, 3).map((option) => option.getAttribute("data-url") ?? ""));
    expect(top3.some((url) => /^\/configuration\/explain\/(#|$)/.test(url))).toBe(true);
    await page.goto(`${GATSBY_ORIGIN}/configuration/options/`);
    await expect(page.locator("main").getByRole("link", { name: "config explainer" }).getAttribute("href")).resolves.toBe("/configuration/explain/");
    await context.close();
  });

  it("loads its code on its own page only, within its budget", async () => {
    const stats = JSON.parse(fs.readFileSync(path.join(ROOT, "public", "webpack.stats.json"), "utf8")) as {
      namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
    };
    const names = (group: string) =>
      stats.namedChunkGroups[group].assets.map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((name) => name.endsWith(".js"));
    const explainerFiles = names("config-explainer");
    const gzipped = explainerFiles.reduce((total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(ROOT, "public", file)), { level: 9 }).length, 0);
    console.log(`The explainer's chunk: ${explainerFiles.length} files, ${(gzipped / 1024).toFixed(1)} KB gzipped.`);
    expect(gzipped).toBeLessThanOrEqual(EXPLAINER_CHUNK_BUDGET_BYTES);
    // No other page's chunk group carries the explainer's own files.
    const own = explainerFiles.filter((file) => !/^(framework|app|webpack-runtime)-/.test(file));
    for (const [group, { assets }] of Object.entries(stats.namedChunkGroups)) {
      if (group === "config-explainer") continue;
      const files = assets.map((asset) => (typeof asset === "string" ? asset : asset.name));
      expect({ group, shared: own.filter((file) => files.includes(file)) }).toEqual({ group, shared: [] });
    }
  });
});

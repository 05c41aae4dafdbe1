/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { extractCssWithoutChildCompilations, productionClassName, shortenCssModuleNames } from "../../../src/node/productionCss";
import type { RuleLike } from "../../../src/node/typescriptRule";
import { scratchFolder } from "../../support/scratchFolder";

const root = path.resolve(__dirname, "../../..");
const sidebarCss = path.join(root, "src", "components", "Sidebar", "Sidebar.module.css");

// Gatsby's own rules and plugins, as the installed Gatsby makes them for each production stage.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as {
  createWebpackUtils: (
    stage: string,
    program: object,
  ) => { rules: { cssModules: () => RuleLike; css: () => RuleLike }; plugins: { extractText: (options?: object) => unknown } };
};

interface CssLoaderUse {
  loader?: string;
  options?: { modules?: { getLocalIdent?: unknown } | boolean };
}

const cssLoaderUses = (rule: RuleLike): CssLoaderUse[] =>
  (Array.isArray(rule.use) ? (rule.use as CssLoaderUse[]) : []).filter((use) => use.loader?.includes("css-loader"));

describe("production CSS module class names", () => {
  it("are six URL-safe characters that depend on the file and the class only", () => {
    const name = productionClassName({ resourcePath: sidebarCss }, "[hash:base64:6]", "link", { context: root });
    expect(name).toMatch(/^_?[A-Za-z0-9_-]{6}$/);
    // Webpack's importModule gives the module another name ("...css.webpack[javascript/auto]");
    // only resourcePath counts, so both bundles name the class alike.
    const imported = { resourcePath: sidebarCss, _module: { matchResource: `${sidebarCss}.webpack[javascript/auto]` } };
    expect(productionClassName(imported, "[hash:base64:6]", "link", { context: root })).toBe(name);
    expect(productionClassName({ resourcePath: sidebarCss }, "[hash:base64:6]", "title", { context: root })).not.toBe(name);
    const otherFile = sidebarCss.replace("Sidebar.module.css", "Other.module.css");
    expect(productionClassName({ resourcePath: otherFile }, "[hash:base64:6]", "link", { context: root })).not.toBe(name);
  });

  it("never start with a digit, or with a hyphen and a digit or a hyphen", () => {
    const names = Array.from({ length: 2000 }, (_, index) => productionClassName({ resourcePath: sidebarCss }, "", `class${index}`, { context: root }));
    for (const name of names) expect(name).not.toMatch(/^(\d|-[\d-])/);
    // Some hashes do begin that way: they get an underscore in front.
    expect(names.some((name) => name.startsWith("_") && /^(\d|-[\d-])/.test(name.slice(1)))).toBe(true);
  });

  it("are what css-loader uses for CSS modules in both production bundles, and only there", () => {
    for (const stage of ["build-javascript", "build-html"]) {
      const { rules } = createWebpackUtils(stage, { directory: root, browserslist: ["defaults"] });
      const modulesRule = rules.cssModules();
      const globalRule = rules.css();
      shortenCssModuleNames([{ oneOf: [modulesRule, globalRule] }]);
      const [moduleUse] = cssLoaderUses(modulesRule);
      expect((moduleUse.options?.modules as { getLocalIdent?: unknown }).getLocalIdent).toBe(productionClassName);
      for (const use of cssLoaderUses(globalRule)) {
        const modules = use.options?.modules;
        expect(typeof modules === "object" && modules !== null && "getLocalIdent" in modules).toBe(false);
      }
    }
  });
});

describe("CSS extraction", () => {
  it("turns on importModule in Gatsby's MiniCssExtractPlugin", () => {
    const { plugins } = createWebpackUtils("build-javascript", { directory: root, browserslist: ["defaults"] });
    const extract = plugins.extractText() as { options: { experimentalUseImportModule?: boolean } };
    expect(extract.options.experimentalUseImportModule).toBe(false);
    expect(extractCssWithoutChildCompilations([{}, extract])).toBe(true);
    expect(extract.options.experimentalUseImportModule).toBe(true);
  });

  it("says so when there is no such plugin", () => {
    expect(extractCssWithoutChildCompilations([{}, null])).toBe(false);
  });
});

describe("the browser bundle's webpack configuration", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { onCreateWebpackConfig } = require("../../../src/node/webpack") as typeof import("../../../src/node/webpack");

  // onCreateWebpackConfig reads the browsers Gatsby gave Babel from the site's .cache, which a fresh
  // clone has only after a build: the test gives it a site folder of its own.
  let site: string;
  beforeAll(() => {
    site = scratchFolder("webpack-docs-css-");
    fs.mkdirSync(path.join(site, ".cache"));
    fs.writeFileSync(path.join(site, ".cache", "babelState.json"), JSON.stringify({ browserslist: ["defaults"] }));
    jest.spyOn(process, "cwd").mockReturnValue(site);
  });
  afterAll(() => jest.restoreAllMocks());

  /** Runs the site's onCreateWebpackConfig on a browser bundle with these plugins; returns its warnings. */
  function warningsWith(bundlePlugins: unknown[]): string[] {
    const warnings: string[] = [];
    const args = {
      stage: "build-javascript",
      getConfig: () => ({ module: { rules: [] }, plugins: bundlePlugins, resolve: {} }),
      actions: { replaceWebpackConfig: () => undefined },
      plugins: { normalModuleReplacement: (pattern: RegExp, file: string) => ({ pattern, file }) },
      reporter: { warn: (message: string) => warnings.push(message) },
    };
    (onCreateWebpackConfig as unknown as (args: object) => void)(args);
    return warnings;
  }

  it("says so in the build log when CSS would be extracted with child compilations again", () => {
    const { plugins } = createWebpackUtils("build-javascript", { directory: root, browserslist: ["defaults"] });
    expect(warningsWith([plugins.extractText()])).toEqual([]);
    expect(warningsWith([])).toEqual([expect.stringMatching(/^Gatsby's MiniCssExtractPlugin is not among the browser bundle's plugins/)]);
  });
});

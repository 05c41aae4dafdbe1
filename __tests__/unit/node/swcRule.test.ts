/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { transformSync as babelTransform } from "@babel/core";
import { parse } from "acorn";
import { compilesWithSwc, swcOptions, withSwcForPlainModules } from "../../../src/node/swcRule";

const root = path.resolve(__dirname, "../../..");
const source = (file: string) => path.join(root, "src", file);

interface Rule {
  test?: RegExp;
  include?: (file: string) => boolean;
  use?: (data: { resource: string; resourceQuery?: string; issuer?: string }) => { loader?: string; options?: unknown }[];
}

// Gatsby's own JavaScript rule and browser list, as the installed Gatsby makes them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as {
  createWebpackUtils: (stage: string, program: object) => Promise<{ rules: { js: () => Rule } }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getBrowsersList } = require("gatsby/dist/utils/browserslist") as { getBrowsersList: (directory: string) => string[] };
const browsers = getBrowsersList(root);

const loadersOf = (rule: Rule, data: { resource: string; resourceQuery?: string; issuer?: string }) =>
  (rule.use?.(data) ?? []).map((use) => String(use.loader ?? use));

describe("which modules swc compiles in the production bundles", () => {
  const readNothing = () => "export const answer = 42;";

  it("takes our plain components and libraries, and Gatsby's runtime", () => {
    expect(compilesWithSwc({ resource: source("components/Sidebar/Sidebar.tsx") }, readNothing)).toBe(true);
    expect(compilesWithSwc({ resource: source("lib/search/excerpt.ts") }, readNothing)).toBe(true);
    expect(compilesWithSwc({ resource: source("sw/registerAfterLoad.js") }, readNothing)).toBe(true);
    expect(compilesWithSwc({ resource: path.join(root, "gatsby-browser.tsx") }, readNothing)).toBe(true);
    expect(compilesWithSwc({ resource: path.join(root, ".cache", "production-app.js") }, readNothing)).toBe(true);
  });

  it("leaves to Babel what needs Gatsby's Babel plugins, and what is not ours", () => {
    const component = source("components/Sidebar/Sidebar.tsx");
    expect(compilesWithSwc({ resource: component }, () => "export const query = graphql`{ site { id } }`;")).toBe(false);
    expect(compilesWithSwc({ resource: component }, () => "const data = useStaticQuery(q);")).toBe(false);
    expect(compilesWithSwc({ resource: component }, () => "<Slice alias='footer' />")).toBe(false);
    // A page component, as Gatsby imports it for each bundle.
    const asyncRequires = path.join(root, ".cache", "_this_is_virtual_fs_path_", "$virtual", "async-requires.js");
    expect(compilesWithSwc({ resource: source("pages/organization.tsx"), issuer: asyncRequires }, readNothing)).toBe(false);
    expect(compilesWithSwc({ resource: source("pages/organization.tsx"), resourceQuery: "?export=head" }, readNothing)).toBe(false);
    expect(compilesWithSwc({ resource: asyncRequires }, readNothing)).toBe(false);
    expect(compilesWithSwc({ resource: path.join(root, "node_modules", "some-package", "index.js") }, readNothing)).toBe(false);
    expect(compilesWithSwc({ resource: source("node/createPages.ts") }, readNothing)).toBe(false);
    expect(compilesWithSwc({ resource: source("components/Sidebar/Sidebar.module.css") }, readNothing)).toBe(false);
  });

  it("changes Gatsby's JavaScript rule only in what it loads, and keeps Babel for the rest", async () => {
    const { rules } = await createWebpackUtils("build-javascript", { directory: root, browserslist: browsers });
    const javaScript = rules.js();
    const css: Rule = { test: /\.css$/ };
    const [changed, untouched] = withSwcForPlainModules([javaScript, css], "build-javascript", browsers) as Rule[];

    expect(untouched).toBe(css);
    expect(changed.test).toBe(javaScript.test);
    expect(changed.include).toBe(javaScript.include);
    const plain = source("components/Sidebar/Sidebar.tsx");
    expect(loadersOf(changed, { resource: plain })).toEqual([require.resolve("swc-loader")]);
    const template = { resource: source("templates/DocPage/DocPage.tsx"), resourceQuery: "?export=default" };
    expect(loadersOf(changed, template)).toEqual(loadersOf(javaScript, template));
    expect(loadersOf(changed, template).join()).toMatch(/babel-loader/);
  });

  it("leaves the rules alone when Gatsby's JavaScript rule is not there", () => {
    const rules: Rule[] = [{ test: /\.css$/ }];
    expect(withSwcForPlainModules(rules, "build-javascript", browsers)).toEqual(rules);
  });
});

/**
 * Every module the production bundles compile with swc: ours, and Gatsby's runtime, which Gatsby
 * copies from its cache-dir to .cache/ (read here from the installed Gatsby, as a fresh clone has
 * no .cache yet). `resource` is where webpack finds it, `file` where this test reads it.
 */
function swcModules(): { resource: string; file: string }[] {
  const listed = (directory: string) =>
    fs.readdirSync(directory, { recursive: true, encoding: "utf8" }).filter((name) => !name.split(path.sep).includes("node_modules"));
  const ours = [...listed(path.join(root, "src")).map((name) => path.join("src", name)), "gatsby-browser.tsx", "gatsby-ssr.tsx"].map((name) => ({
    resource: path.join(root, name),
    file: path.join(root, name),
  }));
  const cacheDirectory = path.join(path.dirname(require.resolve("gatsby/package.json")), "cache-dir");
  const runtime = listed(cacheDirectory).map((name) => ({ resource: path.join(root, ".cache", name), file: path.join(cacheDirectory, name) }));
  return [...ours, ...runtime]
    .filter(({ resource, file }) => fs.statSync(file).isFile() && compilesWithSwc({ resource }, () => fs.readFileSync(file, "utf8")))
    .sort((a, b) => a.resource.localeCompare(b.resource));
}

describe("swc and Babel give our modules the same browser support", () => {
  const modules = swcModules();

  it("finds the modules (a sanity check on the walk)", () => {
    const resources = modules.map((module) => module.resource);
    expect(resources.length).toBeGreaterThan(100);
    expect(resources).toContain(source("components/Search/SearchDialog.tsx"));
    expect(resources).toContain(path.join(root, ".cache", "production-app.js"));
    expect(resources).not.toContain(source("templates/DocPage/DocPage.tsx"));
    expect(resources).not.toContain(path.join(root, ".cache", "static-query.js"));
  });

  // Babel (babel-preset-gatsby, with the browsers Gatsby targets) adds core-js polyfills for
  // features it cannot trust in some of those browsers; swc, as configured, adds none. Babel adds
  // one today: es.regexp.flags, for the order in which V8 before Chrome 111 reads a regular
  // expression's flag properties when `flags` is called on some other object. Our code reads
  // `flags` only on real regular expressions, where every targeted browser is right. A new
  // polyfill here means new code uses a feature that some targeted browser lacks: compile that
  // module with Babel (make `compilesWithSwc` refuse it) or avoid the feature.
  const HARMLESS = new Set(["core-js/modules/es.regexp.flags.js"]);

  it("adds no polyfill that swc would leave out", () => {
    const needed: string[] = [];
    for (const { resource, file } of modules) {
      const output = babelTransform(fs.readFileSync(file, "utf8"), {
        filename: resource,
        babelrc: false,
        configFile: false,
        sourceType: "unambiguous",
        presets: [
          [
            require.resolve("babel-preset-gatsby", { paths: [path.dirname(require.resolve("gatsby/package.json"))] }),
            { stage: "build-javascript", targets: browsers },
          ],
          "@babel/preset-typescript",
        ],
      })?.code;
      for (const [, polyfill] of (output ?? "").matchAll(/^import "(core-js\/[^"]+)";$/gm)) {
        if (!HARMLESS.has(polyfill)) needed.push(`${path.relative(root, resource)}: ${polyfill}`);
      }
    }
    expect(needed).toEqual([]);
  }, 60_000);

  it("compiles every module with the options the bundles use", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const swc = require("@swc/core") as { transformSync(code: string, options: object): { code: string } };
    for (const { resource, file } of modules) {
      const { code } = swc.transformSync(fs.readFileSync(file, "utf8"), { filename: resource, ...swcOptions(resource, "build-javascript", browsers) });
      // Plain JavaScript comes out (no TypeScript or JSX survives), with no polyfill added.
      expect(() => parse(code, { ecmaVersion: "latest", sourceType: "module" })).not.toThrow();
      expect(code).not.toMatch(/import\s*["']core-js/);
    }
  });
});

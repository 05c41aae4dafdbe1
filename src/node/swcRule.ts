/**
 * In the production bundles, our own modules and Gatsby's runtime (the files Gatsby copies to
 * .cache/) are compiled by swc instead of Babel. Babel took about 3 s of one core to compile src/
 * for the browser bundle alone (87 files, measured apart from webpack), and about 0.9 s more for
 * the 33 runtime files, and again for the HTML renderer, all on webpack's thread, on the cold
 * build's critical path; swc compiles the same files in about 50 ms.
 *
 * Babel stays for every module that needs something only Gatsby's Babel plugins do:
 * - a page component (imported by Gatsby's async-requires, or with an `export=` query): Gatsby
 *   removes its `config`, `getServerData` and `Head` exports per bundle with a Babel plugin;
 * - a module that mentions `graphql`, `useStaticQuery` or `Slice`: Gatsby's Babel plugins replace
 *   queries with their results' hashes, and note where slices are placed;
 * - the modules Gatsby generates for webpack (async-requires and the like), and every package
 *   in node_modules, which Gatsby's other rules compile as before.
 * Development keeps Babel everywhere, for React's fast refresh.
 *
 * swc targets the same browsers as Babel (the list Gatsby wrote to .cache/babelState.json) and,
 * like babel-preset-gatsby, uses React's classic runtime and loose transforms. It adds no core-js
 * polyfills; __tests__/unit/node/swcRule.test.ts fails when Babel would add one that matters.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { isJavaScriptRule, type RuleLike } from "./typescriptRule";

const PROJECT_DIRECTORY = `${path.resolve(".")}${path.sep}`;
const INSTALLED = `${path.sep}node_modules${path.sep}`;
// Where Gatsby keeps the modules it generates for webpack (async-requires and the like).
const GENERATED = `${path.sep}_this_is_virtual_fs_path_${path.sep}`;
// Build-time code: never bundled, and kept out here in case a path ever reaches it.
const BUILD_CODE_DIRECTORY = `${path.resolve("src", "node")}${path.sep}`;
const NEEDS_GATSBY_BABEL = /\bgraphql\b|\buseStaticQuery\b|\bSlice\b/;
const COMPILED_EXTENSION = /\.(js|jsx|ts|tsx)$/;

interface RuleData {
  resource: string;
  resourceQuery?: string;
  issuer?: string;
}

type UseFunction = (data: RuleData) => unknown[];

/** Whether swc may compile this module in place of Gatsby's Babel configuration. */
export function compilesWithSwc({ resource, resourceQuery = "", issuer = "" }: RuleData, readSource: (file: string) => string): boolean {
  if (!resource.startsWith(PROJECT_DIRECTORY) || resource.includes(INSTALLED) || resource.includes(GENERATED) || resource.startsWith(BUILD_CODE_DIRECTORY))
    return false;
  if (!COMPILED_EXTENSION.test(resource) || resource.endsWith(".d.ts")) return false;
  if (/async-requires/.test(issuer) || resourceQuery.includes("export=")) return false;
  return !NEEDS_GATSBY_BABEL.test(readSource(resource));
}

/** swc-loader's options for one file, matching babel-preset-gatsby's output for `stage`. */
export function swcOptions(resource: string, stage: "build-javascript" | "build-html", browsers: readonly string[]): object {
  const typeScript = /\.tsx?$/.test(resource);
  return {
    jsc: {
      parser: typeScript ? { syntax: "typescript", tsx: resource.endsWith(".tsx") } : { syntax: "ecmascript", jsx: true },
      transform: { react: { runtime: "classic", pragma: "React.createElement", pragmaFrag: "React.Fragment", useBuiltins: true, development: false } },
      loose: true,
      // Whitespace only, as Babel's `compact`: a function the server render writes into the page
      // with toString() (the theme's first paint) stays as short as before. Comments stay, as
      // with Babel: webpack reads chunk names from them. Minifying is the minifier's job, over
      // whole chunks.
      minify: { compress: false, mangle: false, format: { comments: "all" } },
    },
    minify: true,
    // The HTML renderer runs in this Node.js, as babel-preset-gatsby's `node: current` says.
    env: { targets: stage === "build-html" ? { node: process.versions.node } : [...browsers] },
    module: { type: "es6" },
    // Some of Gatsby's runtime files are CommonJS; as with Babel's "unambiguous", a file without
    // import or export is not made a strict-mode module.
    isModule: "unknown",
  };
}

/** The browsers Gatsby gave Babel, so that both compilers target the same ones. */
export function gatsbyBrowsers(root: string): string[] {
  const state = JSON.parse(fs.readFileSync(path.join(root, ".cache", "babelState.json"), "utf8")) as { browserslist?: string[] };
  if (!state.browserslist?.length) throw new Error("Gatsby's .cache/babelState.json names no browsers; the swc rule cannot match Babel's targets.");
  return state.browserslist;
}

/**
 * The rules with Gatsby's JavaScript rule sending the files `compilesWithSwc` accepts to swc.
 * When the rule is not found in the shape `isJavaScriptRule` knows (a later Gatsby), the rules are
 * returned as they are: Babel compiles everything, as before, only slower.
 */
export function withSwcForPlainModules<Rule extends RuleLike>(
  rules: readonly Rule[],
  stage: "build-javascript" | "build-html",
  browsers: readonly string[],
  readSource: (file: string) => string = (file) => fs.readFileSync(file, "utf8"),
): Rule[] {
  const loader = createRequire(path.resolve("package.json")).resolve("swc-loader");
  return rules.map((rule) => {
    if (!isJavaScriptRule(rule)) return rule;
    const babelUse = rule.use as UseFunction;
    const use: UseFunction = (data) => (compilesWithSwc(data, readSource) ? [{ loader, options: swcOptions(data.resource, stage, browsers) }] : babelUse(data));
    return { ...rule, use };
  });
}

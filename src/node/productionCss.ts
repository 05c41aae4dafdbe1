/**
 * How the production bundles name and extract CSS.
 *
 * CSS module class names are short hashes instead of Gatsby's
 * "Component-module--class--hash": every name travels in the JavaScript of every page, so this
 * keeps the first load small. The HTML renderer and the browser bundle name each class alike, so
 * the server-rendered HTML matches the stylesheet. Development keeps Gatsby's readable names.
 *
 * CSS is extracted without a child compilation per file. The mini-css-extract-plugin Gatsby
 * installs (1.6) compiles every CSS file in a child compilation by default, and webpack folds
 * their hashes into the compilation hash. A rebuild restores those modules from webpack's
 * persistent cache without child compilations, so the first rebuild after a cold build got another
 * compilation hash although it wrote the same files: Gatsby rewrote all 211 pages' HTML
 * ("stitching slices"), the script policies read and rewrote them again, and app-data.json named
 * a new build, which makes open tabs reload on their next navigation. The plugin's
 * `experimentalUseImportModule` evaluates CSS in the compilation itself (webpack's importModule).
 * It imports each file under another name ("file.css.webpack[javascript/auto]"), which
 * css-loader's default naming folds into the hash, so the class names come from
 * `productionClassName`, which hashes only the file and the class, the same in both bundles.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import type { RuleLike } from "./typescriptRule";

interface CssLoaderUse {
  loader?: string;
  options?: { modules?: unknown };
}

interface ExtractPluginLike {
  constructor: { name: string };
  options?: { experimentalUseImportModule?: boolean };
}

/**
 * css-loader's `modules.getLocalIdent`: six characters of a SHA-256 over the file (relative to
 * the project) and the class. URL-safe base64, so nothing needs escaping in CSS.
 */
export function productionClassName(
  loaderContext: { resourcePath: string },
  _localIdentName: string,
  localName: string,
  options: { context?: string },
): string {
  const file = path
    .relative(options.context ?? process.cwd(), loaderContext.resourcePath)
    .split(path.sep)
    .join("/");
  const digest = createHash("sha256").update(`${file}\0${localName}`).digest("base64url").slice(0, 6);
  // A class name cannot start with a digit, or with a hyphen and then a digit or a hyphen.
  return /^(\d|-[\d-])/.test(digest) ? `_${digest}` : digest;
}

/** Gives every CSS-modules use of css-loader in the rules `productionClassName`. */
export function shortenCssModuleNames(rules: readonly RuleLike[]): void {
  for (const rule of rules) {
    if (rule.oneOf) shortenCssModuleNames(rule.oneOf);
    if (rule.rules) shortenCssModuleNames(rule.rules);
    if (!Array.isArray(rule.use)) continue;
    for (const use of rule.use as CssLoaderUse[]) {
      const modules = use.options?.modules;
      if (use.loader?.includes("css-loader") && modules && typeof modules === "object") {
        Object.assign(modules, { getLocalIdent: productionClassName });
      }
    }
  }
}

/** Sets Gatsby's MiniCssExtractPlugin to evaluate CSS with importModule; returns whether it found it. */
export function extractCssWithoutChildCompilations(plugins: readonly unknown[]): boolean {
  // By name: Gatsby resolves its own copy of the plugin, which instanceof would not match.
  const extractPlugin = plugins.find(
    (plugin): plugin is ExtractPluginLike => (plugin as ExtractPluginLike | null)?.constructor?.name === "MiniCssExtractPlugin",
  );
  if (!extractPlugin?.options) return false;
  extractPlugin.options.experimentalUseImportModule = true;
  return true;
}

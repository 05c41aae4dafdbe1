#!/usr/bin/env node
/**
 * node scripts/lib/inspect-webpack-release.mjs <package folder> <empty context folder>
 *
 * Loads one webpack package (an unpacked release, or node_modules/webpack) and prints, as JSON,
 * what `npm run release:diff` compares: the defaults it applies in development and production
 * mode, the names it exports, and the hooks of its compiler, compilation, module factories and
 * JavaScript parser. Runs in a process of its own so two releases never share a module cache.
 * Each part fails on its own: { defaults, defaultsError, exports, exportsError, hooks, hooksError }.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { flattenDefaults } from "./release-diff.mjs";

const [packageArgument, contextArgument] = process.argv.slice(2);
if (!packageArgument || !contextArgument) {
  console.error("usage: node scripts/lib/inspect-webpack-release.mjs <package folder> <empty context folder>");
  process.exit(2);
}
const packageDirectory = path.resolve(packageArgument);
const context = path.resolve(contextArgument);
// Some defaults come from the working directory (output.path), others from the context: make them one.
process.chdir(context);
// Deprecated exports warn once read; the diff lists them, it does not use them.
process.noDeprecation = true;
const require = createRequire(path.join(packageDirectory, "package.json"));
const firstLine = (error) => String(error?.message ?? error).split("\n")[0];
const result = { version: null, defaults: null, defaultsError: null, exports: null, exportsError: null, hooks: null, hooksError: null };

try {
  result.version = JSON.parse(fs.readFileSync(path.join(packageDirectory, "package.json"), "utf8")).version;
} catch (error) {
  result.version = `unknown (${firstLine(error)})`;
}

// Machine-specific paths in defaults (the context, the package's own folder) become placeholders.
const replacements = [
  [fs.realpathSync(packageDirectory), "<webpack>"],
  [packageDirectory, "<webpack>"],
  [fs.realpathSync(context), "<context>"],
  [context, "<context>"],
];

try {
  const { getNormalizedWebpackOptions } = require("./lib/config/normalization.js");
  const { applyWebpackOptionsBaseDefaults, applyWebpackOptionsDefaults } = require("./lib/config/defaults.js");
  result.defaults = {};
  for (const mode of ["development", "production"]) {
    const options = getNormalizedWebpackOptions({ mode, context });
    if (applyWebpackOptionsBaseDefaults) applyWebpackOptionsBaseDefaults(options);
    applyWebpackOptionsDefaults(options, 0);
    result.defaults[mode] = flattenDefaults(options, replacements);
  }
} catch (error) {
  result.defaults = null;
  result.defaultsError = firstLine(error);
}

/** What an exported value is, for the report. util.deprecate() wraps deprecated aliases in a function named "deprecated". */
function kindOf(name, value) {
  if (typeof value === "function") {
    if (value.name === "deprecated") return "deprecated";
    return /^class\b/.test(Function.prototype.toString.call(value)) || /^[A-Z]/.test(name) ? "class" : "function";
  }
  if (value !== null && typeof value === "object") return /^[a-z]/.test(name) ? "namespace" : "object";
  return "value";
}

let webpack;
try {
  webpack = require(packageDirectory);
  const functions = [];
  const exportsList = [];
  const visit = (namespace, prefix, depth) => {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(namespace))) {
      if (!descriptor.enumerable) continue;
      let value;
      try {
        value = descriptor.get ? descriptor.get.call(namespace) : descriptor.value;
      } catch (error) {
        exportsList.push({ name: `${prefix}${name}`, kind: `unreadable: ${firstLine(error)}` });
        continue;
      }
      const kind = kindOf(name, value);
      const entry = { name: `${prefix}${name}`, kind };
      if (typeof value === "function") {
        // The same class under two names (`optimize.X` and `X`) gets one id, so either name documents it.
        if (!functions.includes(value)) functions.push(value);
        entry.classId = functions.indexOf(value);
      }
      exportsList.push(entry);
      if (kind === "namespace" && depth === 0) visit(value, `${prefix}${name}.`, depth + 1);
    }
  };
  visit(webpack, "", 0);
  result.exports = exportsList;
} catch (error) {
  result.exportsError = firstLine(error);
}

try {
  if (!webpack) webpack = require(packageDirectory);
  fs.writeFileSync(path.join(context, "index.js"), "export default 1;\n");
  const compiler = webpack({ mode: "none", context, entry: "./index.js", output: { path: path.join(context, "dist") } });
  const params = compiler.newCompilationParams();
  const compilation = compiler.newCompilation(params);
  const JavascriptParser = webpack.javascript?.JavascriptParser ?? require("./lib/javascript/JavascriptParser");
  result.hooks = {
    Compiler: Object.keys(compiler.hooks),
    Compilation: Object.keys(compilation.hooks),
    NormalModuleFactory: Object.keys(params.normalModuleFactory.hooks),
    ContextModuleFactory: Object.keys(params.contextModuleFactory.hooks),
    JavascriptParser: Object.keys(new JavascriptParser().hooks),
  };
} catch (error) {
  result.hooksError = firstLine(error);
}

// A compiler may keep handles open (watchers, worker pools); the answer is all we need.
process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));

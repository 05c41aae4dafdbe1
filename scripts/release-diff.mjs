#!/usr/bin/env node
/**
 * npm run release:diff -- <from> <to>   (e.g. npm run release:diff -- 5.112.2 5.113.0)
 *
 * What a new webpack release changes for these docs, and which pages must follow: configuration
 * options added, removed or changed in the schema; defaults that changed in development and in
 * production mode; names exported by require("webpack"); hooks of the compiler, compilation,
 * module factories and JavaScript parser; then, for each addition, the page that should document
 * it and whether its heading is there yet (the headings `npm run check:content` looks for).
 *
 * Both releases are downloaded from the npm registry (the one step that needs the network) and
 * cached in node_modules/.cache/webpack-releases/ (scripts/lib/webpack-releases.mjs). Each release's
 * code runs in a child process with its dependencies taken from this project's node_modules.
 * WEBPACK_REGISTRY and WEBPACK_RELEASES_CACHE point at another registry or cache folder.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { diffDefaultsByMode, diffExports, diffHooks, diffOptions, formatReport, planPages } from "./lib/release-diff.mjs";
import { requireTypeScript } from "./lib/require-typescript.mjs";
import { PROJECT_ROOT, RegistryUnreachableError, extractRelease, isVersion, linkDependencies } from "./lib/webpack-releases.mjs";

const USAGE = "usage: npm run release:diff -- <from-version> <to-version>   (e.g. npm run release:diff -- 5.112.2 5.113.0)";
const INSPECTOR = path.join(path.dirname(fileURLToPath(import.meta.url)), "lib/inspect-webpack-release.mjs");
const INSPECT_TIMEOUT_MS = 180_000;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length !== 2 || !args.every(isVersion)) {
  console.error(args.length === 2 ? `release:diff: versions are written like 5.113.0, got ${args.map((arg) => JSON.stringify(arg)).join(" and ")}` : USAGE);
  if (args.length === 2) console.error(USAGE);
  process.exit(2);
}
const [from, to] = args;

function stop(message) {
  console.error(`release:diff: ${message}`);
  process.exit(1);
}

let packages;
try {
  packages = await Promise.all([from, to].map((version) => extractRelease(version)));
} catch (error) {
  if (error instanceof RegistryUnreachableError) stop(`cannot reach the npm registry (${error.message}); nothing compared`);
  stop(`${error.message}; nothing compared`);
}

const problems = [];

let options = null;
try {
  const [before, after] = packages.map((directory) => JSON.parse(fs.readFileSync(path.join(directory, "schemas/WebpackOptions.json"), "utf8")));
  options = diffOptions(before, after);
} catch (error) {
  problems.push(`cannot read schemas/WebpackOptions.json of both releases (${error.message}); options not compared`);
}

/** Runs the inspector on one unpacked release; see scripts/lib/inspect-webpack-release.mjs. */
function inspect(version, directory) {
  const missing = linkDependencies(directory);
  const context = fs.mkdtempSync(path.join(os.tmpdir(), `release-diff-${version}-`));
  try {
    const child = spawnSync(process.execPath, [INSPECTOR, directory, context], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      timeout: INSPECT_TIMEOUT_MS,
    });
    const note = missing.length > 0 ? `; not installed here: ${missing.join(", ")}` : "";
    try {
      return { ...JSON.parse(child.stdout), note };
    } catch {
      const reason = child.error?.message ?? child.stderr.trim().split("\n").find(Boolean) ?? `exit code ${child.status}`;
      const error = `its code could not be loaded (${reason})`;
      return { defaults: null, defaultsError: error, exports: null, exportsError: error, hooks: null, hooksError: error, note };
    }
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
}

const [before, after] = [from, to].map((version, index) => inspect(version, packages[index]));
/** The part of both releases, or null with one line in the report saying which release failed and why. */
function both(part, what) {
  for (const [version, result] of [
    [from, before],
    [to, after],
  ]) {
    if (result[part] === null) {
      problems.push(`cannot load the ${what} of webpack ${version} (${result[`${part}Error`]}${result.note}); ${what} not compared`);
      return null;
    }
  }
  return [before[part], after[part]];
}

const defaultsPair = both("defaults", "defaults");
const defaults =
  defaultsPair && diffDefaultsByMode({ development: defaultsPair.map((side) => side.development), production: defaultsPair.map((side) => side.production) });
const exportsPair = both("exports", "exports");
const exportsDiff = exportsPair && { ...diffExports(...exportsPair), after: exportsPair[1] };
const hooksPair = both("hooks", "hooks");
const hooks = hooksPair && diffHooks(...hooksPair);

let pages = null;
try {
  const { contentPages, CONTENT_ROOT } = requireTypeScript(path.join(PROJECT_ROOT, "__tests__/support/contentHeadings.ts"));
  // The configuration pages' markdown too: options below the heading levels may be rows of a table.
  const withText = (page) => ({ ...page, text: fs.readFileSync(path.join(CONTENT_ROOT, page.relativePath), "utf8") });
  pages = planPages(
    { options: options ?? { added: [], removed: [] }, hooks: hooks ?? {}, exports: exportsDiff ?? { added: [], removed: [], after: [] } },
    { configuration: contentPages("configuration").map(withText), api: contentPages("api"), plugins: contentPages("plugins") },
  );
} catch (error) {
  problems.push(`cannot read the headings of content/ (${error.message.split("\n")[0]}); pages not worked out`);
}

process.stdout.write(formatReport({ from, to, options, defaults, exports: exportsDiff, hooks, pages, problems, nodeVersion: process.version }));

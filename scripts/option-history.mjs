#!/usr/bin/env node
/**
 * npm run options:history - records in which webpack 5 release each configuration option first
 * appeared, for the "Added in" column of /configuration/options/. It downloads the schema of
 * every 5.x release from the npm registry (needs the network, unlike the build), and writes
 * content/data/option-history.json, which is committed: the build itself never goes online.
 *
 * Options are keyed by their path (`output.clean`, `module.rules[].test`,
 * `optimization.splitChunks.cacheGroups.*.test`), found in each release's schema with the walker
 * the options table uses (src/node/configurationOptions.ts). Keying by schema definition and
 * property instead dated an option from the release that moved it into a new definition, not
 * from the one that added it. Run it after upgrading webpack. Downloads go through
 * scripts/lib/webpack-releases.mjs, which caches each release's schema in
 * node_modules/.cache/webpack-releases/ (shared with `npm run release:diff`).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { requireTypeScript } from "./lib/require-typescript.mjs";
import { PROJECT_ROOT, RegistryUnreachableError, compareVersions as byVersion, readReleaseFile } from "./lib/webpack-releases.mjs";

const OUTPUT = path.resolve("content/data/option-history.json");
const PARALLEL_DOWNLOADS = 4;

const { listAllOptionPaths, listOptions, listMapValueOptions } = requireTypeScript(path.join(PROJECT_ROOT, "src/node/configurationOptions.ts"));

/** Every path the schema accepts an option at, in the forms the options table and the explainer write. */
function optionPaths(schema) {
  const tableOptions = listOptions(schema);
  return new Set([
    ...listAllOptionPaths(schema),
    ...tableOptions.map((option) => option.path),
    ...listMapValueOptions(schema, tableOptions).map((option) => option.path),
  ]);
}

async function schemaOf(version) {
  try {
    return JSON.parse((await readReleaseFile(version, "schemas/WebpackOptions.json")).toString("utf8"));
  } catch (error) {
    if (!(error instanceof RegistryUnreachableError)) throw error;
    console.error(`\noptions:history: cannot reach the npm registry (${error.message}); ${path.relative(process.cwd(), OUTPUT)} left as it was`);
    process.exit(1);
  }
}

const versions = JSON.parse(execFileSync("npm", ["view", "webpack", "versions", "--json"], { encoding: "utf8" }))
  .filter((version) => /^5\.\d+\.\d+$/.test(version))
  .sort(byVersion);
const installed = JSON.parse(fs.readFileSync(path.resolve("node_modules/webpack/package.json"), "utf8")).version;
const scanned = versions.filter((version) => byVersion(version, installed) <= 0);

const schemas = new Map();
for (let start = 0; start < scanned.length; start += PARALLEL_DOWNLOADS) {
  const batch = scanned.slice(start, start + PARALLEL_DOWNLOADS);
  const loaded = await Promise.all(batch.map(schemaOf));
  batch.forEach((version, index) => schemas.set(version, loaded[index]));
  process.stdout.write(`\rRead the schemas of ${Math.min(start + PARALLEL_DOWNLOADS, scanned.length)} of ${scanned.length} releases`);
}
process.stdout.write("\n");

const firstSeen = {};
for (const version of scanned) {
  for (const optionPath of optionPaths(schemas.get(version))) firstSeen[optionPath] ??= version;
}
const added = Object.fromEntries(
  Object.entries(firstSeen)
    .filter(([, version]) => version !== scanned[0])
    .sort(([a], [b]) => a.localeCompare(b)),
);
fs.writeFileSync(
  OUTPUT,
  `${JSON.stringify({ generatedBy: "npm run options:history", releases: `${scanned[0]} to ${scanned[scanned.length - 1]}`, added }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}: ${Object.keys(added).length} options added after ${scanned[0]}.`);

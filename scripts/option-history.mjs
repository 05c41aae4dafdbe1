#!/usr/bin/env node
/**
 * npm run options:history - records in which webpack 5 release each configuration option first
 * appeared, for the "Added in" column of /configuration/options/. It downloads the schema of
 * every 5.x release from the npm registry (needs the network, unlike the build), and writes
 * content/data/option-history.json, which is committed: the build itself never goes online.
 *
 * Options are keyed by schema definition and property ("Output#clean"), which is what stays
 * stable from one release to the next; the build maps them to paths such as `output.clean`.
 * Run it after upgrading webpack. Downloads go through scripts/lib/webpack-releases.mjs, which
 * caches each release's schema in node_modules/.cache/webpack-releases/ (shared with
 * `npm run release:diff`).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { RegistryUnreachableError, compareVersions as byVersion, readReleaseFile } from "./lib/webpack-releases.mjs";

const OUTPUT = path.resolve("content/data/option-history.json");
const PARALLEL_DOWNLOADS = 4;

/** "Definition#property" for every property of every definition, and "WebpackOptions#..." for the top level. */
function optionKeys(schema) {
  const keys = Object.keys(schema.properties ?? {}).map((property) => `WebpackOptions#${property}`);
  for (const [definition, node] of Object.entries(schema.definitions ?? {})) {
    for (const property of Object.keys(node.properties ?? {})) keys.push(`${definition}#${property}`);
  }
  return keys;
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
  for (const key of optionKeys(schemas.get(version))) firstSeen[key] ??= version;
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

#!/usr/bin/env node
/**
 * npm run options:history - records in which webpack 5 release each configuration option first
 * appeared, for the "Added in" column of /configuration/options/. It downloads the schema of
 * every 5.x release from the npm registry (needs the network, unlike the build), and writes
 * content/data/option-history.json, which is committed: the build itself never goes online.
 *
 * Options are keyed by schema definition and property ("Output#clean"), which is what stays
 * stable from one release to the next; the build maps them to paths such as `output.clean`.
 * Run it after upgrading webpack. Downloads are cached in node_modules/.cache/option-history/.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const OUTPUT = path.resolve("content/data/option-history.json");
const CACHE = path.resolve("node_modules/.cache/option-history");
const PARALLEL_DOWNLOADS = 4;

const byVersion = (a, b) => {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** "Definition#property" for every property of every definition, and "WebpackOptions#..." for the top level. */
function optionKeys(schema) {
  const keys = Object.keys(schema.properties ?? {}).map((property) => `WebpackOptions#${property}`);
  for (const [definition, node] of Object.entries(schema.definitions ?? {})) {
    for (const property of Object.keys(node.properties ?? {})) keys.push(`${definition}#${property}`);
  }
  return keys;
}

async function schemaOf(version) {
  const file = path.join(CACHE, `${version}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8"));
  const response = await fetch(`https://registry.npmjs.org/webpack/-/webpack-${version}.tgz`);
  if (!response.ok) throw new Error(`webpack ${version}: the registry answered ${response.status}`);
  const tarball = Buffer.from(await response.arrayBuffer());
  const extracted = spawnSync("tar", ["-xzOf", "-", "package/schemas/WebpackOptions.json"], { input: tarball, maxBuffer: 64 * 1024 * 1024 });
  if (extracted.status !== 0) throw new Error(`webpack ${version}: no schemas/WebpackOptions.json in the package`);
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(file, extracted.stdout);
  return JSON.parse(extracted.stdout.toString("utf8"));
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

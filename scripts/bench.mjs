#!/usr/bin/env node
/**
 * Benchmarks (not tests): prints the figures the foundation issue sets targets for.
 *   cold build, rebuild after one markdown edit, JS gzipped on a doc page's first load,
 *   HTML size, service-worker precache size.
 * Usage: npm run bench [-- --page /configuration/output/] [-- --skip-builds]
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const pageUrl = args.includes("--page") ? args[args.indexOf("--page") + 1] : "/configuration/output/";
const skipBuilds = args.includes("--skip-builds");
const EDITED_FILE = path.join(root, "content", "glossary.md");
// The same settings as `npm run build` (package.json), so the figures describe the real build.
const env = { GATSBY_CPU_COUNT: "1", ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const gatsby = path.join(root, "node_modules", ".bin", "gatsby");

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

function timeBuild(label) {
  const startedAt = Date.now();
  const started = process.hrtime.bigint();
  execFileSync(gatsby, ["build"], { cwd: root, env, stdio: "ignore" });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // Gatsby rewrites only the HTML of pages whose data changed; our post-build step touches every
  // file it changes too, so count Gatsby's renders through the page-data files instead.
  const pageDataFiles = fs.readdirSync(path.join(root, "public", "page-data"), { recursive: true }).filter((file) => file.endsWith("page-data.json"));
  const rerendered = pageDataFiles.filter((file) => fs.statSync(path.join(root, "public", "page-data", file)).mtimeMs >= startedAt).length;
  console.log(`${label.padEnd(42)} ${seconds.toFixed(1)} s (page data rewritten for ${rerendered} of ${pageDataFiles.length} pages)`);
  return seconds;
}

if (!skipBuilds) {
  execFileSync(gatsby, ["clean"], { cwd: root, env, stdio: "ignore" });
  timeBuild("Cold build (after gatsby clean)");
  const original = fs.readFileSync(EDITED_FILE, "utf8");
  try {
    fs.writeFileSync(EDITED_FILE, `${original}\nEdited by the benchmark at ${new Date().toISOString()}.\n`);
    timeBuild("Rebuild after one markdown edit");
  } finally {
    fs.writeFileSync(EDITED_FILE, original);
  }
  timeBuild("Rebuild after reverting the edit");
}

const publicDirectory = path.join(root, "public");
const htmlFile = path.join(publicDirectory, pageUrl, "index.html");
const html = fs.readFileSync(htmlFile);
// What a first visit really downloads: load the page in Chromium from `gatsby serve` and list
// every script it fetched (the page template's chunk is requested by the runtime, not the HTML).
const port = 9100;
const server = spawn(gatsby, ["serve", "--port", String(port), "--host", "localhost"], { cwd: root, env, stdio: "ignore", detached: true });
let scripts = [];
try {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      await fetch(`http://localhost:${port}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`http://localhost:${port}${pageUrl}`, { waitUntil: "networkidle" });
  await browser.close();
} finally {
  process.kill(-server.pid, "SIGTERM");
}
scripts = [...new Set(scripts)];
const jsBytes = scripts.map((script) => gzipSize(fs.readFileSync(path.join(publicDirectory, script))));
console.log(`JS on first load of ${pageUrl} (gzipped)`.padEnd(42), kb(jsBytes.reduce((a, b) => a + b, 0)), `in ${scripts.length} files`);
for (const [index, script] of scripts.entries()) console.log(`  ${script.padEnd(70)} ${kb(jsBytes[index])}`);
console.log(`HTML of ${pageUrl}`.padEnd(42), `${kb(html.length)} (${kb(gzipSize(html))} gzipped)`);

const sw = fs.readFileSync(path.join(publicDirectory, "sw.js"), "utf8");
const precached = [...sw.matchAll(/"url": "([^"]+)"/g)].map((match) => match[1]);
const precacheBytes = precached.reduce((total, url) => {
  const file = path.join(publicDirectory, url);
  return total + (fs.existsSync(file) ? fs.statSync(file).size : 0);
}, 0);
console.log("Service worker precache".padEnd(42), `${precached.length} files, ${kb(precacheBytes)} (uncompressed)`);
// Every page's data, copied by the worker at install for offline reading (src/sw/offlineFallback.js).
const offlineList = /self\.__OFFLINE_COPY = (\{.*\});/.exec(sw);
const offlineUrls = offlineList ? Object.keys(JSON.parse(offlineList[1])) : [];
const offlineBytes = offlineUrls.reduce((total, url) => total + fs.statSync(path.join(publicDirectory, url)).size, 0);
console.log("Offline copy of page data".padEnd(42), `${offlineUrls.length} files, ${kb(offlineBytes)} (uncompressed)`);
console.log("Service worker install total".padEnd(42), kb(precacheBytes + offlineBytes));

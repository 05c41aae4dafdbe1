#!/usr/bin/env node
/**
 * Benchmarks (not tests): prints the figures the issues set targets for.
 *   cold build, rebuild after one markdown edit (each with peak memory), the cost of one more page
 *   (a cold build of a scratch copy with every page twice), JS gzipped on a doc page's first load,
 *   HTML size, service-worker precache size, the offline copy's size as nginx sends it; search: bytes
 *   transferred for the first query, query latency over the query set
 *   (__tests__/fixtures/search-queries.json), and how the first query's bytes grow when the
 *   content is doubled.
 * First, unless --skip-loop: the maintainer's loop against a bare Gatsby floor, alternating runs
 * (scripts/bench/maintainerLoop.mjs): cold build, no-op rebuild, one-edit rebuild, CPU per extra
 * page, develop save -> visible. --rounds N (default 3), --develop-edits N (default 5),
 * --only-loop to stop after it.
 * Usage: npm run bench [-- --page /configuration/output/] [-- --skip-builds]
 *   --only-lighthouse  only Lighthouse (mobile, simulated throttling) on the four pages of issue 10,
 *                      median of 3 runs (--runs N to change); with --skip-builds it uses public/ as it is.
 *   --lighthouse       the Lighthouse figures after the others, and the same figures for a
 *                      one-page Gatsby site with nothing else (the floor this machine allows).
 *   --lighthouse-out DIR  also writes every Lighthouse report (JSON) there.
 *   --lighthouse-page /path/  measure this page instead (repeat for more).
 *   BENCH_PORT=9100    the port `gatsby serve` listens on (the e2e tests use 9000 and 9080).
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import http from "node:http";
import os from "node:os";
import { chromium } from "playwright-core";
import { measureBuilds, measureDevelop, measurePerPage } from "./bench/maintainerLoop.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const pageUrl = args.includes("--page") ? args[args.indexOf("--page") + 1] : "/configuration/output/";
const skipBuilds = args.includes("--skip-builds");
const onlyLighthouse = args.includes("--only-lighthouse");
const withLighthouse = onlyLighthouse || args.includes("--lighthouse");
const lighthouseRuns = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 3;
const lighthouseOut = args.includes("--lighthouse-out") ? path.resolve(args[args.indexOf("--lighthouse-out") + 1]) : null;
const port = Number(process.env.BENCH_PORT ?? 9100);
// Issue 10's pages: the largest doc page, the home page, a printable page and the blog.
const LIGHTHOUSE_PAGES = args.includes("--lighthouse-page")
  ? args.flatMap((arg, index) => (args[index - 1] === "--lighthouse-page" ? [arg] : []))
  : ["/configuration/module/", "/", "/concepts/printable/", "/blog/"];
const EDITED_FILE = path.join(root, "content", "glossary.md");
// The same settings as `npm run build` (package.json), so the figures describe the real build.
const env = { GATSBY_CPU_COUNT: "1", ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const gatsby = path.join(root, "node_modules", ".bin", "gatsby");

// Debian's Chromium, with the flags that keep it off the network and quiet; Playwright and
// Lighthouse both launch it.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const chromiumOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

const numberAfter = (flag, fallback) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : fallback);
if (!args.includes("--skip-loop") && !onlyLighthouse) {
  const rounds = numberAfter("--rounds", 3);
  console.log(
    `The maintainer's loop, ours against the bare Gatsby floor, ${rounds} alternating rounds (uptime: ${execFileSync("uptime", { encoding: "utf8" }).trim()})`,
  );
  measureBuilds(root, env, rounds);
  measurePerPage(root, env, rounds);
  await measureDevelop(root, env, numberAfter("--develop-edits", 5), chromiumOptions, port);
  if (args.includes("--only-loop")) process.exit(0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

// GNU time reports the build's peak memory where it is installed (Debian: the "time" package).
const gnuTime = fs.existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

/** Runs `gatsby build` in `projectRoot`; prints and returns the seconds it took and the pages it built. */
function timeBuild(label, projectRoot = root) {
  const startedAt = Date.now();
  const started = process.hrtime.bigint();
  const memoryFile = path.join(os.tmpdir(), `webpack-docs-bench-memory-${process.pid}`);
  if (gnuTime) execFileSync(gnuTime, ["-f", "%M", "-o", memoryFile, gatsby, "build"], { cwd: projectRoot, env, stdio: "ignore" });
  else execFileSync(gatsby, ["build"], { cwd: projectRoot, env, stdio: "ignore" });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const memory = gnuTime ? `peak ${(Number(fs.readFileSync(memoryFile, "utf8").trim()) / 1024).toFixed(0)} MB` : "peak memory not measured";
  // Gatsby rewrites only the HTML of pages whose data changed; our post-build step touches every
  // file it changes too, so count Gatsby's renders through the page-data files instead.
  const pageDataDirectory = path.join(projectRoot, "public", "page-data");
  const pageDataFiles = fs.readdirSync(pageDataDirectory, { recursive: true }).filter((file) => file.endsWith("page-data.json"));
  const rerendered = pageDataFiles.filter((file) => fs.statSync(path.join(pageDataDirectory, file)).mtimeMs >= startedAt).length;
  console.log(`${label.padEnd(42)} ${seconds.toFixed(1)} s, ${memory} (page data rewritten for ${rerendered} of ${pageDataFiles.length} pages)`);
  return { seconds, pages: pageDataFiles.length };
}

/** The offline copy's list, as the build appended it to public/sw.js (src/node/offlineCopy.ts). */
function builtOfflineCopy() {
  const listed = /self\.__OFFLINE_COPY = (\{.*\});/.exec(fs.readFileSync(path.join(root, "public", "sw.js"), "utf8"));
  return listed ? JSON.parse(listed[1]) : { version: "none", files: {}, bundles: [] };
}

if (!skipBuilds) {
  execFileSync(gatsby, ["clean"], { cwd: root, env, stdio: "ignore" });
  timeBuild("Cold build (after gatsby clean)");
  const original = fs.readFileSync(EDITED_FILE, "utf8");
  const coldCopy = builtOfflineCopy();
  try {
    fs.writeFileSync(EDITED_FILE, `${original}\nEdited by the benchmark at ${new Date().toISOString()}.\n`);
    timeBuild("Rebuild after one markdown edit");
    const changed = builtOfflineCopy().bundles.filter((bundle) => !coldCopy.bundles.some((before) => before.url === bundle.url));
    const resent = changed.reduce((total, bundle) => total + fs.statSync(path.join(root, "public", `${bundle.url}.br`)).size, 0);
    console.log(
      "Offline copy a reader re-downloads".padEnd(42),
      `${kb(resent)} (${changed.length} of ${coldCopy.bundles.length} bundles: ${changed.map((bundle) => path.basename(bundle.url).split(".")[0]).join(", ")})`,
    );
  } finally {
    fs.writeFileSync(EDITED_FILE, original);
  }
  timeBuild("Rebuild after reverting the edit");
  // The same content must give the same copy, or every deploy would re-send it to every reader.
  const revertedCopy = builtOfflineCopy();
  const differing = Object.keys(revertedCopy.files).filter((file) => revertedCopy.files[file] !== coldCopy.files[file] && file !== "/page-data/app-data.json");
  console.log(
    "Offline copy after reverting the edit".padEnd(42),
    differing.length === 0 ? "identical to the cold build's" : `differs in ${differing.join(", ")}`,
  );
}

const publicDirectory = path.join(root, "public");
if (onlyLighthouse) {
  await withServer((origin) => measureLighthouse(origin));
  await measureLighthouseFloor();
  process.exit(0);
}
const htmlFile = path.join(publicDirectory, pageUrl, "index.html");
const html = fs.readFileSync(htmlFile);
// What a first visit really downloads: load the page in Chromium from `gatsby serve` and list
// every script it fetched (the page template's chunk is requested by the runtime, not the HTML).
let scripts = [];
let searchFigures = null;
await withServer(async (origin) => {
  const browser = await chromium.launch(chromiumOptions);
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  page.on("request", (request) => {
    // The site's own scripts; the analytics tag comes from its own host, after load, and is not
    // part of the page's budget (nor reachable here).
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.origin === origin) scripts.push(url.pathname);
  });
  await page.goto(`${origin}${pageUrl}`, { waitUntil: "networkidle" });
  searchFigures = await measureSearch(await context.newPage(), origin);
  await browser.close();
});
scripts = [...new Set(scripts)];
const jsBytes = scripts.map((script) => gzipSize(fs.readFileSync(path.join(publicDirectory, script))));
console.log(`JS on first load of ${pageUrl} (gzipped)`.padEnd(42), kb(jsBytes.reduce((a, b) => a + b, 0)), `in ${scripts.length} files`);
for (const [index, script] of scripts.entries()) console.log(`  ${script.padEnd(70)} ${kb(jsBytes[index])}`);
console.log(`HTML of ${pageUrl}`.padEnd(42), `${kb(html.length)} (${kb(gzipSize(html))} gzipped)`);

console.log(
  `Search: first query "${searchFigures.firstQuery}" transferred`.padEnd(42),
  `${kb(searchFigures.firstQueryBytes)} in ${searchFigures.firstQueryRequests} requests`,
);
for (const [name, figures] of Object.entries(searchFigures.latency)) {
  console.log(`Search latency, ${name} (${figures.count} queries)`.padEnd(42), `p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
}
await measureIndexGrowth();

const sw = fs.readFileSync(path.join(publicDirectory, "sw.js"), "utf8");
const precached = [...sw.matchAll(/"url": "([^"]+)"/g)].map((match) => match[1]);
const precacheBytes = precached.reduce((total, url) => {
  const file = path.join(publicDirectory, url);
  return total + (fs.existsSync(file) ? fs.statSync(file).size : 0);
}, 0);
console.log("Service worker precache".padEnd(42), `${precached.length} files, ${kb(precacheBytes)} (uncompressed)`);
// The offline copy the worker downloads once a page is idle (src/sw/offlineFallback.js), as nginx
// sends it: each bundle's precompressed file (brotli to browsers that accept it, which all current
// ones do over https; gzip to the rest).
const offlineCopy = builtOfflineCopy();
const offlineTotals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
for (const bundle of offlineCopy.bundles) {
  const file = path.join(publicDirectory, bundle.url);
  const [raw, brotli, gzip] = [file, `${file}.br`, `${file}.gz`].map((name) => fs.statSync(name).size);
  const name = path.basename(bundle.url).replace(/\.[0-9a-f]{16}\.bin$/, "");
  console.log(`Offline copy: ${name}`.padEnd(42), `${bundle.files.length} files, ${kb(brotli)} brotli, ${kb(gzip)} gzip (${kb(raw)} uncompressed)`);
  offlineTotals.files += bundle.files.length;
  offlineTotals.raw += raw;
  offlineTotals.brotli += brotli;
  offlineTotals.gzip += gzip;
}
console.log(
  "Offline copy total".padEnd(42),
  `${offlineTotals.files} files in ${offlineCopy.bundles.length} bundles, ${kb(offlineTotals.brotli)} transferred with brotli, ${kb(offlineTotals.gzip)} with gzip (${kb(offlineTotals.raw)} uncompressed)`,
);
console.log("Service worker install (precache only)".padEnd(42), kb(precacheBytes));
if (withLighthouse) {
  await withServer((origin) => measureLighthouse(origin));
  await measureLighthouseFloor();
}

function startServer(projectRoot) {
  return spawn(gatsby, ["serve", "--port", String(port), "--host", "localhost"], { cwd: projectRoot, env, stdio: "ignore", detached: true });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      await fetch(`http://localhost:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`gatsby serve did not answer on port ${port}`);
}

async function withServer(run, projectRoot = root) {
  // Else the figures would silently come from whatever already listens there.
  const busy = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is already in use: stop what listens there, or set BENCH_PORT to a free port.`);
  const server = startServer(projectRoot);
  try {
    await waitForServer();
    await run(`http://localhost:${port}`);
  } finally {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // The server has already stopped.
    }
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Lighthouse's mobile preset (simulated throttling) in Debian's Chromium, a fresh browser per run,
 * median of each figure over the runs. The analytics hosts are blocked: there is no network here,
 * and the failed request would count against best practices. The load average and Lighthouse's
 * benchmarkIndex are printed because the figures depend on how busy the machine is.
 */
async function measureLighthouse(origin, pages = LIGHTHOUSE_PAGES, reportPrefix = "") {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const analytics = JSON.parse(fs.readFileSync(path.join(root, "content/data/analytics.json"), "utf8"));
  const blockedUrlPatterns = [analytics.scriptUrl, ...(analytics.connectOrigins ?? [])].map((url) => `*${new URL(url).host}*`);
  const chromeFlags = ["--headless=new", ...CHROMIUM_FLAGS];
  if (lighthouseOut) fs.mkdirSync(lighthouseOut, { recursive: true });
  const categories = ["performance", "accessibility", "best-practices", "seo"];
  console.log(`Lighthouse (mobile, simulated throttling), median of ${lighthouseRuns} runs per page`);
  for (const pagePath of pages) {
    const runs = [];
    for (let run = 0; run < lighthouseRuns; run += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
      try {
        const result = await lighthouse(`${origin}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          blockedUrlPatterns,
        });
        const { lhr } = result;
        if (lighthouseOut) {
          const name = `${reportPrefix}${pagePath.replace(/\//g, "_").replace(/^_|_$/g, "") || "home"}-${run + 1}.json`;
          fs.writeFileSync(path.join(lighthouseOut, name), result.report);
        }
        runs.push({
          scores: categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
          tbt: lhr.audits["total-blocking-time"].numericValue,
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          load: os.loadavg()[0],
        });
      } finally {
        await chrome.kill();
      }
    }
    const [performance, accessibility, bestPractices, seo] = categories.map((_, index) => median(runs.map((run) => run.scores[index])));
    console.log(
      `  ${pagePath.padEnd(24)} perf ${performance} (${runs.map((run) => run.scores[0]).join("/")}), a11y ${accessibility}, bp ${bestPractices}, seo ${seo},`,
      `TBT ${median(runs.map((run) => run.tbt)).toFixed(0)} ms, LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(2)} s,`,
      `load ${median(runs.map((run) => run.load)).toFixed(2)}, benchmarkIndex ${median(runs.map((run) => run.benchmarkIndex)).toFixed(0)}`,
    );
  }
  console.log(`  uptime: ${execFileSync("uptime", { encoding: "utf8" }).trim()}`);
}

/**
 * The floor under the Lighthouse figures: a one-page Gatsby 5 site with the same Gatsby and React
 * and nothing else, built and measured the same way. On a slow machine, evaluating React and
 * Gatsby's runtime alone makes long tasks under Lighthouse's 4x CPU slowdown; what our pages
 * score above this floor is ours to remove.
 */
async function measureLighthouseFloor() {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "webpack-docs-bench-floor-"));
  try {
    const own = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    const dependencies = Object.fromEntries(["gatsby", "react", "react-dom"].map((name) => [name, own.dependencies[name]]));
    fs.writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "lighthouse-floor", private: true, dependencies }));
    // A named adapter keeps Gatsby from looking one up on the network (as in gatsby-config.ts).
    fs.writeFileSync(path.join(project, "gatsby-config.js"), 'module.exports = { trailingSlash: "always", adapter: { name: "floor", adapt() {} } };\n');
    fs.mkdirSync(path.join(project, "src", "pages"), { recursive: true });
    fs.writeFileSync(
      path.join(project, "src", "pages", "index.js"),
      'import React from "react";\nexport default function Index() {\n  return <main><h1>Hello</h1><p>One page and nothing else.</p></main>;\n}\nexport const Head = () => <title>Floor</title>;\n',
    );
    fs.symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"));
    execFileSync(gatsby, ["build"], { cwd: project, env, stdio: "ignore" });
    console.log("Lighthouse floor: a one-page Gatsby 5 site, same Gatsby and React, nothing else");
    // Its reports are named floor-*.json, beside (not over) the site's own home page reports.
    await withServer((origin) => measureLighthouse(origin, ["/"], "floor-"), project);
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}

/** Bytes over the wire (compressed where the server compresses) for everything a page requests while `action` runs. */
async function transferredDuring(page, action) {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  let bytes = 0;
  let requests = 0;
  session.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await action();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await session.detach();
  return { bytes, requests };
}

async function searchFor(page, query) {
  await page.getByRole("combobox", { name: "Search the documentation" }).fill(query);
  await page.locator(`[role="listbox"][data-query="${query.replace(/"/g, '\\"')}"]`).waitFor({ state: "attached" });
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The first query's bytes from a doc page, and the latency of every query of the query set, first cold, then warm. */
async function measureSearch(page, origin) {
  const { queries } = JSON.parse(fs.readFileSync(path.join(root, "__tests__/fixtures/search-queries.json"), "utf8"));
  await page.goto(`${origin}${pageUrl}`, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const firstQuery = queries[0].query;
  const first = await transferredDuring(page, async () => {
    await page.keyboard.press("Control+K");
    await searchFor(page, firstQuery);
  });
  const latency = {};
  for (const pass of ["first run of each query (loads index chunks)", "once loaded"]) {
    await page.evaluate(() => performance.clearMeasures("docs-search"));
    for (const { query } of queries) await searchFor(page, query);
    const durations = await page.evaluate(() => performance.getEntriesByName("docs-search").map((entry) => entry.duration));
    latency[pass] = { count: durations.length, p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
  }
  return { firstQuery, firstQueryBytes: first.bytes, firstQueryRequests: first.requests, latency };
}

/** A plain static server for a folder: both indexes are measured the same way. */
function serveDirectory(directory) {
  const types = { ".html": "text/html", ".js": "text/javascript", ".json": "application/json" };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    const file = path.join(directory, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(directory) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * Indexes the build's search documents once as they are and once doubled (each page twice, under
 * another url), then runs the same queries against both with Pagefind's own browser API and
 * compares the bytes of index files each first query fetched.
 */
async function measureIndexGrowth() {
  const documentsFile = path.join(root, "deploy/search/pagefind-documents.json");
  const documents = JSON.parse(fs.readFileSync(documentsFile, "utf8"));
  const { queries } = JSON.parse(fs.readFileSync(path.join(root, "__tests__/fixtures/search-queries.json"), "utf8"));
  const sample = queries.slice(0, 12).map((entry) => entry.query);
  const results = [];
  for (const [label, copies] of [
    ["today's content", 1],
    ["the content doubled", 2],
  ]) {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "webpack-docs-index-growth-"));
    const doubled = Array.from({ length: copies }, (_, copy) =>
      documents.map((document) => ({ ...document, url: copy === 0 ? document.url : `/copy-${copy}${document.url}` })),
    ).flat();
    fs.writeFileSync(path.join(site, "documents.json"), JSON.stringify(doubled));
    execFileSync(process.execPath, [path.join(root, "scripts/write-pagefind-index.mjs"), path.join(site, "documents.json"), path.join(site, "pagefind")]);
    fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>index growth</title>");
    const server = await serveDirectory(site);
    const browser = await chromium.launch(chromiumOptions);
    const bytes = [];
    for (const query of sample) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${server.address().port}/`);
      bytes.push(
        await page.evaluate(async (text) => {
          const pagefind = await import("/pagefind/pagefind.js");
          await pagefind.options({ noWorker: true });
          const response = await pagefind.search(text);
          await Promise.all(response.results.slice(0, 8).map((result) => result.data()));
          return performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.includes("/pagefind/"))
            .reduce((total, entry) => total + entry.encodedBodySize, 0);
        }, query),
      );
      await page.close();
    }
    await browser.close();
    server.close();
    fs.rmSync(site, { recursive: true, force: true });
    const mean = bytes.reduce((a, b) => a + b, 0) / bytes.length;
    results.push(mean);
    console.log(`Search index, first query, ${label}`.padEnd(42), `${kb(mean)} on average over ${sample.length} queries (${doubled.length} sections)`);
  }
  console.log("Search index growth when content doubles".padEnd(42), `x${(results[1] / results[0]).toFixed(2)} first-query bytes`);
}

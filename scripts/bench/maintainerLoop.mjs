/**
 * The maintainer's loop, measured against a floor in the same run: a bare Gatsby site with only
 * gatsby-source-filesystem, gatsby-transformer-remark and gatsby-remark-prismjs (the versions our
 * lock file installed: it uses our node_modules) and one template that queries `html` and the
 * title, sourcing a copy of our content/. Runs alternate, ours then the floor, round after round,
 * so that a busy spell of this shared machine hits both; each run is printed with the load
 * average, then the medians and the ratio (or difference) ours / floor.
 *
 * Measured: a cold build (after gatsby clean), a rebuild with nothing changed, a rebuild after a
 * one-paragraph edit, the CPU time per extra page (every page copied once more, cold builds), and
 * in `gatsby develop` the time from saving a paragraph to its text showing in an open Chromium tab.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const EDITED_PAGE = { file: "concepts/modules.md", url: "/concepts/modules/", paragraph: "A **module** is one unit of your application" };
/** Another page of the same section, whose new title must show in the open page's sidebar. */
const RETITLED_PAGE = { file: "concepts/loaders.md", title: "Loaders" };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () => os.loadavg()[0].toFixed(2);

const FLOOR_CONFIG = `// The floor: what Gatsby, remark and Prism cost with nothing of ours.
module.exports = {
  trailingSlash: "always",
  // A named adapter keeps Gatsby from looking one up on the network (as our gatsby-config does).
  adapter: { name: "floor", adapt() {} },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: require("path").resolve("content") } },
    { resolve: "gatsby-transformer-remark", options: { plugins: [{ resolve: "gatsby-remark-prismjs", options: { noInlineHighlight: true } }] } },
  ],
};
`;
const FLOOR_NODE = `const path = require("path");
exports.createPages = async ({ graphql, actions }) => {
  const { data } = await graphql("{ allMarkdownRemark { nodes { id fileAbsolutePath } } }");
  const content = path.resolve("content");
  for (const node of data.allMarkdownRemark.nodes) {
    const relative = path.relative(content, node.fileAbsolutePath).replace(/\\.md$/, "").replace(/(^|\\/)index$/, "");
    actions.createPage({ path: relative ? \`/\${relative}/\` : "/", component: path.resolve("src/templates/page.js"), context: { id: node.id } });
  }
};
`;
const FLOOR_TEMPLATE = `import React from "react";
import { graphql } from "gatsby";
export default function Page({ data }) {
  return <main><h1>{data.markdownRemark.frontmatter.title}</h1><div dangerouslySetInnerHTML={{ __html: data.markdownRemark.html }} /></main>;
}
export const Head = ({ data }) => <title>{data.markdownRemark.frontmatter.title}</title>;
export const query = graphql\`query Page($id: String!) { markdownRemark(id: { eq: $id }) { html frontmatter { title } } }\`;
`;

/** Copies every markdown file beside itself, so a cold build of the copy gives the cost of one more page. */
function doubleContent(content) {
  for (const file of fs.readdirSync(content, { recursive: true })) {
    if (!file.endsWith(".md") || file.startsWith("data") || path.basename(file) === "index.md") continue;
    fs.copyFileSync(path.join(content, file), path.join(content, file.replace(/\.md$/, "-bench-copy.md")));
  }
}

const SKIPPED = new Set(["node_modules", "public", ".cache", "deploy", ".git"]);

/** The two sites, each a folder with node_modules linked to ours. */
export function prepareSites(root, { doubled = false } = {}) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `webpack-docs-bench-loop-${doubled ? "doubled-" : ""}`));
  const ours = path.join(scratch, "ours");
  const floor = path.join(scratch, "floor");
  fs.mkdirSync(ours);
  for (const entry of fs.readdirSync(root)) if (!SKIPPED.has(entry)) fs.cpSync(path.join(root, entry), path.join(ours, entry), { recursive: true });
  fs.mkdirSync(path.join(floor, "src", "templates"), { recursive: true });
  fs.cpSync(path.join(root, "content"), path.join(floor, "content"), { recursive: true });
  // Gatsby only builds a folder whose package.json names it; the versions are our lock file's (node_modules is ours).
  const own = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const dependencies = Object.fromEntries(
    ["gatsby", "gatsby-source-filesystem", "gatsby-transformer-remark", "gatsby-remark-prismjs", "prismjs", "react", "react-dom"].map((name) => [
      name,
      own.dependencies[name],
    ]),
  );
  fs.writeFileSync(path.join(floor, "package.json"), JSON.stringify({ name: "bench-floor", private: true, dependencies }));
  fs.writeFileSync(path.join(floor, "gatsby-config.js"), FLOOR_CONFIG);
  fs.writeFileSync(path.join(floor, "gatsby-node.js"), FLOOR_NODE);
  fs.writeFileSync(path.join(floor, "src", "templates", "page.js"), FLOOR_TEMPLATE);
  for (const site of [ours, floor]) {
    fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"));
    if (doubled) doubleContent(path.join(site, "content"));
  }
  return { scratch, sites: { ours, floor } };
}

/**
 * One `gatsby build` (or clean) through bash, whose `times` gives the CPU time of everything the
 * build ran (Gatsby's workers, Pagefind, the search worker thread): wall seconds and CPU seconds.
 * The floor's no-op rebuild exits non-zero after finishing (Gatsby's "Worker exited before
 * finishing task" when no HTML is left to render); its time counts all the same.
 */
function run(site, command, env) {
  const started = process.hrtime.bigint();
  const script = `"$0" ${command} >/tmp/webpack-docs-bench-last.log 2>&1; status=$?; times; exit $status`;
  let output;
  let failed = false;
  try {
    output = execFileSync("bash", ["-c", script, path.join(site, "node_modules", ".bin", "gatsby")], { cwd: site, env, encoding: "utf8" });
  } catch (error) {
    output = error.stdout ?? "";
    failed = true;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // `times` prints the shell's own times, then its children's: "0m41.2s 0m5.1s".
  const children = output
    .trim()
    .split("\n")
    .pop()
    .match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  const cpu = children ? Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4]) : NaN;
  return { seconds, cpu, failed };
}

function pageCount(site) {
  const directory = path.join(site, "public", "page-data");
  return fs.readdirSync(directory, { recursive: true }).filter((file) => file.endsWith("page-data.json")).length;
}

/** Replaces `found` in a content file of the site, failing clearly when the file no longer holds it. */
function editContent(site, file, found, replacement, constantName) {
  const target = path.join(site, "content", file);
  const text = fs.readFileSync(target, "utf8");
  if (!text.includes(found)) throw new Error(`bench: ${file} no longer holds "${found.trim()}"; update ${constantName}`);
  fs.writeFileSync(target, text.replace(found, replacement));
}

const editParagraph = (site, marker) => editContent(site, EDITED_PAGE.file, EDITED_PAGE.paragraph, `${EDITED_PAGE.paragraph} (${marker})`, "EDITED_PAGE");

const editTitle = (site, marker) =>
  editContent(site, RETITLED_PAGE.file, `\ntitle: ${RETITLED_PAGE.title}\n`, `\ntitle: ${RETITLED_PAGE.title} (${marker})\n`, "RETITLED_PAGE");

function table(label, results, unit, compare) {
  const lines = [];
  for (const name of ["ours", "floor"]) {
    lines.push(
      `  ${name.padEnd(6)} ${results[name].map((entry) => `${entry.value.toFixed(unit === "ms" ? 0 : 1)} ${unit} (load ${entry.load}${entry.failed ? ", exit non-zero" : ""})`).join(", ")}`,
    );
  }
  const ours = median(results.ours.map((entry) => entry.value));
  const floor = median(results.floor.map((entry) => entry.value));
  const relation =
    compare === "ratio" ? `${(ours / floor).toFixed(2)}×` : `${ours - floor >= 0 ? "+" : ""}${(ours - floor).toFixed(unit === "ms" ? 0 : 1)} ${unit}`;
  console.log(
    `${label}: median ours ${ours.toFixed(unit === "ms" ? 0 : 1)} ${unit}, floor ${floor.toFixed(unit === "ms" ? 0 : 1)} ${unit}, ours / floor ${relation}`,
  );
  for (const line of lines) console.log(line);
  return { ours, floor, relation };
}

/** Cold, no-op and one-edit builds, alternating the two sites, `rounds` times. */
export function measureBuilds(root, env, rounds) {
  const { scratch, sites } = prepareSites(root);
  const results = { cold: { ours: [], floor: [] }, noop: { ours: [], floor: [] }, edit: { ours: [], floor: [] } };
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const [name, site] of Object.entries(sites)) {
        run(site, "clean", env);
        const cold = run(site, "build", env);
        if (cold.failed && name === "ours") throw new Error(`bench: our cold build failed; see /tmp/webpack-docs-bench-last.log`);
        results.cold[name].push({ value: cold.seconds, load: load() });
        const noop = run(site, "build", env);
        results.noop[name].push({ value: noop.seconds, load: load(), failed: noop.failed });
        editParagraph(site, `bench round ${round}`);
        const edit = run(site, "build", env);
        results.edit[name].push({ value: edit.seconds, load: load(), failed: edit.failed });
        console.log(
          `  round ${round}, ${name}: cold ${cold.seconds.toFixed(1)} s, no-op ${noop.seconds.toFixed(1)} s, one edit ${edit.seconds.toFixed(1)} s (load ${load()})`,
        );
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return {
    cold: table("Cold build", results.cold, "s", "ratio"),
    noop: table("No-op rebuild", results.noop, "s", "difference"),
    edit: table("Rebuild after a one-paragraph edit", results.edit, "s", "difference"),
  };
}

/** CPU milliseconds per extra page: cold builds of the site as it is and with every page twice, alternating. */
export function measurePerPage(root, env, rounds) {
  const single = prepareSites(root);
  const doubled = prepareSites(root, { doubled: true });
  const results = { ours: [], floor: [] };
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const name of ["ours", "floor"]) {
        run(single.sites[name], "clean", env);
        const base = run(single.sites[name], "build", env);
        run(doubled.sites[name], "clean", env);
        const twice = run(doubled.sites[name], "build", env);
        const extraPages = pageCount(doubled.sites[name]) - pageCount(single.sites[name]);
        const value = ((twice.cpu - base.cpu) / extraPages) * 1000;
        results[name].push({ value, load: load() });
        console.log(`  round ${round}, ${name}: CPU ${base.cpu.toFixed(1)} s -> ${twice.cpu.toFixed(1)} s for ${extraPages} more pages (load ${load()})`);
      }
    }
  } finally {
    for (const { scratch } of [single, doubled]) fs.rmSync(scratch, { recursive: true, force: true });
  }
  return table("CPU per extra page", results, "ms", "ratio");
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The development server on each site in turn: save a paragraph, time until the open tab shows it; `edits` times. */
export async function measureDevelop(root, env, edits, chromiumOptions, port) {
  const { scratch, sites } = prepareSites(root);
  const results = { ours: [], floor: [] };
  const titleEdits = [];
  const browser = await chromium.launch(chromiumOptions);
  try {
    for (const [name, site] of Object.entries(sites)) {
      // Ours as maintainers run it (`npm start` is `npm run develop`, with the settings in package.json);
      // the floor as a bare Gatsby site runs, `gatsby develop`.
      const developArguments = ["develop", "--port", String(port), "--host", "localhost"];
      const [command, commandArguments] =
        name === "ours"
          ? ["npm", ["run", "--silent", "develop", "--", ...developArguments.slice(1)]]
          : [path.join(site, "node_modules", ".bin", "gatsby"), developArguments];
      const server = spawn(command, commandArguments, { cwd: site, env, stdio: "ignore", detached: true });
      try {
        await waitFor(`http://localhost:${port}${EDITED_PAGE.url}`, 300_000);
        const page = await browser.newPage();
        await page.goto(`http://localhost:${port}${EDITED_PAGE.url}`);
        await page.getByText(EDITED_PAGE.paragraph.replace(/\*\*/g, "").slice(0, 20)).first().waitFor({ timeout: 120_000 });
        await page.waitForTimeout(3000);
        for (let edit = 1; edit <= edits; edit += 1) {
          const marker = `develop edit ${edit} ${Date.now()}`;
          const started = performance.now();
          editParagraph(site, marker);
          await page.waitForFunction((text) => document.body.innerText.includes(text), marker, { timeout: 60_000, polling: 20 });
          results[name].push({ value: performance.now() - started, load: load() });
          await page.waitForTimeout(1500);
        }
        // A title edit must reach the sidebar of the open page (another page's entry), not only its own page.
        if (name === "ours") {
          const marker = `retitled ${Date.now()}`;
          const started = performance.now();
          editTitle(site, marker);
          await page
            .getByRole("navigation", { name: /pages$/ })
            .getByRole("link", { name: `${RETITLED_PAGE.title} (${marker})` })
            .waitFor({ timeout: 60_000 });
          titleEdits.push(performance.now() - started);
        }
        await page.close();
      } finally {
        try {
          process.kill(-server.pid, "SIGTERM");
        } catch {
          // Already stopped.
        }
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`  ours: a page's new title showed in the open page's sidebar ${titleEdits.map((ms) => `${ms.toFixed(0)} ms`).join(", ")} after saving it`);
  return table("develop: save -> visible in the open tab", results, "ms", "difference");
}

#!/usr/bin/env node
/**
 * Link and anchor checker over the whole production build: every internal href and src in every
 * HTML file must reach a file that exists, and every #anchor an element id on the target page.
 * Usage: node scripts/check-links.mjs public
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "public");
const ORIGIN = "https://site.invalid";

function walk(directory) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(directory, entry.name);
    return entry.isDirectory() ? walk(entryPath) : [entryPath];
  });
}

const decode = (text) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const htmlFiles = walk(root).filter((file) => file.endsWith(".html"));
const idsByFile = new Map();
const idsOf = (file) => {
  if (!idsByFile.has(file)) {
    const html = fs.readFileSync(file, "utf8");
    idsByFile.set(file, new Set([...html.matchAll(/<[a-z][^<>]*?\sid="([^"]+)"/gi)].map((match) => decode(match[1]))));
  }
  return idsByFile.get(file);
};

/** The file a site path is served from, as a static server would pick it. */
function fileFor(sitePath) {
  const candidate = path.join(root, sitePath);
  if (sitePath.endsWith("/")) return path.join(candidate, "index.html");
  return candidate;
}

const broken = [];
let checked = 0;
for (const file of htmlFiles) {
  const html = fs.readFileSync(file, "utf8");
  const pageUrl = `/${path.relative(root, file).split(path.sep).join("/")}`.replace(/index\.html$/, "");
  // Attributes of real tags only: code samples show escaped markup such as &#x3C;link href="...">.
  for (const match of html.matchAll(/<[a-z][^<>]*?\s(?:href|src)="([^"]+)"/gi)) {
    const reference = decode(match[1]);
    if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(reference) || reference.startsWith("data:")) continue;
    const target = new URL(reference, ORIGIN + pageUrl);
    const targetPath = decodeURIComponent(target.pathname);
    const targetFile = fileFor(targetPath);
    checked += 1;
    if (!fs.existsSync(targetFile)) {
      broken.push(`${pageUrl}: ${reference} (no ${path.relative(root, targetFile)})`);
      continue;
    }
    const anchor = decodeURIComponent(target.hash.slice(1));
    if (anchor && targetFile.endsWith(".html") && !idsOf(targetFile).has(anchor)) {
      broken.push(`${pageUrl}: ${reference} (no element with id "${anchor}")`);
    }
  }
}

// The content index promises anchors; each must be an id in the page as rendered.
const contentIndexFile = path.join(root, "content-index.json");
let anchorsChecked = 0;
if (fs.existsSync(contentIndexFile)) {
  const visit = (node) => {
    if (node.type === "directory") return node.children.forEach(visit);
    const pageFile = fileFor(node.url);
    for (const anchor of node.anchors) {
      anchorsChecked += 1;
      if (!fs.existsSync(pageFile) || !idsOf(pageFile).has(anchor.id)) broken.push(`content-index.json: ${node.url}#${anchor.id} is not an id on the page`);
    }
  };
  visit(JSON.parse(fs.readFileSync(contentIndexFile, "utf8")));
} else {
  broken.push("content-index.json is missing from the build");
}

console.log(`Checked ${anchorsChecked} anchors of the content index against the rendered pages.`);
console.log(`Checked ${checked} internal links and resources in ${htmlFiles.length} HTML files.`);
if (broken.length > 0) {
  console.error(`${broken.length} broken:\n${broken.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("0 broken internal links.");

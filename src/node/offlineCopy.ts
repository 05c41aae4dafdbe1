/**
 * The files the service worker keeps a copy of for offline reading (src/sw/offlineFallback.js):
 * every page's data and the offline search index, each with the SHA-256 of its content (the
 * worker checks what it stores against it, so a copy never mixes two builds), and a version
 * naming the whole set. Appending the list to sw.js also makes the worker byte-different whenever
 * any content changes, which is how browsers notice a new deploy.
 *
 * The files travel in bundles, one per site section: a page's data repeats much of its
 * neighbours' (the sidebar, the markup of code), which compression removes only when they travel
 * together. Each bundle is written precompressed with a window large enough to span it (brotli
 * and gzip files beside it, for nginx's brotli_static and gzip_static), and named by the hash
 * of its content, so it is never stale in any cache.
 *
 * Printable pages repeat the content of every page of their section. Their page data is not
 * copied; a skeleton is, in which each page's HTML is a reference to the page-data file that
 * already holds it, and the worker fills the references in when the printable page is opened
 * offline.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";
import { OFFLINE_COPY_DIRECTORY, OFFLINE_SEARCH_INDEX_FILE, PRINTABLE_SEGMENT } from "../constants";
import { listFiles } from "./files";

/** Written beside a printable page's page-data.json; the name src/sw/offlineFallback.js looks for. */
export const OFFLINE_SKELETON_FILE = "offline-page-data.json";
export const SKELETON_REFERENCE_KEY = "$offlineCopyReference";

export interface OfflineCopyBundle {
  /** Site path of the bundle: a header line (JSON: each file's path and length), then the files' bytes. */
  url: string;
  /** Site paths of the files it holds, in order. */
  files: string[];
}

export interface OfflineCopyManifest {
  /** Changes whenever any file of the copy changes. */
  version: string;
  /** Site path -> SHA-256 of the file's content, hex. */
  files: Record<string, string>;
  bundles: OfflineCopyBundle[];
}

/** Sections with fewer pages than this share one bundle: a bundle of one small file gains nothing. */
const MIN_BUNDLE_FILES = 4;
const SHARED_BUNDLE = "site";
const SEARCH_BUNDLE = "search";
/**
 * Quality 9 with a 16 MB window compresses a section within 10% of quality 11 in a twentieth of
 * the time (0.25 s against 4.3 s for /configuration/'s 5 MB); the window is what spans the pages.
 */
const brotliOptions = (body: Buffer): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_LGWIN]: 24, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
// The asynchronous forms run on libuv's thread pool, so bundles compress on every core instead
// of one after another on the main thread. One at a time per core: each brotli encoder with its
// 16 MB window holds ~30 MB, and starting all 22 compressions at once raised the build's peak
// memory by 300 MB for no more speed.
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * The gzip copies serve only an nginx without brotli. Level 6 makes them 1% larger than level 9
 * (1,813 against 1,794 KB for the whole copy) in under a third of the time (0.18 against 0.63 s of
 * one core), on every build that changes a bundle.
 */
const GZIP_LEVEL = 6;

/** Runs the tasks given to it at most `concurrency` at a time. */
function limiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * The compressed forms of a bundle, from the previous build's when the bundle is the same: its
 * name holds the hash of its content. A rebuild after one edit recompresses one or two bundles,
 * not eleven.
 */
async function compressed(
  body: Buffer,
  fileName: string,
  cacheDirectory: string | undefined,
  limit: ReturnType<typeof limiter>,
): Promise<{ br: Buffer; gz: Buffer }> {
  const cached = cacheDirectory && path.join(cacheDirectory, fileName);
  if (cached && fs.existsSync(`${cached}.br`) && fs.existsSync(`${cached}.gz`)) {
    return { br: fs.readFileSync(`${cached}.br`), gz: fs.readFileSync(`${cached}.gz`) };
  }
  const [br, gz] = await Promise.all([limit(() => brotliCompress(body, brotliOptions(body))), limit(() => gzip(body, { level: GZIP_LEVEL }))]);
  return { br, gz };
}

const PAGE_HTML_PATH = ["result", "data", "markdownRemark", "html"];

interface PrintableNode {
  html: unknown;
  fields: { url: string };
}

const sitePath = (publicDirectory: string, file: string): string => `/${path.relative(publicDirectory, file).split(path.sep).join("/")}`;

const pageDataFile = (publicDirectory: string, url: string): string => path.join(publicDirectory, "page-data", url, "page-data.json");

/**
 * Writes the offline skeleton of every printable page and returns how many parts it references.
 * A part is referenced only when the page's own page data holds exactly the same HTML, so the
 * skeleton always resolves to what the printable page data says.
 */
export function writePrintableSkeletons(publicDirectory: string): { skeletons: number; references: number } {
  let skeletons = 0;
  let references = 0;
  for (const file of listFiles(path.join(publicDirectory, "page-data"))) {
    if (path.basename(file) !== "page-data.json" || path.basename(path.dirname(file)) !== PRINTABLE_SEGMENT) continue;
    const pageData = JSON.parse(fs.readFileSync(file, "utf8"));
    const nodes: PrintableNode[] = pageData.result?.data?.allMarkdownRemark?.nodes ?? [];
    for (const node of nodes) {
      const source = pageDataFile(publicDirectory, node.fields.url);
      if (!fs.existsSync(source)) continue;
      const sourceData = JSON.parse(fs.readFileSync(source, "utf8"));
      const sourceHtml = PAGE_HTML_PATH.reduce((value, key) => value?.[key], sourceData);
      if (sourceHtml !== node.html) continue;
      node.html = { [SKELETON_REFERENCE_KEY]: { file: sitePath(publicDirectory, source), path: PAGE_HTML_PATH } };
      references += 1;
    }
    fs.writeFileSync(path.join(path.dirname(file), OFFLINE_SKELETON_FILE), JSON.stringify(pageData));
    skeletons += 1;
  }
  return { skeletons, references };
}

/** The files of the copy: page data (printable pages as skeletons) and the offline search index. */
function copiedFiles(publicDirectory: string): string[] {
  const pageData = listFiles(path.join(publicDirectory, "page-data")).filter((file) => file.endsWith(".json"));
  const hasSkeleton = new Set(pageData.filter((file) => path.basename(file) === OFFLINE_SKELETON_FILE).map((file) => path.dirname(file)));
  return [
    // A printable page's own page data is replaced by its skeleton.
    ...pageData.filter((file) => !(path.basename(file) === "page-data.json" && hasSkeleton.has(path.dirname(file)))),
    path.join(publicDirectory, OFFLINE_SEARCH_INDEX_FILE),
  ].filter((file) => fs.existsSync(file));
}

/** A page's data travels with its section's; the search index alone, as most of it changes with any edit. */
function bundleNames(paths: readonly string[]): Map<string, string[]> {
  const bySection = new Map<string, string[]>();
  for (const sitePath of paths) {
    const section = /^\/page-data\/([^/]+)\//.exec(sitePath)?.[1] ?? (sitePath === `/${OFFLINE_SEARCH_INDEX_FILE}` ? SEARCH_BUNDLE : SHARED_BUNDLE);
    bySection.set(section, [...(bySection.get(section) ?? []), sitePath]);
  }
  const bundles = new Map<string, string[]>();
  for (const [section, files] of bySection) {
    const name = files.length < MIN_BUNDLE_FILES && section !== SEARCH_BUNDLE ? SHARED_BUNDLE : section;
    bundles.set(name, [...(bundles.get(name) ?? []), ...files]);
  }
  return bundles;
}

/** Joins files into one bundle body: a JSON header line naming each file and its length, then their bytes. */
export function bundleBody(files: readonly { path: string; bytes: Buffer }[]): Buffer {
  const header = JSON.stringify({ files: files.map(({ path: sitePath, bytes }) => ({ path: sitePath, length: bytes.length })) });
  return Buffer.concat([Buffer.from(`${header}\n`), ...files.map(({ bytes }) => bytes)]);
}

/**
 * Writes the offline copy's bundles into public/offline-copy/ (replacing the previous build's)
 * and returns the manifest the worker is given. With a cache directory, compressed bundles are
 * kept there for the next build, which reuses those whose content has not changed.
 */
export async function writeOfflineCopy(publicDirectory: string, cacheDirectory?: string): Promise<OfflineCopyManifest> {
  const contents = new Map(copiedFiles(publicDirectory).map((file) => [sitePath(publicDirectory, file), fs.readFileSync(file)]));
  const files = Object.fromEntries(
    [...contents]
      .map(([sitePathOfFile, bytes]) => [sitePathOfFile, createHash("sha256").update(bytes).digest("hex")] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const directory = path.join(publicDirectory, OFFLINE_COPY_DIRECTORY);
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  const limit = limiter(os.availableParallelism());
  const bundles = await Promise.all(
    [...bundleNames(Object.keys(files))].map(async ([name, paths]): Promise<OfflineCopyBundle> => {
      const body = bundleBody(paths.map((sitePathOfFile) => ({ path: sitePathOfFile, bytes: contents.get(sitePathOfFile)! })));
      const fileName = `${name}.${createHash("sha256").update(body).digest("hex").slice(0, 16)}.bin`;
      const file = path.join(directory, fileName);
      fs.writeFileSync(file, body);
      const { br, gz } = await compressed(body, fileName, cacheDirectory, limit);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
      return { url: `/${OFFLINE_COPY_DIRECTORY}/${fileName}`, files: paths };
    }),
  );
  if (cacheDirectory) keepOnly(cacheDirectory, directory);
  const version = createHash("sha256").update(JSON.stringify(files)).digest("hex").slice(0, 16);
  return { version, files, bundles };
}

/** The cache holds this build's compressed bundles and no others, so it never grows. */
function keepOnly(cacheDirectory: string, directory: string): void {
  fs.rmSync(cacheDirectory, { recursive: true, force: true });
  fs.mkdirSync(cacheDirectory, { recursive: true });
  for (const name of fs.readdirSync(directory)) if (/\.(br|gz)$/.test(name)) fs.copyFileSync(path.join(directory, name), path.join(cacheDirectory, name));
}

export function offlineCopyScript(manifest: OfflineCopyManifest): string {
  return `\n// Generated by the build (src/node/offlineCopy.ts).\nself.__OFFLINE_COPY = ${JSON.stringify(manifest)};\n`;
}

// Appended to the generated sw.js by gatsby-plugin-offline (gatsby-config.ts, appendScript).
// The build then appends `self.__OFFLINE_COPY` (src/node/offlineCopy.ts): every page-data file
// and the offline search index with the SHA-256 of its content, the bundles they travel in, and
// the build's version.
//
// The copy belongs to one build. Each worker keeps its own cache, named after its build, and
// answers only from it, so an offline reader always gets text from the build whose scripts are
// running, never the previous deploy's. Files whose content did not change are carried over from
// the previous build's cache at install; the rest are downloaded when a page asks for it, after
// it has loaded and gone idle (src/lib/offlineCopy.ts), never during the page's own load.

const OFFLINE_COPY_PREFIX = "webpack-docs-offline-copy";
const offlineCopy = () => self.__OFFLINE_COPY || { version: "none", files: {}, bundles: [] };
const currentCacheName = () => `${OFFLINE_COPY_PREFIX}-${offlineCopy().version}`;
// Caches of earlier versions of this worker, removed on activation.
const RETIRED_CACHES = ["webpack-docs-offline-page-data", OFFLINE_COPY_PREFIX];
// Bundles downloaded at a time while filling the copy: enough to finish in seconds on a good
// connection, few enough to leave room for whatever the reader does next.
const FILL_CONCURRENCY = 2;
const NEWLINE = 10;
// Printable pages are not stored whole: their offline skeleton names the page-data file each
// part comes from (src/node/offlineCopy.ts), and the worker puts them together on request.
const SKELETON_FILE = "offline-page-data.json";
const REFERENCE_KEY = "$offlineCopyReference";

// The copy's key for a file: its path plus the hash of its content, so two builds' versions of
// a file never share a key, and an unchanged file can be recognised in an older cache.
const copyKey = (path) => {
  const hash = offlineCopy().files[path];
  return hash ? new URL(`${path}?sha256=${hash}`, self.location.origin).href : null;
};

const sha256 = async (buffer) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", buffer)))
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");

async function carryOverUnchangedFiles() {
  const cache = await caches.open(currentCacheName());
  const olderCaches = (await caches.keys()).filter((name) => name.startsWith(`${OFFLINE_COPY_PREFIX}-`) && name !== currentCacheName());
  for (const name of olderCaches) {
    const older = await caches.open(name);
    for (const path of Object.keys(offlineCopy().files)) {
      const key = copyKey(path);
      const copy = await older.match(key);
      if (copy) await cache.put(key, copy);
    }
  }
}

let filling = null;

// Stores the files of one bundle that the copy lacks. A file whose content does not match the
// build's hash (the site was deployed again meanwhile) is left out: the next worker will fetch it.
async function storeBundle(cache, bundle, stored) {
  try {
    // Bundles are named by their content, so any cached response is the right one.
    const response = await fetch(bundle.url);
    if (!response.ok) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const headerEnd = body.indexOf(NEWLINE);
    const header = JSON.parse(new TextDecoder().decode(body.subarray(0, headerEnd)));
    let offset = headerEnd + 1;
    for (const { path, length } of header.files) {
      const bytes = body.slice(offset, offset + length);
      offset += length;
      const key = copyKey(path);
      if (!key || stored.has(key) || (await sha256(bytes)) !== offlineCopy().files[path]) continue;
      await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/json" } }));
    }
  } catch {
    // Offline again, or the connection dropped: what is stored stays, and the next page fills the rest.
  }
}

// Downloads every bundle holding a file the copy lacks.
async function fillOfflineCopy() {
  const cache = await caches.open(currentCacheName());
  const stored = new Set((await cache.keys()).map((request) => request.url));
  const needed = offlineCopy().bundles.filter((bundle) => bundle.files.some((path) => !stored.has(copyKey(path))));
  await Promise.all(
    Array.from({ length: FILL_CONCURRENCY }, async () => {
      for (let bundle = needed.shift(); bundle !== undefined; bundle = needed.shift()) await storeBundle(cache, bundle, stored);
    }),
  );
}

self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "webpack-docs:fill-offline-copy") return;
  filling = filling || fillOfflineCopy().finally(() => (filling = null));
  event.waitUntil(filling);
});

self.addEventListener("install", (event) => {
  event.waitUntil(carryOverUnchangedFiles());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const retired = names.filter((name) => RETIRED_CACHES.includes(name) || (name.startsWith(`${OFFLINE_COPY_PREFIX}-`) && name !== currentCacheName()));
      await Promise.all(retired.map((name) => caches.delete(name)));
    })(),
  );
});

async function fromOfflineCopy(path) {
  const key = copyKey(path);
  return key ? caches.match(key, { cacheName: currentCacheName() }) : undefined;
}

// Replaces every reference in a skeleton with the value it names, read from the copy.
async function resolveSkeleton(value, files) {
  if (Array.isArray(value)) return Promise.all(value.map((item) => resolveSkeleton(item, files)));
  if (value === null || typeof value !== "object") return value;
  const reference = value[REFERENCE_KEY];
  if (reference) {
    if (!files.has(reference.file)) {
      const copy = await fromOfflineCopy(reference.file);
      files.set(reference.file, copy ? await copy.json() : null);
    }
    const source = files.get(reference.file);
    if (source === null) throw new Error(`${reference.file} is not in the offline copy yet`);
    return reference.path.reduce((node, key) => (node == null ? undefined : node[key]), source);
  }
  const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await resolveSkeleton(item, files)]));
  return Object.fromEntries(entries);
}

async function printablePageData(path) {
  const skeleton = await fromOfflineCopy(path.replace(/page-data\.json$/, SKELETON_FILE));
  if (!skeleton) return undefined;
  try {
    const pageData = await resolveSkeleton(await skeleton.json(), new Map());
    return new Response(JSON.stringify(pageData), { headers: { "Content-Type": "application/json" } });
  } catch {
    return undefined;
  }
}

// When a route fails (no network): page data and the offline search index come from the copy, and a
// navigation gets the app shell, which then renders the requested page from that data. The
// plugin alone would answer only for pages the reader had already visited.
workbox.routing.setCatchHandler(async ({ event }) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && event.request.mode !== "navigate") {
    const copy = (await fromOfflineCopy(url.pathname)) || (url.pathname.endsWith("/page-data.json") && (await printablePageData(url.pathname)));
    if (copy) return copy;
  }
  if (event.request.mode === "navigate") {
    const shellUrl = workbox.precaching.getCacheKeyForURL("/offline-plugin-app-shell-fallback/index.html");
    const shell = shellUrl && (await caches.match(shellUrl));
    if (shell) return shell;
  }
  return Response.error();
});

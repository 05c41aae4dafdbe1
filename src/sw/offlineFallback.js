// Appended to the generated sw.js by gatsby-plugin-offline (gatsby-config.ts, appendScript).
// The build then appends `self.__OFFLINE_COPY` (src/node/offlineCopy.ts): every page-data file
// and every file of the search index, with its revision, so the worker changes whenever any
// content changes.

const OFFLINE_COPY_CACHE = "webpack-docs-offline-copy";
// The cache earlier builds kept page data in; removed on activation.
const RETIRED_CACHES = ["webpack-docs-offline-page-data"];

const offlineCopyUrls = () => Object.keys(self.__OFFLINE_COPY || {});

// Keep a copy of every page's data and of the search index, so that any page opens, and search
// works, offline after the first visit. Both are fetched from the network first
// (gatsby-config.ts); this copy answers only when the network fails.
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(OFFLINE_COPY_CACHE).then((cache) => cache.addAll(offlineCopyUrls().map((url) => new Request(url, { cache: "no-cache" })))));
});

// Drop the copies of files that no longer exist.
self.addEventListener("activate", (event) => {
  const current = new Set(offlineCopyUrls().map((url) => new URL(url, self.location.origin).href));
  event.waitUntil(
    (async () => {
      await Promise.all(RETIRED_CACHES.map((name) => caches.delete(name)));
      const cache = await caches.open(OFFLINE_COPY_CACHE);
      for (const request of await cache.keys()) {
        if (!current.has(request.url)) await cache.delete(request);
      }
    })(),
  );
});

// When a route fails (no network): page data and search files come from the copy, and a
// navigation gets the app shell, which then renders the requested page from that data. The
// plugin alone would answer only for pages the reader had already visited.
workbox.routing.setCatchHandler(async ({ event }) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && event.request.mode !== "navigate") {
    const copy = await caches.match(event.request, { cacheName: OFFLINE_COPY_CACHE, ignoreSearch: true });
    if (copy) return copy;
  }
  if (event.request.mode === "navigate") {
    const shellUrl = workbox.precaching.getCacheKeyForURL("/offline-plugin-app-shell-fallback/index.html");
    const shell = shellUrl && (await caches.match(shellUrl));
    if (shell) return shell;
  }
  return Response.error();
});

// Appended to the generated sw.js by gatsby-plugin-offline (gatsby-config.ts, appendScript).
// The build then appends `self.__OFFLINE_PAGE_DATA` (src/node/offlinePageData.ts): every
// page-data file with its revision, so the worker changes whenever any content changes.

const OFFLINE_PAGE_DATA_CACHE = "webpack-docs-offline-page-data";

// Keep a copy of every page's data, so that any page opens offline after the first visit. Page
// data is served network first (gatsby-config.ts); this copy answers only when the network fails.
self.addEventListener("install", (event) => {
  const urls = Object.keys(self.__OFFLINE_PAGE_DATA || {});
  event.waitUntil(caches.open(OFFLINE_PAGE_DATA_CACHE).then((cache) => cache.addAll(urls.map((url) => new Request(url, { cache: "no-cache" })))));
});

// Drop the copies of pages that no longer exist.
self.addEventListener("activate", (event) => {
  const current = new Set(Object.keys(self.__OFFLINE_PAGE_DATA || {}).map((url) => new URL(url, self.location.origin).href));
  event.waitUntil(
    caches.open(OFFLINE_PAGE_DATA_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) {
        if (!current.has(request.url)) await cache.delete(request);
      }
    }),
  );
});

// When a route fails (no network): page data comes from the copy, and a navigation gets the app
// shell, which then renders the requested page from that data. The plugin alone would answer
// only for pages the reader had already visited.
workbox.routing.setCatchHandler(async ({ event }) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith("/page-data/")) {
    const copy = await caches.match(event.request, { cacheName: OFFLINE_PAGE_DATA_CACHE, ignoreSearch: true });
    if (copy) return copy;
  }
  if (event.request.mode === "navigate") {
    const shellUrl = workbox.precaching.getCacheKeyForURL("/offline-plugin-app-shell-fallback/index.html");
    const shell = shellUrl && (await caches.match(shellUrl));
    if (shell) return shell;
  }
  return Response.error();
});

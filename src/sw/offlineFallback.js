// Appended to the generated sw.js by gatsby-plugin-offline (gatsby-config.ts, appendScript).
//
// The plugin answers a navigation from its app shell only for pages the reader has already
// visited; for any other page it goes to the network, which fails offline. Every page's data and
// chunks are precached, so when the network fails we hand back the app shell instead and it
// renders the requested page from the cache.
workbox.routing.setCatchHandler(async ({ event }) => {
  if (event.request.mode === "navigate") {
    const shellUrl = workbox.precaching.getCacheKeyForURL("/offline-plugin-app-shell-fallback/index.html");
    const shell = shellUrl && (await caches.match(shellUrl));
    if (shell) return shell;
  }
  return Response.error();
});

// Replaces Gatsby's "./register-service-worker" import in production-app (see src/node/webpack.ts).
//
// Gatsby registers the service worker as soon as its runtime starts, so the worker's install
// (which precaches the whole site for offline reading) competes with the first page for
// bandwidth. The product wants it registered after the page has loaded; Gatsby's own module,
// with its update handling, then runs unchanged.
function registerNow() {
  require("../../.cache/register-service-worker");
}

if (document.readyState === "complete") {
  registerNow();
} else {
  window.addEventListener("load", registerNow, { once: true });
}

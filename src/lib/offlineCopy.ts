/**
 * Asks the service worker to download the offline copy (src/sw/offlineFallback.js) once the page
 * the reader opened has loaded and the browser is idle, so the copy never competes with it. Asked
 * again whenever a new worker takes over: each build keeps its own copy.
 */
const FILL_MESSAGE = { type: "webpack-docs:fill-offline-copy" };
// Browsers without requestIdleCallback (Safari) wait this long after load instead.
const IDLE_FALLBACK_MS = 2000;

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 10000 });
  else setTimeout(callback, IDLE_FALLBACK_MS);
}

function askForCopy(): void {
  whenIdle(() => {
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(FILL_MESSAGE));
  });
}

export function requestOfflineCopyWhenIdle(): void {
  if (!("serviceWorker" in navigator)) return;
  // Readers who asked to save data get the copy of pages they open, not of the whole site.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const start = (): void => {
    askForCopy();
    navigator.serviceWorker.addEventListener("controllerchange", askForCopy);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

import React from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { navigate, type GatsbyBrowser } from "gatsby";
import { ContentErrorBoundary } from "./src/components/ContentErrorBoundary/ContentErrorBoundary";
import { findHashRedirect, type Redirect } from "./src/lib/hashRedirects";
import { isContentLoadFailure, showContentLoadError } from "./src/lib/contentLoadFailure";
import "./src/styles/tokens.css";
import "./src/styles/global.css";
import "./src/styles/prism.css";
import "./src/styles/print.css";
import "./src/styles/chrome.css";
import { installPageChrome } from "./src/lib/pageChrome";
import { startAnalytics, trackPageView } from "./src/lib/analytics";
import analyticsConfig from "./content/data/analytics.json";
import { requestOfflineCopyWhenIdle } from "./src/lib/offlineCopy";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installPageChrome();
  if (process.env.NODE_ENV === "production") startAnalytics(analyticsConfig);
  window.addEventListener("unhandledrejection", (event) => {
    if (isContentLoadFailure(event.reason)) {
      showContentLoadError(document.getElementById("___gatsby"), () => window.location.reload());
    }
  });
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // From here on buttons such as the mobile menu toggle respond; styles and tests can rely on it.
  document.documentElement.dataset.hydrated = "true";
  if (process.env.NODE_ENV === "production") requestOfflineCopyWhenIdle();
};

/**
 * Hydration as a transition: React then yields to the browser every few milliseconds instead of
 * hydrating the whole page in one long task, so the page answers input sooner (Lighthouse's total
 * blocking time). Anything without server-rendered markup is rendered as Gatsby would: the page in
 * develop, and the loading indicators develop mounts into elements of their own (hydrating those
 * threw a hydration error on every first load and sent the error overlay to the server after
 * every edit). Gatsby unmounts an indicator with the function returned here.
 */
const APP_ROOT_ID = "___gatsby";

function hydrateInTransition(element: React.ReactElement, container: Element): () => void {
  const serverRendered = container.id === APP_ROOT_ID && document.getElementById("gatsby-focus-wrapper")?.hasChildNodes();
  if (!serverRendered) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  React.startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

// Gatsby's type still names ReactDOM's legacy render signature; Gatsby 5 only calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <ContentErrorBoundary>{element}</ContentErrorBoundary>;

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) trackPageView(location.pathname);
  // Sections that became pages of their own: a server never sees the #anchor, so follow it here.
  // The list loads only for a location with an anchor, so it stays out of every first load.
  if (location.hash) {
    void import(/* webpackChunkName: "hash-redirects" */ "./content/data/redirects.json")
      .then(({ default: redirects }) => {
        const target = findHashRedirect(redirects as Redirect[], location.pathname, location.hash);
        if (target) void navigate(target, { replace: true });
      })
      .catch(() => undefined);
  }
  // Readers who navigate without reloading still learn about a new deploy; Gatsby then does a
  // full load on their next navigation, so old and new chunks never mix.
  navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.update())
    .catch(() => undefined);
};

export const registerServiceWorker: GatsbyBrowser["registerServiceWorker"] = () => true;

export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => {
  console.info("Offline reading is ready.");
};

/** The search the dialog uses, assembled once from the build's configuration. */
import { SEARCH_REMOTE_TIMEOUT_MS } from "../../constants";
import { algoliaConfig } from "../../lib/search/algoliaConfig";
import { createAlgoliaSearch } from "../../lib/search/algoliaSearch";
import { createLocalSearch } from "../../lib/search/localSearch";
import { createOfflineSearch } from "../../lib/search/offlineSearch";
import { localWithOfflineFallback, searchWithFallback } from "../../lib/search/searchWithFallback";

export function createSiteSearch() {
  // Gatsby inlines GATSBY_* variables at build time; each must be named for that to happen.
  const remoteConfig = algoliaConfig({
    GATSBY_ALGOLIA_APP_ID: process.env.GATSBY_ALGOLIA_APP_ID,
    GATSBY_ALGOLIA_SEARCH_KEY: process.env.GATSBY_ALGOLIA_SEARCH_KEY,
    GATSBY_ALGOLIA_INDEX: process.env.GATSBY_ALGOLIA_INDEX,
    GATSBY_ALGOLIA_HOST: process.env.GATSBY_ALGOLIA_HOST,
  });
  const isOnline = (): boolean => navigator.onLine;
  const local = localWithOfflineFallback(createLocalSearch(), createOfflineSearch(), isOnline);
  const search = searchWithFallback({
    remote: remoteConfig ? createAlgoliaSearch(remoteConfig) : null,
    local,
    timeoutMs: SEARCH_REMOTE_TIMEOUT_MS,
    isOnline,
  });
  return { search: search.search, closestPages: local.closestPages };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;

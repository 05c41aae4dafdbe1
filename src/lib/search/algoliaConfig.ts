/**
 * Algolia is used when a deployment sets GATSBY_ALGOLIA_APP_ID, GATSBY_ALGOLIA_SEARCH_KEY and
 * GATSBY_ALGOLIA_INDEX at build time; GATSBY_ALGOLIA_HOST only points the client at a proxy or a
 * test server. Read by the browser code and by the build (which allows those hosts in the
 * content security policy), so both always agree.
 */
export interface AlgoliaConfig {
  appId: string;
  searchKey: string;
  indexName: string;
  /** "http://localhost:8108": overrides Algolia's own hosts. */
  host: string | null;
}

/** Null unless all three required settings are present: a partial setup means local search. */
export function algoliaConfig(env: Record<string, string | undefined>): AlgoliaConfig | null {
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim();
  const searchKey = env.GATSBY_ALGOLIA_SEARCH_KEY?.trim();
  const indexName = env.GATSBY_ALGOLIA_INDEX?.trim();
  if (!appId || !searchKey || !indexName) return null;
  return { appId, searchKey, indexName, host: env.GATSBY_ALGOLIA_HOST?.trim() || null };
}

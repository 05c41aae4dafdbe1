import type { AlgoliaConfig } from "../lib/search/algoliaConfig";

/**
 * Where the browser may send search queries: nowhere but this site, unless the build configures
 * Algolia (src/lib/search/algoliaSearch.ts), whose client talks to the application's own hosts.
 */
export function remoteSearchOrigins(config: AlgoliaConfig | null): string[] {
  if (!config) return [];
  if (config.host) return [new URL(config.host).origin];
  return [`https://${config.appId}-dsn.algolia.net`, ...[1, 2, 3].map((host) => `https://${config.appId}-${host}.algolianet.com`)];
}

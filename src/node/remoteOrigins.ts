/**
 * The other sites this build's pages may talk to, read from the same configuration the browser
 * code reads: Algolia when a deployment configures it, and the analytics tracker unless
 * content/data/analytics.json switches it off. The content security policies allow exactly these.
 */
import analytics from "../../content/data/analytics.json";
import { algoliaConfig } from "../lib/search/algoliaConfig";
import { remoteSearchOrigins } from "./searchOrigins";

export interface RemoteOrigins {
  scripts: string[];
  connections: string[];
}

export function remoteOrigins(env: Record<string, string | undefined> = process.env): RemoteOrigins {
  const search = remoteSearchOrigins(algoliaConfig(env));
  const tracker = analytics.propertyId
    ? { scripts: [new URL(analytics.scriptUrl).origin], connections: analytics.connectOrigins }
    : { scripts: [], connections: [] };
  return { scripts: tracker.scripts, connections: [...search, ...tracker.connections] };
}

/**
 * Search through Algolia, when a deployment configures it (./algoliaConfig.ts). Its records are
 * the local index's records (`npm run search:algolia`). The client is loaded only when a reader
 * first searches.
 */
import { SEARCH_RESULTS_LIMIT } from "../../constants";
import type { SearchHit, SearchProvider } from "./types";
import type { AlgoliaConfig } from "./algoliaConfig";

export function algoliaHosts(host: string): { url: string; protocol: "http" | "https"; accept: "read" | "write" | "readWrite" }[] {
  const url = new URL(host);
  return [{ url: url.host, protocol: url.protocol === "http:" ? "http" : "https", accept: "readWrite" }];
}

interface AlgoliaRecord {
  url: string;
  pageTitle: string;
  section: string;
  heading: string;
  parentHeadings?: string[];
  _snippetResult?: { text?: { value?: string } };
}

export function toSearchHit(record: AlgoliaRecord): SearchHit {
  return {
    url: record.url,
    pageTitle: record.pageTitle,
    section: record.section,
    heading: record.heading,
    parents: record.parentHeadings ?? [],
    excerpt: record._snippetResult?.text?.value ?? "",
  };
}

export function createAlgoliaSearch(config: AlgoliaConfig): SearchProvider {
  const client = import("@algolia/client-search").then(({ searchClient }) =>
    searchClient(config.appId, config.searchKey, config.host ? { hosts: algoliaHosts(config.host) } : undefined),
  );
  return {
    async search(query) {
      const response = await (
        await client
      ).searchSingleIndex<AlgoliaRecord>({
        indexName: config.indexName,
        searchParams: {
          query,
          hitsPerPage: SEARCH_RESULTS_LIMIT,
          attributesToRetrieve: ["url", "pageTitle", "section", "heading", "parentHeadings"],
          attributesToSnippet: ["text:24"],
          attributesToHighlight: [],
          highlightPreTag: "<mark>",
          highlightPostTag: "</mark>",
        },
      });
      return { hits: response.hits.map(toSearchHit), correctedQuery: null, provider: "algolia" };
    },
  };
}

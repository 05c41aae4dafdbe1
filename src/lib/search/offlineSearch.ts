/**
 * Search without a network: the compact index the offline copy holds
 * (src/lib/search/offlineIndexOptions.ts). The index says which sections match; the excerpt is
 * cut from the page's own data, which the copy holds too, so no text is stored twice.
 */
import type MiniSearch from "minisearch";
import type { SearchResult } from "minisearch";
import { OFFLINE_SEARCH_INDEX_FILE, SEARCH_RESULTS_LIMIT } from "../../constants";
import {
  OFFLINE_INDEX_OPTIONS,
  OFFLINE_SEARCH_OPTIONS,
  SECTION_CHROME,
  SECTION_HEADING_TAGS,
  indexTerm,
  tokenize,
  tokenizeQueryNames,
  type OfflineIndexFile,
  type OfflineIndexedSection,
} from "./offlineIndexOptions";
import { escapeText } from "./excerpt";
import { NAME_KINDS, orderByNames, queryName } from "./sectionNames";
import type { SearchHit, SearchProvider } from "./types";
import { pageDataUrl } from "../pageData";

/** As long as the online search's excerpts (src/lib/search/localSearch.ts). */
const EXCERPT_LENGTH_WORDS = 24;
/** Words shown before the first match, so it is read in its sentence. */
const EXCERPT_LEAD_WORDS = 6;
const CLOSEST_PAGES_LIMIT = 5;

async function fetchOfflineIndex(): Promise<OfflineIndexFile> {
  const response = await fetch(`/${OFFLINE_SEARCH_INDEX_FILE}`);
  if (!response.ok) throw new Error(`/${OFFLINE_SEARCH_INDEX_FILE} answered ${response.status}`);
  return (await response.json()) as OfflineIndexFile;
}

async function fetchPageHtml(pageUrl: string): Promise<string | null> {
  const response = await fetch(pageDataUrl(pageUrl));
  if (!response.ok) return null;
  const pageData = (await response.json()) as { result?: { data?: { markdownRemark?: { html?: string | null } | null } } };
  return pageData.result?.data?.markdownRemark?.html ?? null;
}

/** The top-level blocks of a page's HTML, without chrome: what its sections are cut from. */
export function pageBlocks(html: string): Element[] {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html").body;
  body.querySelectorAll(SECTION_CHROME).forEach((element) => element.remove());
  return Array.from(body.children);
}

/** The plain text of one section of a page: after its heading, up to the next section heading. */
export function sectionText(page: string | readonly Element[], anchor: string | null): string {
  const blocks = typeof page === "string" ? pageBlocks(page) : page;
  const start = anchor === null ? 0 : blocks.findIndex((block) => block.id === anchor) + 1;
  if (start === 0 && anchor !== null) return "";
  const text: string[] = [];
  for (const block of blocks.slice(start)) {
    if (SECTION_HEADING_TAGS.includes(block.tagName.toLowerCase())) break;
    text.push(block.textContent ?? "");
  }
  return text.join(" ").replace(/\s+/g, " ").trim();
}

/**
 * Words of `text` around the first matched term, each matched word in <mark>, like the online
 * excerpts. `matchedTerms` are terms as the index holds them (stemmed), so the text's words are
 * compared in that form too.
 */
export function markedExcerpt(text: string, matchedTerms: readonly string[]): string {
  const terms = new Set(matchedTerms);
  const words = text.split(" ").filter((word) => word !== "");
  const matches = (word: string): boolean => tokenize(word).some((token) => terms.has(indexTerm(token) ?? ""));
  const first = words.findIndex(matches);
  const start = Math.max(0, first - EXCERPT_LEAD_WORDS);
  return words
    .slice(start, start + EXCERPT_LENGTH_WORDS)
    .map((word) => (matches(word) ? `<mark>${escapeText(word)}</mark>` : escapeText(word)))
    .join(" ");
}

interface LoadedIndex {
  miniSearch: MiniSearch<OfflineIndexedSection>;
  sections: OfflineIndexFile["sections"];
  names: OfflineIndexFile["names"];
}

/** A section found, with the terms (as the index holds them) that its excerpt marks. */
type Found = Pick<SearchResult, "id" | "terms">;

export function createOfflineSearch(
  loadIndex: () => Promise<OfflineIndexFile> = fetchOfflineIndex,
  loadPageHtml: (pageUrl: string) => Promise<string | null> = fetchPageHtml,
): SearchProvider & { closestPages(query: string): Promise<SearchHit[]> } {
  let loaded: Promise<LoadedIndex> | null = null;
  const load = (): Promise<LoadedIndex> =>
    (loaded ??= Promise.all([loadIndex(), import(/* webpackChunkName: "offline-search" */ "minisearch")])
      // Loaded only here, so readers who search online never download it; the worker precaches it.
      .then(async ([{ sections, index, names }, { default: MiniSearchClass }]) => ({
        sections,
        names,
        miniSearch: await MiniSearchClass.loadJSAsync<OfflineIndexedSection>(index, OFFLINE_INDEX_OPTIONS),
      }))
      .catch((error: unknown) => {
        // Not stored yet: the next query tries again.
        loaded = null;
        throw error;
      }));

  // Parsed once per page: a query's hits often share a page, and the largest pages are 300 KB of HTML.
  const parsedPages = new Map<string, Promise<Element[] | null>>();
  const excerptFor = async (url: string, matchedTerms: string[]): Promise<string> => {
    const [pageUrl, anchor = null] = url.split("#");
    if (!parsedPages.has(pageUrl))
      parsedPages.set(
        pageUrl,
        loadPageHtml(pageUrl).then(
          (html) => (html === null ? null : pageBlocks(html)),
          () => null,
        ),
      );
    const blocks = await parsedPages.get(pageUrl);
    return blocks ? markedExcerpt(sectionText(blocks, anchor), matchedTerms) : "";
  };

  const toHit = async ({ sections }: LoadedIndex, result: Found): Promise<SearchHit> => {
    const [url, heading, pageTitle, section, parents] = sections[result.id as number];
    return { url, heading, pageTitle, section, parents: parents === "" ? [] : parents.split(" › "), excerpt: await excerptFor(url, result.terms) };
  };

  return {
    async search(query) {
      const index = await load();
      // Every word should match (a hyphenated name as one word, then word by word; an index saved
      // before names were kept has no hyphenated words); when no section has them all, the
      // sections with most of them.
      const hasHyphenatedName = index.names !== undefined && tokenizeQueryNames(query).some((word) => word.includes("-"));
      let results: Found[] = hasHyphenatedName
        ? index.miniSearch.search(query, { ...OFFLINE_SEARCH_OPTIONS, tokenize: tokenizeQueryNames, combineWith: "AND" })
        : [];
      if (results.length === 0) results = index.miniSearch.search(query, { ...OFFLINE_SEARCH_OPTIONS, combineWith: "AND" });
      if (results.length === 0) results = index.miniSearch.search(query, { ...OFFLINE_SEARCH_OPTIONS, combineWith: "OR" });
      // As online (src/lib/search/localSearch.ts): the sections documenting the query as a name first.
      const name = queryName(query);
      if (name !== null && index.names) {
        const terms = tokenize(query).flatMap((term) => indexTerm(term) ?? []);
        const named = NAME_KINDS.map((kind) => (index.names?.[kind]?.[name] ?? []).map((id) => ({ id, terms })));
        results = orderByNames(results, named, (result) => String(result.id));
      }
      const hits = await Promise.all(results.slice(0, SEARCH_RESULTS_LIMIT).map((result) => toHit(index, result)));
      return { hits, correctedQuery: null, provider: "offline" };
    },

    async closestPages(query) {
      const index = await load();
      const pages = new Map<string, SearchHit>();
      for (const result of index.miniSearch.search(query, { ...OFFLINE_SEARCH_OPTIONS, combineWith: "OR", fuzzy: 0.3 })) {
        const [url, , pageTitle, section] = index.sections[result.id as number];
        const pageUrl = url.split("#")[0];
        if (!pages.has(pageUrl)) pages.set(pageUrl, { url: pageUrl, heading: pageTitle, pageTitle, section, parents: [], excerpt: "" });
        if (pages.size >= CLOSEST_PAGES_LIMIT) break;
      }
      return [...pages.values()];
    },
  };
}

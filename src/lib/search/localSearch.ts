/**
 * The default search: the Pagefind index the build writes into /pagefind/, queried in the browser.
 * Pagefind loads its index in fragments, so a query downloads only the parts it needs; the
 * service worker keeps a copy of them for offline reading. Misspelt words are corrected against
 * the documentation's vocabulary first.
 */
import { SEARCH_INDEX_DIRECTORY, SEARCH_RESULTS_LIMIT, SEARCH_VOCABULARY_FILE } from "../../constants";
import { correctQuery, createVocabulary, queryWords, type Vocabulary } from "./spelling";
import { dropLeadingSentences } from "./excerpt";
import { NAME_KINDS, PRECEDENCE_SORT, orderByNames, pagefindQuery, queryName } from "./sectionNames";
import type { SearchHit, SearchOutcome, SearchProvider } from "./types";

interface PagefindData {
  url: string;
  excerpt: string;
  /** The record's whole text. */
  content?: string;
  meta: Record<string, string | undefined>;
}

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

/** The part of Pagefind's browser API the site uses (pagefind.js ships without types). */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  /** A null query with filters finds every section that has those filter values, in the order of the sort. */
  search(
    query: string | null,
    options?: { filters?: Record<string, string>; sort?: Record<string, "asc" | "desc"> },
  ): Promise<{ results: PagefindResult[] } | null>;
}

/** Words around a match in an excerpt; long enough to read the match in its sentence. */
const EXCERPT_LENGTH_WORDS = 24;
const PAGEFIND_TERM_SIMILARITY = 5;
/** Below this many hits for the query as typed, the query is spell-checked and tried again. */
const FEW_RESULTS = 3;

export function toSearchHit({ url, excerpt, meta }: PagefindData): SearchHit {
  const heading = meta.title ?? "";
  const pageTitle = meta.page ?? heading;
  return {
    url,
    pageTitle,
    section: meta.section ?? "",
    heading,
    parents: meta.parents ? meta.parents.split(" › ") : [],
    // The indexed document starts with the heading and the page title (src/node/search/localIndex.ts),
    // which the result shows on lines of their own.
    excerpt: dropLeadingSentences(excerpt, heading === pageTitle ? [heading] : [heading, pageTitle]),
  };
}

async function importPagefind(): Promise<Pagefind> {
  // A file of the built site, not a module of the bundle: webpack must leave this import alone.
  const pagefind = (await import(/* webpackIgnore: true */ `/${SEARCH_INDEX_DIRECTORY}/pagefind.js`)) as Pagefind;
  // On the main thread: a query takes a few milliseconds, and a worker would be one more download.
  // termSimilarity: a word typed whole ("chunk") should rank its exact matches above longer words
  // it begins ("chunkLoadingGlobal"); 5 measured best over the query set of the search tests.
  await pagefind.options({ excerptLength: EXCERPT_LENGTH_WORDS, noWorker: true, ranking: { termSimilarity: PAGEFIND_TERM_SIMILARITY } });
  return pagefind;
}

async function fetchVocabulary(): Promise<Vocabulary | null> {
  try {
    const response = await fetch(`/${SEARCH_VOCABULARY_FILE}`);
    return response.ok ? createVocabulary((await response.json()) as string[]) : null;
  } catch {
    // Without it the query is searched as typed.
    return null;
  }
}

export function createLocalSearch(
  loadPagefind: () => Promise<Pagefind> = importPagefind,
  loadVocabulary = fetchVocabulary,
): SearchProvider & {
  closestPages(query: string): Promise<SearchHit[]>;
} {
  let pagefind: Promise<Pagefind> | null = null;
  let vocabulary: Promise<Vocabulary | null> | null = null;
  const load = (): Promise<Pagefind> =>
    // A failed load is retried by the next query, e.g. once the reader is back online.
    (pagefind ??= loadPagefind().catch((error: unknown) => {
      pagefind = null;
      throw error;
    }));
  const loadWords = (): Promise<Vocabulary | null> => (vocabulary ??= loadVocabulary());

  /**
   * Pagefind's results, with the sections that document the query as a name first
   * (src/lib/search/sectionNames.ts). Which sections those are, Pagefind tells from the name
   * filters of the index (src/node/search/localIndex.ts), sorted by precedence: a look-up per
   * kind of name, without loading any result's data beyond the ones shown.
   */
  const rankedResults = async (engine: Pagefind, query: string): Promise<PagefindResult[]> => {
    const name = queryName(query);
    const [response, ...named] = await Promise.all([
      engine.search(pagefindQuery(query)),
      ...(name === null ? [] : NAME_KINDS.map((kind) => engine.search(null, { filters: { [kind]: name }, sort: { [PRECEDENCE_SORT]: "desc" } }))),
    ]);
    const ranked = response?.results ?? [];
    return name === null
      ? ranked
      : orderByNames(
          ranked,
          named.map((kind) => kind?.results ?? []),
          (result) => result.id,
        );
  };

  const resultsFor = async (engine: Pagefind, query: string, limit: number): Promise<{ hits: SearchHit[]; texts: string[] }> => {
    const data = await Promise.all((await rankedResults(engine, query)).slice(0, limit).map((result) => result.data()));
    return { hits: data.map(toSearchHit), texts: data.map(({ content, meta }) => `${meta.title ?? ""} ${meta.page ?? ""} ${content ?? ""}`.toLowerCase()) };
  };
  const hitsFor = async (engine: Pagefind, query: string, limit: number): Promise<SearchHit[]> => (await resultsFor(engine, query, limit)).hits;

  return {
    async search(query) {
      const engine = await load();
      const asTyped = await resultsFor(engine, query, SEARCH_RESULTS_LIMIT);
      // A word that none of the results contains was probably mistyped (Pagefind leaves out words
      // it does not know). Only then is the vocabulary fetched, so well-typed queries never pay for it.
      const unmatched = queryWords(query).filter((word) => word.length >= 4 && !asTyped.texts.some((text) => text.includes(word)));
      const asTypedOutcome = { hits: asTyped.hits, correctedQuery: null, provider: "local" } satisfies SearchOutcome;
      if (asTyped.hits.length >= FEW_RESULTS && unmatched.length === 0) return asTypedOutcome;
      const words = await loadWords();
      const correctedQuery = words ? correctQuery(query, words) : null;
      if (correctedQuery === null) return asTypedOutcome;
      const hits = await hitsFor(engine, correctedQuery, SEARCH_RESULTS_LIMIT);
      return hits.length > 0 ? ({ hits, correctedQuery, provider: "local" } satisfies SearchOutcome) : asTypedOutcome;
    },

    /** For a query nothing matched: the pages that match any of its words, or the words' beginnings. */
    async closestPages(query) {
      const engine = await load();
      const candidates = queryWords(query).flatMap((word) => (word.length > 4 ? [word, word.slice(0, 4)] : [word]));
      const pages = new Map<string, SearchHit>();
      for (const candidate of candidates) {
        for (const hit of await hitsFor(engine, candidate, SEARCH_RESULTS_LIMIT)) {
          const pageUrl = hit.url.split("#")[0];
          if (!pages.has(pageUrl)) pages.set(pageUrl, { ...hit, url: pageUrl, heading: hit.pageTitle, parents: [] });
        }
        if (pages.size >= 5) break;
      }
      return [...pages.values()].slice(0, 5);
    },
  };
}

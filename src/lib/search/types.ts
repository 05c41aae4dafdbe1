/** What every search provider returns, whatever it asked: a hit lands on a heading of a page. */
export interface SearchHit {
  /** Page url with the heading's #anchor; the page url alone for its opening section. */
  url: string;
  pageTitle: string;
  /** The site section: "Configuration", "Guides". */
  section: string;
  heading: string;
  /** The headings above this one on its page, outermost first. */
  parents: string[];
  /** Plain text in which the matched words are wrapped in <mark>...</mark>; nothing else is markup. */
  excerpt: string;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** The query actually searched when misspelt words were corrected, else null. */
  correctedQuery: string | null;
  /** "offline" is the offline copy's index, used when the local index cannot be reached. */
  provider: "local" | "algolia" | "offline";
}

export interface SearchProvider {
  search(query: string): Promise<SearchOutcome>;
}

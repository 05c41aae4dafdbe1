/**
 * The offline search index: MiniSearch over the same section records as the online index. It
 * keeps which words each section holds and how often, not where (Pagefind also stores every
 * word's positions and each section's text, which is what makes its index three times larger),
 * so it fits the offline copy. The build writes it and the browser reads it with these same
 * options; they must agree, or loaded terms would not match typed ones.
 */
import type { AsPlainObject, Options } from "minisearch";
import { stemmer } from "stemmer";
import type { NameKind } from "./sectionNames";

/** What the browser needs to show a hit; the excerpt comes from the page data the copy also holds. */
export type OfflineSectionMeta = [url: string, heading: string, pageTitle: string, section: string, parents: string];

export interface OfflineIndexFile {
  sections: OfflineSectionMeta[];
  /** MiniSearch's own serialisation (`miniSearch.toJSON()`). */
  index: AsPlainObject;
  /**
   * The sections (by number) that document each name, per kind (src/lib/search/sectionNames.ts):
   * `{ option: { "output.publicpath": [812] } }`. Absent from an offline copy saved before names were kept.
   */
  names?: Record<NameKind, Record<string, number[]>>;
}

export interface OfflineIndexedSection {
  id: number;
  heading: string;
  pageTitle: string;
  description: string;
  text: string;
}

/**
 * Markup in a section that is chrome, not content: code block headers (title, Copy button) and
 * heading permalinks. Left out of the indexed text and of offline excerpts alike.
 */
export const SECTION_CHROME = ".code-block__header, .heading-anchor, svg";
/** The headings that start a section; gatsby-remark-autolink-headers gives these levels ids. */
export const SECTION_HEADING_TAGS = ["h2", "h3", "h4"];

const WORD_SEPARATOR = /[^\p{L}\p{N}_$]+/u;
const CAMEL_CASE_JOINT = /([a-z0-9])([A-Z])/g;

/** Words joined by hyphens ("eval-source-map", "style-loader") are one name, kept whole as well as split. */
const HYPHENATED = /^[\p{L}\p{N}_$]+(?:-[\p{L}\p{N}_$]+)+$/u;
const COMPOUND_SEPARATOR = /[^\p{L}\p{N}_$-]+/u;

/** A query's words as typed: an identifier is searched whole, so "HtmlWebpackPlugin" finds that plugin, not every plugin. */
export const tokenizeQuery = (text: string): string[] => text.split(WORD_SEPARATOR).filter((word) => word !== "");

/**
 * The same, with hyphenated names kept whole: "source-map-debugids" finds the sections that
 * name it, not every section about source maps. Tried first; a hyphenated name no section uses
 * ("eval-source-map-scopes") is then searched word by word (tokenizeQuery).
 */
export const tokenizeQueryNames = (text: string): string[] =>
  text
    .split(COMPOUND_SEPARATOR)
    .flatMap((token) => (HYPHENATED.test(token) ? [token] : token.split(WORD_SEPARATOR)))
    .filter((word) => word !== "");

/** An identifier whole, then its camelCase parts: "splitChunks" -> splitChunks, split, Chunks. */
export function withCamelCaseParts(token: string): string[] {
  if (token.toLowerCase() === token) return [token];
  const parts = token.replace(CAMEL_CASE_JOINT, "$1 $2").split(" ");
  return parts.length > 1 ? [token, ...parts] : [token];
}

/**
 * The indexed text's words: "splitChunks", "splitchunks" and "split chunks" must all find
 * optimization.splitChunks, so an identifier counts whole and by its camelCase parts.
 */
export function tokenize(text: string): string[] {
  return compounds(text).flatMap((compound) => compoundTokens(compound));
}

/** Text cut at spaces and punctuation other than hyphens: the pieces tokenize takes apart one by one. */
export const compounds = (text: string): string[] => text.split(COMPOUND_SEPARATOR);

/** The indexed words of one compound (text between spaces and punctuation other than hyphens). */
export function compoundTokens(compound: string): string[] {
  return [...(HYPHENATED.test(compound) ? [compound] : []), ...compound.split(WORD_SEPARATOR)].flatMap((token) =>
    token === "" ? [] : withCamelCaseParts(token),
  );
}

/**
 * Words in nearly every section tell sections apart no better than nothing, and listing every
 * section under each of them was a sixth of the index. Queries drop them too (MiniSearch applies
 * processTerm to both), so "how to split the chunks" still finds every section the other words
 * find. "not" stays: readers paste "Module not found".
 */
const STOP_WORDS = new Set(
  "a an and are as at be but by can for from has have if in into is it its of on or so such that the their then there these this to was will with you your which when".split(
    " ",
  ),
);

/**
 * A word as the index holds it: lowercased and stemmed, so "caching" finds "cache" and "writing
 * a plugin" finds "write plugins". Single digits count ("webpack 5"); other one-letter words do not.
 */
export function indexTerm(term: string): string | null {
  const word = term.toLowerCase();
  if ((word.length < 2 && !/^\d$/.test(word)) || STOP_WORDS.has(word)) return null;
  return stemmer(word);
}

export const OFFLINE_INDEX_OPTIONS: Options<OfflineIndexedSection> = {
  idField: "id",
  fields: ["heading", "pageTitle", "description", "text"],
  tokenize,
  processTerm: indexTerm,
};

/**
 * A heading says what its section is about; the page title and summary say it for every section
 * of the page. The weights mirror the online index's (src/node/search/localIndex.ts).
 */
export const OFFLINE_SEARCH_OPTIONS = {
  tokenize: tokenizeQuery,
  boost: { heading: 5, pageTitle: 1.5, description: 1.5, text: 1 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 0.3 : false),
} as const;

/**
 * Writes the offline search index (src/lib/search/offlineIndexOptions.ts): the one part of search
 * the offline copy holds. Pagefind's index stays the online search; this one answers when it
 * cannot be reached.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import type { SectionRecord } from "./sectionRecords";
import { sectionPrecedence } from "./sectionPrecedence";
import { OFFLINE_INDEX_OPTIONS, compoundTokens, compounds, type OfflineIndexFile, type OfflineIndexedSection } from "../../lib/search/offlineIndexOptions";
import { NAME_KINDS, namesByKind, type NameKind } from "../../lib/search/sectionNames";
import { OFFLINE_SEARCH_INDEX_FILE } from "../../constants";
import { buildCodeVersion } from "../compiledBuildCode";
import { BUILD_CACHE_DIRECTORY, readBuildCache, writeBuildCache } from "../buildCache";

/**
 * A pure function of a word, remembered per word: the records hold about 11,000 distinct words in
 * over 400,000 occurrences, and stemming every occurrence anew took ~2 s of the ~5 s spent
 * indexing. Being pure, it gives the same index bytes.
 */
function memoized<T>(compute: (word: string) => T): (word: string) => T {
  const results = new Map<string, T>();
  return (word) => {
    if (results.has(word)) return results.get(word) as T;
    const result = compute(word);
    results.set(word, result);
    return result;
  };
}

/**
 * The browser's tokenize, with each compound's words remembered: cutting the same identifiers and
 * words apart again and again was a quarter of indexing. Same tokens, in the same order.
 */
function tokenizeRemembering(): (text: string) => string[] {
  const tokensOf = memoized(compoundTokens);
  return (text) => {
    const tokens: string[] = [];
    for (const compound of compounds(text)) for (const token of tokensOf(compound)) tokens.push(token);
    return tokens;
  };
}

export function offlineSearchIndex(records: readonly SectionRecord[]): OfflineIndexFile {
  const processTerm = memoized(OFFLINE_INDEX_OPTIONS.processTerm as (term: string) => string | null);
  const miniSearch = new MiniSearch<OfflineIndexedSection>({ ...OFFLINE_INDEX_OPTIONS, tokenize: tokenizeRemembering(), processTerm });
  miniSearch.addAll(
    records.map((record, id) => ({
      id,
      heading: record.heading,
      pageTitle: record.pageTitle,
      description: record.description ?? "",
      text: record.text,
    })),
  );
  return {
    sections: records.map((record) => [record.url, record.heading, record.pageTitle, record.section, record.parentHeadings.join(" › ")]),
    index: miniSearch.toJSON(),
    names: sectionsByName(records),
  };
}

/**
 * The sections (by number) that document each name, per kind (src/lib/search/sectionNames.ts),
 * in order of precedence (sectionPrecedence), as the online index sorts them.
 */
export function sectionsByName(records: readonly SectionRecord[]): NonNullable<OfflineIndexFile["names"]> {
  const names = Object.fromEntries(NAME_KINDS.map((kind) => [kind, {}])) as NonNullable<OfflineIndexFile["names"]>;
  const precedence = sectionPrecedence(records);
  const order = records.map((_record, id) => id).sort((a, b) => precedence[b] - precedence[a]);
  for (const id of order) {
    for (const [kind, keys] of Object.entries(namesByKind(records[id].names, records[id].pageUrl)) as [NameKind, string[]][])
      for (const key of keys) (names[kind][key] ??= []).push(id);
  }
  return names;
}

/** What the offline index in public/ was built from, and its hash. */
const OFFLINE_INDEX_STAMP_FILE = path.join(BUILD_CACHE_DIRECTORY, "offline-search-index.json");

const sha256 = (text: string | Buffer): string => createHash("sha256").update(text).digest("hex");

/**
 * Writes the offline index, unless the one in public/ was built from the same records by the same
 * code: indexing every section takes about 2 s of the search worker, on every build, and a build
 * that changed no page would write the same bytes. Returns its size in bytes.
 */
export function writeOfflineSearchIndex(
  records: readonly SectionRecord[],
  publicDirectory: string,
  stampFile: string = OFFLINE_INDEX_STAMP_FILE,
  // With the packages the index is made with, which the compiled bundle leaves out: MiniSearch, and
  // the stemmer its terms come from (the browser stems queries with the version it was bundled
  // with, so an upgraded stemmer needs the index made again).
  version: string = buildCodeVersion(["minisearch", "stemmer"]),
): number {
  const target = path.join(publicDirectory, OFFLINE_SEARCH_INDEX_FILE);
  // What the index is made from; the value kept under it is the hash of the file written.
  const input = `${version} ${sha256(JSON.stringify(records))}`;
  const writtenHash = readBuildCache<string>(stampFile, input);
  if (writtenHash !== undefined && fs.existsSync(target)) {
    const existing = fs.readFileSync(target);
    if (sha256(existing) === writtenHash) return existing.length;
  }
  const text = JSON.stringify(offlineSearchIndex(records));
  fs.writeFileSync(target, text);
  writeBuildCache(stampFile, input, sha256(text));
  return Buffer.byteLength(text);
}

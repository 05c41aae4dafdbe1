/**
 * The local search index, written into public/ at build time: Pagefind's fragmented index (the
 * browser loads only the parts a query needs) and a vocabulary the browser corrects misspelt
 * query words against. No network and no keys are involved at any point.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";
import type { SectionRecord } from "./sectionRecords";
import { withCamelCaseParts } from "../../lib/search/offlineIndexOptions";
import { SEARCH_INDEX_DIRECTORY, SEARCH_VOCABULARY_FILE } from "../../constants";

/**
 * Headings weigh more than body text, and the page title a little in every section, so that
 * "banner raw" finds BannerPlugin's `raw` option. Code is indexed (readers search for names
 * they saw in examples) but weighs less than prose.
 */
const HEADING_WEIGHT = 10;
const OPENING_HEADING_WEIGHT = 12;
const PAGE_TITLE_WEIGHT = 2;
/** A page's summary is written in the words readers ask with ("load a module only when it is needed"). */
const DESCRIPTION_WEIGHT = 4;
const CODE_WEIGHT = 0.5;
const VOCABULARY_MINIMUM_COUNT = 3;

/** The documents the index is built from, as `scripts/write-pagefind-index.mjs` reads them. */
export const PAGEFIND_DOCUMENTS_FILE = path.resolve("deploy", "search", "pagefind-documents.json");

/** Pagefind also writes its ready-made UIs and a wasm for undetected languages; the site uses neither. */
const UNUSED_OUTPUT = /^(pagefind-(component-|modular-)?ui\.(js|css)|pagefind-highlight\.js|wasm\.unknown\.pagefind)$/;

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One record as the HTML document Pagefind indexes; its url is the record's own. */
export function recordDocument(record: SectionRecord): string {
  const $ = cheerio.load(record.html, null, false);
  $("pre").attr("data-pagefind-weight", String(CODE_WEIGHT));
  const meta = (name: string, value: string): string => `<span data-pagefind-meta="${name}" data-pagefind-ignore>${escapeHtml(value)}</span>`;
  const isOpening = record.level === 1;
  return [
    '<!doctype html><html lang="en"><body><main data-pagefind-body>',
    `<h1 data-pagefind-weight="${isOpening ? OPENING_HEADING_WEIGHT : HEADING_WEIGHT}">${escapeHtml(record.heading)}</h1>`,
    isOpening ? "" : `<p data-pagefind-weight="${PAGE_TITLE_WEIGHT}">${escapeHtml(record.pageTitle)}</p>`,
    record.description ? `<p data-pagefind-weight="${DESCRIPTION_WEIGHT}">${escapeHtml(record.description)}</p>` : "",
    meta("title", record.heading),
    meta("page", record.pageTitle),
    meta("section", record.section),
    record.parentHeadings.length > 0 ? meta("parents", record.parentHeadings.join(" › ")) : "",
    $.html(),
    "</main></body></html>",
  ].join("");
}

/**
 * Words as the browser's spelling correction sees them (src/lib/search/spelling.ts): letters and
 * digits, lowercased; an identifier counts whole and by its camelCase parts, since readers type
 * "splitChunks", "splitchunks" and "split chunks".
 */
export function words(text: string): string[] {
  const tokens = text.match(/[A-Za-z0-9]+/g) ?? [];
  return tokens
    .flatMap(withCamelCaseParts)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3 && word.length <= 30 && !/^\d+$/.test(word));
}

/**
 * Every word of the headings, and every word used at least three times in the text, most frequent
 * first: a misspelt query word is replaced by the closest of these, preferring common words.
 * Vocabulary grows far slower than content, so this file stays small as pages are added; rarer
 * words are mostly typos quoted in error messages ("outptu") and one-off names, and the file is
 * part of every first query's download.
 */
export function searchVocabulary(records: readonly SectionRecord[]): string[] {
  const counts = new Map<string, number>();
  const headingWords = new Set<string>();
  for (const record of records) {
    for (const word of words(`${record.heading} ${record.pageTitle}`)) headingWords.add(word);
    for (const word of words(`${record.heading} ${record.pageTitle} ${record.text}`)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .filter(([word, count]) => count >= VOCABULARY_MINIMUM_COUNT || headingWords.has(word))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
}

/**
 * Writes the local index. Pagefind runs as a child process, so the build goes on with its other
 * steps meanwhile (on two cores this hides most of its time); the promise settles when the index
 * is complete, and rejects with Pagefind's own message.
 */
export function writeLocalSearchIndex(
  records: readonly SectionRecord[],
  publicDirectory: string,
  // The records' documents, when the caller already has them (src/node/search/pageCache.ts).
  documents: readonly string[] = records.map(recordDocument),
): Promise<{ files: number; bytes: number }> {
  const outputPath = path.join(publicDirectory, SEARCH_INDEX_DIRECTORY);
  // A stale fragment from the previous build would be served to no one but still be precached.
  fs.rmSync(outputPath, { recursive: true, force: true });
  // Kept beside the Algolia records: `npm run bench` indexes them again, doubled, to measure growth.
  fs.mkdirSync(path.dirname(PAGEFIND_DOCUMENTS_FILE), { recursive: true });
  fs.writeFileSync(PAGEFIND_DOCUMENTS_FILE, JSON.stringify(records.map((record, index) => ({ url: record.url, content: documents[index] }))));
  fs.writeFileSync(path.join(publicDirectory, SEARCH_VOCABULARY_FILE), JSON.stringify(searchVocabulary(records)));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.resolve("scripts/write-pagefind-index.mjs"), PAGEFIND_DOCUMENTS_FILE, outputPath], (error, _stdout, stderr) => {
      if (error) {
        reject(new Error(`Could not write the search index: ${String(stderr || error.message).trim()}`));
        return;
      }
      for (const name of fs.readdirSync(outputPath)) if (UNUSED_OUTPUT.test(name)) fs.rmSync(path.join(outputPath, name));
      const files = fs.readdirSync(outputPath, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      resolve({ files: files.length, bytes: files.reduce((total, entry) => total + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0) });
    });
  });
}

/**
 * The local search index, written into public/ at build time: Pagefind's fragmented index (the
 * browser loads only the parts a query needs) and a vocabulary the browser corrects misspelt
 * query words against. No network and no keys are involved at any point.
 */
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SectionRecord } from "./sectionRecords";
import { sectionPrecedence } from "./sectionPrecedence";
import { withCamelCaseParts } from "../../lib/search/offlineIndexOptions";
import { PRECEDENCE_SORT, namesByKind, type NameKind } from "../../lib/search/sectionNames";
import { SEARCH_INDEX_DIRECTORY, SEARCH_VOCABULARY_FILE } from "../../constants";
import { readBuildCache, writeBuildCache } from "../buildCache";

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

/**
 * The names a section documents (src/lib/search/sectionNames.ts), as Pagefind filters, one per
 * kind: a query that is a name asks Pagefind which sections have it among their names, exactly
 * (filters match whole values, where words match by their beginning: "cache" also finds
 * "cacheGroups"), and ranks those first (src/lib/search/localSearch.ts).
 */
export const nameFilters = (record: SectionRecord): Record<NameKind, string[]> => namesByKind(record.names, record.pageUrl);

/**
 * A comment, or a start tag with its attributes (name 1, attributes 2, "/" 3). A record's HTML is
 * written by cheerio's serialiser (src/node/search/sectionRecords.ts), which always double-quotes
 * attribute values, so a value can hold ">" but never a double quote.
 */
const COMMENT_OR_START_TAG = /<!--[\s\S]*?-->|<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g;

/**
 * The section's HTML with code weighted down: each `<pre>` start tag gets Pagefind's weight
 * attribute, last, where cheerio's `attr()` put it. Done on the markup rather than on the section
 * parsed again, which took 0.7 s of a cold build for the same bytes (compared over every section).
 */
export function withCodeWeight(html: string): string {
  return html.replace(COMMENT_OR_START_TAG, (markup, name: string | undefined, attributes: string, selfClosing: string) =>
    name?.toLowerCase() === "pre" ? `<pre${attributes} data-pagefind-weight="${CODE_WEIGHT}"${selfClosing}>` : markup,
  );
}

/** One record as the HTML document Pagefind indexes; its url is the record's own. */
export function recordDocument(record: SectionRecord): string {
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
    ...Object.entries(nameFilters(record)).flatMap(([kind, names]) => names.map((name) => `<span data-pagefind-filter="${kind}:${escapeHtml(name)}"></span>`)),
    withCodeWeight(record.html),
    "</main></body></html>",
  ].join("");
}

/**
 * The documents of the sections that document names, with their precedence (sectionPrecedence)
 * as a Pagefind sort, by which the sections documenting a name are ordered
 * (src/lib/search/localSearch.ts); only they are ever sorted. Added when the index is written:
 * precedence depends on every page, a document otherwise on its own page only (its page cache
 * entry, src/node/search/pageCache.ts, stays valid when another page changes).
 */
export function withPrecedence(records: readonly SectionRecord[], documents: readonly string[]): string[] {
  const precedence = sectionPrecedence(records);
  return documents.map((document, index) =>
    Object.values(nameFilters(records[index])).some((names) => names.length > 0)
      ? document.replace(/<\/main><\/body><\/html>$/, `<span data-pagefind-sort="${PRECEDENCE_SORT}:${precedence[index]}"></span>$&`)
      : document,
  );
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
  {
    // The records' documents, when the caller already has them (src/node/search/pageCache.ts).
    documents = records.map(recordDocument),
    // Where the documents handed to Pagefind, and the stamp of what the index was built from, are kept.
    documentsFile = PAGEFIND_DOCUMENTS_FILE,
  }: { documents?: readonly string[]; documentsFile?: string } = {},
): Promise<{ files: number; bytes: number }> {
  const stampFile = path.join(path.dirname(documentsFile), PAGEFIND_STAMP_NAME);
  const indexed = withPrecedence(records, documents);
  const outputPath = path.join(publicDirectory, SEARCH_INDEX_DIRECTORY);
  const documentsJson = JSON.stringify(records.map((record, index) => ({ url: record.url, content: indexed[index] })));
  const writeVocabulary = (): void => fs.writeFileSync(path.join(publicDirectory, SEARCH_VOCABULARY_FILE), JSON.stringify(searchVocabulary(records)));
  // Pagefind rebuilds the whole index every time (2 to 5 s here): skip it when the documents are
  // the ones the index in public/ was built from, by this Pagefind.
  const stamp = indexStamp(documentsJson);
  if (fs.existsSync(path.join(outputPath, PAGEFIND_ENTRY)) && readBuildCache<boolean>(stampFile, stamp)) {
    writeVocabulary();
    return Promise.resolve(indexSize(outputPath));
  }
  // A stale fragment from the previous build would be served to no one but still be precached.
  fs.rmSync(outputPath, { recursive: true, force: true });
  fs.rmSync(stampFile, { force: true });
  // Kept beside the Algolia records: `npm run bench` indexes them again, doubled, to measure growth.
  fs.mkdirSync(path.dirname(documentsFile), { recursive: true });
  fs.writeFileSync(documentsFile, documentsJson);
  const written = new Promise<{ files: number; bytes: number }>((resolve, reject) => {
    execFile(process.execPath, [path.resolve("scripts/write-pagefind-index.mjs"), documentsFile, outputPath], (error, _stdout, stderr) => {
      if (error) {
        reject(new Error(`Could not write the search index: ${String(stderr || error.message).trim()}`));
        return;
      }
      for (const name of fs.readdirSync(outputPath)) if (UNUSED_OUTPUT.test(name)) fs.rmSync(path.join(outputPath, name));
      writeBuildCache(stampFile, stamp, true);
      resolve(indexSize(outputPath));
    });
  });
  written.catch(() => undefined);
  // After Pagefind has started (execFile starts it at once): it is the last output of an edit's
  // rebuild, and the vocabulary (a few hundred milliseconds) need not hold it up.
  writeVocabulary();
  return written;
}

/** Written last by Pagefind: an index without it is incomplete. */
const PAGEFIND_ENTRY = "pagefind-entry.json";
/** What the index in public/ was built from, beside the documents (deploy/ is not published). */
const PAGEFIND_STAMP_NAME = "pagefind-index.stamp";

function indexStamp(documentsJson: string): string {
  // The copy scripts/write-pagefind-index.mjs imports (pagefind's exports hide its package.json from require).
  const pagefindPackage = readIfExists(path.resolve("node_modules", "pagefind", "package.json"));
  const pagefindVersion = pagefindPackage ? (JSON.parse(pagefindPackage) as { version: string }).version : "unknown";
  return `pagefind ${pagefindVersion} ${crypto.createHash("sha256").update(documentsJson).digest("hex")}`;
}

const readIfExists = (file: string): string | null => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);

function indexSize(outputPath: string): { files: number; bytes: number } {
  const files = fs.readdirSync(outputPath, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return { files: files.length, bytes: files.reduce((total, entry) => total + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0) };
}

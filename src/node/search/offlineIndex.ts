/**
 * Writes the offline search index (src/lib/search/offlineIndexOptions.ts): the one part of search
 * the offline copy holds. Pagefind's index stays the online search; this one answers when it
 * cannot be reached.
 */
import fs from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import type { SectionRecord } from "./sectionRecords";
import { OFFLINE_INDEX_OPTIONS, type OfflineIndexFile, type OfflineIndexedSection } from "../../lib/search/offlineIndexOptions";
import { OFFLINE_SEARCH_INDEX_FILE } from "../../constants";

export function offlineSearchIndex(records: readonly SectionRecord[]): OfflineIndexFile {
  const miniSearch = new MiniSearch<OfflineIndexedSection>(OFFLINE_INDEX_OPTIONS);
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
  };
}

export function writeOfflineSearchIndex(records: readonly SectionRecord[], publicDirectory: string): number {
  const text = JSON.stringify(offlineSearchIndex(records));
  fs.writeFileSync(path.join(publicDirectory, OFFLINE_SEARCH_INDEX_FILE), text);
  return Buffer.byteLength(text);
}

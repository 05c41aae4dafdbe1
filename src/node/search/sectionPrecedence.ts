/**
 * Which of the sections documenting the same name comes first (src/lib/search/sectionNames.ts):
 * the one the rest of the documentation links to most. Both indexes order by it
 * (src/node/search/localIndex.ts, src/node/search/offlineIndex.ts).
 */
import type { SectionRecord } from "./sectionRecords";

const LINK_BASE = "https://docs.invalid";

/** How many links of the documentation lead to each section (by url), from sections other than itself. */
export function linkCounts(records: readonly SectionRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records) {
    for (const [, href] of record.html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      let target: URL;
      try {
        target = new URL(href.replace(/&amp;/g, "&"), `${LINK_BASE}${record.pageUrl}`);
      } catch {
        continue;
      }
      const url = `${target.pathname}${target.hash}`;
      if (target.origin !== LINK_BASE || url === record.url) continue;
      counts.set(url, (counts.get(url) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Each section's precedence among sections documenting the same name (`publicPath`): the one the
 * rest of the documentation links to most is the main one (output.publicPath, linked from 27
 * places, before stats.publicPath); between equally linked ones, the records' order decides, so
 * that both indexes order them alike. Higher comes first; every number is distinct.
 */
export function sectionPrecedence(records: readonly SectionRecord[]): number[] {
  const links = linkCounts(records);
  return records.map((record, index) => (links.get(record.url) ?? 0) * records.length + (records.length - 1 - index));
}

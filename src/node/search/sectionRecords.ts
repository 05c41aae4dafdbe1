/**
 * Search records: one per heading section of every documentation page, so a hit lands on the
 * heading that matched rather than on the top of a long page. The local index (Pagefind) and
 * Algolia are both fed these same records.
 */
import type * as cheerio from "cheerio";
import { loadCheerio, SEARCH_HTML_OPTIONS } from "./loadCheerio";

import { SECTION_CHROME as CHROME, SECTION_HEADING_TAGS } from "../../lib/search/offlineIndexOptions";
import { escapeText } from "../../lib/search/excerpt";
import { headingNames, quotedValue, type SectionNames } from "../../lib/search/sectionNames";

/** Headings that start a new record. */
const SECTION_HEADINGS = new Set(SECTION_HEADING_TAGS);
/** Algolia rejects records over 10 KB on small plans; long sections are cut for it, never for the local index. */
export const ALGOLIA_TEXT_LIMIT_CHARS = 8000;

export interface SearchPage {
  url: string;
  title: string;
  /** The site section the page belongs to, as readers know it: "Configuration", "Guides". */
  section: string;
  description: string | null;
  html: string;
}

export interface SectionRecord {
  /** Unique: the url with its anchor. Used as Algolia's objectID. */
  id: string;
  /** Where a hit sends the reader: the page url plus "#anchor" for every section but the first. */
  url: string;
  pageUrl: string;
  pageTitle: string;
  section: string;
  /** The section's heading; the page title for the text before the first heading. */
  heading: string;
  /** The headings above this one on the page, outermost first ("Options" for an option under it). */
  parentHeadings: string[];
  /** 1 for the page's opening section, else the heading level. */
  level: number;
  /** The section's content as HTML, without its heading and without chrome. */
  html: string;
  /** The same as plain text, whitespace collapsed. */
  text: string;
  /** The page's one-sentence summary, on its opening section only: it says what the page answers. */
  description: string | null;
  /** What the section documents by name: its heading's option or hook, the values its tables list. */
  names: SectionNames;
}

type ContentNode = ReturnType<ReturnType<cheerio.CheerioAPI["root"]>["contents"]>[number];

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

/**
 * The values a section's tables list: a table whose rows each start with a quoted value
 * (`'eval-source-map'`, `'none'` (or `false`)) is a table of an option's values.
 */
function tableValues($: cheerio.CheerioAPI, nodes: ContentNode[]): string[] {
  const values: string[] = [];
  const tables = $(nodes).filter("table").add($(nodes).find("table"));
  // Every row: a header row has no td, and htmlparser2, unlike a browser, adds no tbody to a table written without one.
  tables.find("tr").each((_index, row) => {
    const first = $(row).children("td").first().contents().first();
    const value = first.is("code") ? quotedValue(first.text()) : null;
    if (value !== null) values.push(value);
  });
  return [...new Set(values)];
}

export function sectionRecords(page: SearchPage): SectionRecord[] {
  const $ = loadCheerio().load(page.html, SEARCH_HTML_OPTIONS, false);
  $(CHROME).remove();
  const records: SectionRecord[] = [];
  const openHeadings: { level: number; text: string }[] = [];
  let current = { anchor: "", heading: page.title, level: 1, parents: [] as string[], nodes: [] as ContentNode[], names: [] as string[] };

  const flush = (): void => {
    let html = current.nodes.map((node) => $.html(node)).join("");
    // The nodes' own text, not that of their HTML parsed again: the same words, without a second parse per section.
    let text = collapse($(current.nodes).text());
    if (text === "" && current.level !== 1) return;
    // The opening section always exists, so that a page can be found by its title; a page that
    // starts with a heading is described by its description instead.
    const describedByDescription = text === "" && page.description !== null;
    if (describedByDescription) {
      text = page.description!;
      html = `<p>${escapeText(page.description!)}</p>`;
    }
    const url = current.anchor ? `${page.url}#${current.anchor}` : page.url;
    records.push({
      id: url,
      url,
      pageUrl: page.url,
      pageTitle: page.title,
      section: page.section,
      heading: current.heading,
      parentHeadings: current.parents,
      level: current.level,
      html,
      text,
      description: current.level === 1 && !describedByDescription ? page.description : null,
      names: { names: current.names, listed: tableValues($, current.nodes) },
    });
  };

  for (const node of $.root().contents().toArray()) {
    const tag = node.type === "tag" ? node.tagName.toLowerCase() : "";
    if (SECTION_HEADINGS.has(tag) && $(node).attr("id")) {
      flush();
      const level = Number(tag.slice(1));
      while (openHeadings.length > 0 && openHeadings[openHeadings.length - 1].level >= level) openHeadings.pop();
      const heading = collapse($(node).text());
      const codeSpans = $(node)
        .find("code")
        .toArray()
        .map((code) => collapse($(code).text()));
      current = {
        anchor: $(node).attr("id") ?? "",
        heading,
        level,
        parents: openHeadings.map((open) => open.text),
        nodes: [],
        names: headingNames(heading, codeSpans),
      };
      openHeadings.push({ level, text: heading });
    } else {
      current.nodes.push(node);
    }
  }
  flush();
  return records;
}

/** A record as Algolia stores it: plain text only, cut to fit the plan's record size. */
export function algoliaRecord(record: SectionRecord): Omit<SectionRecord, "html" | "id" | "names"> & { objectID: string } {
  // Names are a field of the local indexes; Algolia ranks by its own settings.
  const { html: _html, id, names: _names, ...rest } = record;
  return { ...rest, objectID: id, text: record.text.slice(0, ALGOLIA_TEXT_LIMIT_CHARS) };
}

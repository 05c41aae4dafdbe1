/**
 * After the pages are built: the search records of every documentation page, written as the local
 * index (public/pagefind/, public/search-vocabulary.json), the offline copy's index and as the list `npm run
 * search:algolia` pushes (deploy/search/records.json), plus the machine-readable docs. One query
 * serves all of them, so they always describe the same pages.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { sectionRecords, algoliaRecord } from "./sectionRecords";
import { recordDocument, writeLocalSearchIndex } from "./localIndex";
import { withPageCache } from "./pageCache";
import { writeOfflineSearchIndex } from "./offlineIndex";
import { writeMachineReadableDocs, type DocumentedPage } from "../machineReadable";
import { headerLinks } from "../../lib/navigation";

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

export const ALGOLIA_RECORDS_FILE = path.join("deploy", "search", "records.json");

/** Section folders in the order the header's Documentation menu lists them, then the rest of the header. */
const sectionOrder = headerLinks.flatMap((link) => [...link.children.map((child) => child.url), link.url]).map((url) => url.split("/")[1]);

export interface SearchPage extends DocumentedPage {
  html: string;
}

/** Everything the search outputs are made from: plain data, so it can be sent to a worker thread. */
export interface SearchInput {
  pages: SearchPage[];
  siteDescription: string;
  publicDirectory: string;
}

export interface SearchSummary {
  records: number;
  pages: number;
  /** Pages cut into sections anew; the others came from src/node/search/pageCache.ts. */
  recut: number;
  offlineIndexBytes: number;
  /** Milliseconds each step took, in order, for the build log: where a slow rebuild's time went. */
  steps: [string, number][];
}

export interface LocalIndexSummary {
  files: number;
  bytes: number;
}

/** Reads the pages from Gatsby's data. Returns null (after reporting why) when the query fails. */
export async function readSearchInput({ graphql, reporter }: PostBuildArgs, publicDirectory: string): Promise<SearchInput | null> {
  const result = await graphql<Queries.SearchPagesQuery>(`
    query SearchPages {
      site {
        siteMetadata {
          description
        }
      }
      # In a fixed order: the offline index numbers the sections in this order, and must be the
      # same bytes when the content is (else every deploy re-sends it to every offline reader).
      allMarkdownRemark(sort: { fields: { url: ASC } }) {
        nodes {
          html
          fields {
            url
            section
            file
            isIndex
          }
          frontmatter {
            title
            description
            sort
            group
            date(formatString: "YYYY-MM-DD")
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages for the search index.", result.errors);
    return null;
  }
  const pages = result.data.allMarkdownRemark.nodes.map(({ html, fields, frontmatter }) => ({
    url: fields.url,
    section: fields.section,
    file: fields.file,
    isIndex: fields.isIndex,
    title: frontmatter.title,
    description: frontmatter.description ?? null,
    sort: frontmatter.sort,
    group: frontmatter.group ?? null,
    date: frontmatter.date ?? null,
    html: html ?? "",
  }));
  return { pages, siteDescription: result.data.site?.siteMetadata?.description ?? "", publicDirectory };
}

/**
 * Writes everything but the local index, which is still being written when this returns:
 * `localIndexWritten` settles when it is done (the post-build awaits it last).
 */
export function writeSearchOutputs({ pages, siteDescription, publicDirectory }: SearchInput): {
  summary: SearchSummary;
  localIndexWritten: Promise<LocalIndexSummary>;
} {
  const steps: [string, number][] = [];
  let stepStarted = performance.now();
  const stepDone = (name: string): void => {
    const now = performance.now();
    steps.push([name, Math.round(now - stepStarted)]);
    stepStarted = now;
  };
  const sectionTitles = new Map(pages.filter((page) => page.isIndex).map((page) => [page.section, page.title]));
  const {
    outputs,
    hits,
    save: savePageCache,
  } = withPageCache(
    pages.map((page) => ({
      url: page.url,
      title: page.title,
      description: page.description,
      html: page.html,
      section: sectionTitles.get(page.section) ?? "Documentation",
    })),
    (page) => {
      const pageRecords = sectionRecords(page);
      return { records: pageRecords, documents: pageRecords.map(recordDocument) };
    },
  );
  const records = outputs.flatMap((output) => output.records);
  stepDone("sections");

  const localIndexWritten = writeLocalSearchIndex(records, publicDirectory, { documents: outputs.flatMap((output) => output.documents) });
  // Awaited by the post-build; until then a failure must not count as unhandled.
  localIndexWritten.catch(() => undefined);
  stepDone("Pagefind started");
  // Pagefind, the longest of these outputs, is running by now: the cache is written while it works.
  savePageCache();
  stepDone("page cache");
  const offlineIndexBytes = writeOfflineSearchIndex(records, publicDirectory);
  stepDone("offline index");
  fs.mkdirSync(path.dirname(ALGOLIA_RECORDS_FILE), { recursive: true });
  fs.writeFileSync(ALGOLIA_RECORDS_FILE, JSON.stringify(records.map(algoliaRecord)));
  writeMachineReadableDocs(pages, sectionOrder, siteDescription, publicDirectory);
  stepDone("Algolia records and machine-readable docs");
  return { summary: { records: records.length, pages: pages.length, recut: pages.length - hits, offlineIndexBytes, steps }, localIndexWritten };
}

/**
 * Each markdown page's headings and HTML, for createPages (its link check, sidebars and content
 * index). Remembered per page and content for the life of the process: `gatsby develop` runs
 * createPages again after every edit, and asking Gatsby again for all 193 pages' headings and HTML
 * (from its cache) took ~100 ms of each edit; now only the edited page is asked for. A build asks
 * for every page once, as before.
 */
import type { CreatePagesArgs } from "gatsby";
import type { Anchor } from "./contentIndex";

export interface RenderedPage {
  anchors: readonly Anchor[];
  html: string;
}

export interface PageToRender {
  id: string;
  internal: { contentDigest: string };
}

const remembered = new Map<string, RenderedPage>();
const keyOf = (page: PageToRender): string => `${page.id} ${page.internal.contentDigest}`;

/** The headings and HTML of every page, by id; null (after reporting why) when a query fails. */
export async function renderedPages(
  pages: readonly PageToRender[],
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
): Promise<Map<string, RenderedPage> | null> {
  const ids = pages.filter((page) => !remembered.has(keyOf(page))).map((page) => page.id);
  if (ids.length > 0) {
    const anchorsResult = await graphql<Queries.CreatePagesAnchorsQuery, { ids: string[] }>(
      `
        query CreatePagesAnchors($ids: [String!]!) {
          allMarkdownRemark(filter: { id: { in: $ids } }) {
            nodes {
              id
              anchors {
                title
                id
                level
              }
            }
          }
        }
      `,
      { ids },
    );
    // The HTML in a query of its own, after the one above has parsed every file: asked for
    // together (Gatsby resolves both fields of every page at once, so all the pages' trees and
    // HTML are alive together), a cold createPages took 10 to 12 s instead of 7.
    const htmlResult = await graphql<Queries.CreatePagesHtmlQuery, { ids: string[] }>(
      `
        query CreatePagesHtml($ids: [String!]!) {
          allMarkdownRemark(filter: { id: { in: $ids } }) {
            nodes {
              id
              html
            }
          }
        }
      `,
      { ids },
    );
    if (anchorsResult.errors || !anchorsResult.data || htmlResult.errors || !htmlResult.data) {
      reporter.panicOnBuild("Could not render the markdown pages.", anchorsResult.errors ?? htmlResult.errors);
      return null;
    }
    const htmlById = new Map(htmlResult.data.allMarkdownRemark.nodes.map((node) => [node.id, node.html ?? ""]));
    const rendered = new Map(anchorsResult.data.allMarkdownRemark.nodes.map((node) => [node.id, { anchors: node.anchors, html: htmlById.get(node.id) ?? "" }]));
    for (const page of pages) {
      const fresh = rendered.get(page.id);
      if (fresh) remembered.set(keyOf(page), fresh);
    }
  }
  // Only the current pages are kept: an edited page's earlier versions go.
  const current = new Set(pages.map(keyOf));
  for (const key of remembered.keys()) if (!current.has(key)) remembered.delete(key);
  return new Map(pages.map((page) => [page.id, remembered.get(keyOf(page)) ?? { anchors: [], html: "" }]));
}

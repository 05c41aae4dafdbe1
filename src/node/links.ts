import type { ContentProblem } from "./contentProblems";

/** A page whose links we check, and whose element ids other pages may link to. */
export interface LinkedPage {
  file: string;
  url: string;
  html: string;
  related: readonly { url: string }[];
}

const HREF = /<a\s[^>]*?href="([^"]*)"/gi;
const ELEMENT_ID = /\sid="([^"]+)"/gi;
const SITE_ORIGIN = "https://site.invalid";

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

export function extractHrefs(html: string): string[] {
  return [...html.matchAll(HREF)].map((match) => decodeEntities(match[1]));
}

export function extractIds(html: string): Set<string> {
  return new Set([...html.matchAll(ELEMENT_ID)].map((match) => decodeEntities(match[1])));
}

/**
 * Resolves an href against the page it appears on. Returns null for links that leave the site
 * (other origins, mailto:, tel:) and for static files, which the post-build checker covers.
 */
export function resolveInternalLink(href: string, fromUrl: string): { path: string; hash: string } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return null;
  const resolved = new URL(href, SITE_ORIGIN + fromUrl);
  if (/\.[a-z0-9]+$/i.test(resolved.pathname)) return null;
  return { path: decodeURIComponent(resolved.pathname), hash: decodeURIComponent(resolved.hash.slice(1)) };
}

/**
 * Every in-page and related link must reach a page that exists, with a trailing slash, and an
 * anchor that exists on it. `otherUrls` are pages that exist but are not markdown (home, printable).
 */
export function checkLinks(pages: readonly LinkedPage[], otherUrls: ReadonlySet<string>): ContentProblem[] {
  const idsByUrl = new Map(pages.map((page) => [page.url, extractIds(page.html)]));
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    const reported = new Set<string>();
    const links = [
      ...extractHrefs(page.html).map((href) => ({ href, field: "link" })),
      ...page.related.map(({ url }, index) => ({ href: url, field: `frontmatter "related[${index}].url"` })),
    ];
    for (const { href, field } of links) {
      const target = resolveInternalLink(href, page.url);
      if (!target) continue;
      const report = (problem: string, fix: string): void => {
        // A link repeated on one page is one mistake, reported once.
        if (reported.has(`${field} ${href}`)) return;
        reported.add(`${field} ${href}`);
        problems.push({ file: page.file, field: `${field} "${href}"`, problem, fix });
      };
      if (!target.path.endsWith("/")) {
        report("has no trailing slash", `Write "${target.path}/${target.hash ? `#${target.hash}` : ""}".`);
        continue;
      }
      const ids = idsByUrl.get(target.path);
      if (!ids && !otherUrls.has(target.path)) {
        report("points to a page that does not exist", "Link to an existing page, or write that page first.");
      } else if (target.hash && ids && !ids.has(target.hash)) {
        report(
          `points to #${target.hash}, which does not exist on ${target.path}`,
          "Link to a heading that exists there (ids are the heading text in lowercase with spaces as hyphens and punctuation removed).",
        );
      }
    }
  }
  return problems;
}

/**
 * A printable page puts a whole section's pages into one document, and their heading ids collide
 * (every guide has a `#pitfalls`). Each page's ids get the page's own prefix, and the links that
 * point at them are rewritten to match: the page's own `#anchor` links, and links to other pages
 * of the same printable page, which then jump inside it instead of leaving it.
 *
 * Works on the build's serialized HTML, where every `<` outside a tag is escaped, so matching
 * whole tags (with quoted attribute values) finds every attribute and never text in code blocks.
 */

/** The id of a page's <article> inside the printable page: `/concepts/modules/` → `concepts-modules`. */
export const printableArticleId = (url: string): string => url.replace(/\//g, "-").replace(/^-|-$/g, "") || "home";

/** A page's id inside the printable page: `pitfalls` on /concepts/modules/ → `concepts-modules--pitfalls`. */
export const printableScopedId = (url: string, id: string): string => `${printableArticleId(url)}--${id}`;

const TAG = /<[a-zA-Z][\w:-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;
const ATTRIBUTE = /(\s)([^\s"'>/=]+)(\s*=\s*)("[^"]*"|'[^']*'|[^\s"'=<>`]+)/g;
/** Attributes that hold one id, or (the aria-* ones) a space-separated list of ids. */
const ID_ATTRIBUTES = new Set(["id", "for", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-details", "aria-errormessage"]);

/**
 * Rewrites the ids and links of one page's HTML for its place in a printable page.
 * `pagesHere` holds the urls of every page the printable page contains.
 */
export function scopePrintableHtml(html: string, pageUrl: string, pagesHere: ReadonlySet<string>): string {
  const rewriteHref = (href: string): string => {
    if (href.startsWith("#")) return href.length > 1 ? `#${printableScopedId(pageUrl, href.slice(1))}` : href;
    if (!href.startsWith("/")) return href;
    const hashAt = href.indexOf("#");
    const path = hashAt === -1 ? href : href.slice(0, hashAt);
    if (!pagesHere.has(path)) return href;
    const fragment = hashAt === -1 ? "" : href.slice(hashAt + 1);
    return fragment ? `#${printableScopedId(path, fragment)}` : `#${printableArticleId(path)}`;
  };
  return html.replace(TAG, (tag) =>
    tag.replace(ATTRIBUTE, (whole, space: string, name: string, equals: string, quoted: string) => {
      const attribute = name.toLowerCase();
      if (attribute !== "href" && !ID_ATTRIBUTES.has(attribute)) return whole;
      const quote = quoted[0] === '"' || quoted[0] === "'" ? quoted[0] : "";
      const value = quote ? quoted.slice(1, -1) : quoted;
      const rewritten =
        attribute === "href"
          ? rewriteHref(value)
          : value
              .split(/\s+/)
              .filter(Boolean)
              .map((id) => printableScopedId(pageUrl, id))
              .join(" ");
      return `${space}${name}${equals}${quote}${rewritten}${quote}`;
    }),
  );
}

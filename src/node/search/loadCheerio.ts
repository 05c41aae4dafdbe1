/**
 * cheerio, loaded on first use. Only the search worker thread parses HTML, but every build loads
 * the compiled gatsby-node bundle, which holds all of src/node (Gatsby even loads it twice: once
 * to check it compiled), and loading cheerio with it took about a quarter of a second of each.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type * as Cheerio from "cheerio";

let loaded: typeof Cheerio | undefined;

export function loadCheerio(): typeof Cheerio {
  // Resolved from the project, at run time: Parcel leaves node_modules out of the bundle.
  loaded ??= createRequire(path.resolve("package.json"))("cheerio") as typeof Cheerio;
  return loaded;
}

/**
 * How the search code parses HTML: with htmlparser2 rather than cheerio's default parse5, which
 * took about twice as long over the site's pages (0.9 against 0.5 s to cut them into sections,
 * 0.6 against 0.35 s to write their Pagefind documents). The HTML is the build's own, so parse5's
 * error recovery is not needed. Characters are written back as they are, not as entities, as
 * parse5 writes them: the search outputs are the same bytes.
 */
export const SEARCH_HTML_OPTIONS = {
  xml: { xmlMode: false, decodeEntities: true, encodeEntities: "utf8", selfClosingTags: false },
} as unknown as Cheerio.CheerioOptions;

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

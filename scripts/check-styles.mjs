#!/usr/bin/env node
/**
 * Checks that every CSS-module class a built page uses is defined by the styles that page carries
 * (its inline <style> elements, where Gatsby puts the site's stylesheet, and any linked one).
 * The HTML renderer and the browser bundle name CSS-module classes separately
 * (src/node/productionCss.ts); when the two disagree, every page is served without its layout
 * while the HTML itself stays valid. Usage: node scripts/check-styles.mjs public
 *
 * A CSS-module class is told from the site's global classes (Prism's token names, language-*,
 * notification-bar__text ...) by its shape: six characters of URL-safe base64 with an uppercase
 * letter or a digit among them, after an optional underscore. A hash that happens to be all
 * lowercase letters is not checked.
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { builtPages } from "./lib/built-pages.mjs";

const root = path.resolve(process.argv[2] ?? "public");
const MODULE_CLASS = /^_?(?=[A-Za-z0-9_-]*[A-Z0-9])[A-Za-z0-9_-]{6}$/;
/** Class names a stylesheet mentions in its selectors (with CSS escapes undone). */
export function definedClasses(css) {
  const names = new Set();
  for (const [, name] of css.matchAll(/\.(-?[_A-Za-z](?:\\.|[\w-])*)/g)) names.add(name.replace(/\\(.)/g, "$1"));
  return names;
}

/** Class names the page's elements carry, the CSS of its <style> elements and its linked stylesheets' urls. */
export function readPage(html) {
  const used = new Set();
  const linked = [];
  let css = "";
  let inStyle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      for (const className of (attributes.class ?? "").split(/\s+/)) if (className) used.add(className);
      if (name === "style") inStyle = true;
      if (name === "link" && attributes.rel === "stylesheet" && attributes.href) linked.push(attributes.href);
    },
    ontext(text) {
      if (inStyle) css += text;
    },
    onclosetag(name) {
      if (name === "style") inStyle = false;
    },
  });
  parser.end(html);
  return { used, css, linked };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(root)) {
    console.error(`check-styles: ${root} does not exist; run npm run build first.`);
    process.exit(1);
  }
  const pages = builtPages(root);
  let failures = 0;
  for (const page of pages) {
    const { used, css, linked } = readPage(fs.readFileSync(page, "utf8"));
    const styles = [css, ...linked.map((href) => fs.readFileSync(path.join(root, new URL(href, "https://site.invalid/").pathname), "utf8"))].join("\n");
    const defined = definedClasses(styles);
    const missing = [...used].filter((name) => MODULE_CLASS.test(name) && !defined.has(name));
    if (missing.length === 0) continue;
    failures += 1;
    if (failures <= 10)
      console.log(`${path.relative(root, page)}: ${missing.length} CSS-module classes its styles do not define (${missing.slice(0, 6).join(", ")} ...)`);
  }
  console.log(`Checked the CSS-module classes of ${pages.length} pages against the styles each carries: ${failures} pages with undefined classes.`);
  process.exit(failures === 0 ? 0 : 1);
}

// @ts-check
/**
 * Runs after gatsby-remark-prismjs (gatsby-config.ts). Prism wraps every token of a code block in
 * a <span class="token ...">, punctuation and operators included, but src/styles/prism.css only
 * colours some kinds of token: the others look exactly like the text around them. Their spans are
 * removed (their text stays, and inherits the colour of the token around it, as it did), which
 * takes thousands of elements off the largest pages: /configuration/module/ had 4,800 token spans,
 * 3,100 of them punctuation and operators.
 */

/** Token kinds that prism.css styles; a unit test keeps this list and the stylesheet in step. */
const STYLED_TOKENS = new Set([
  "comment",
  "prolog",
  "doctype",
  "cdata",
  "keyword",
  "tag",
  "important",
  "atrule",
  "selector",
  "string",
  "char",
  "attr-value",
  "regex",
  "url",
  "number",
  "boolean",
  "constant",
  "property",
  "attr-name",
  "function",
  "class-name",
  "inserted",
  "deleted",
]);

const SPAN_TAG = /<span class="([^"]*)">|<\/span>/g;

/**
 * Drops the spans of unstyled tokens from Prism's HTML, keeping their content.
 * @param {string} html
 */
function dropUnstyledTokens(html) {
  /** @type {boolean[]} */
  const kept = [];
  return html.replace(SPAN_TAG, (tag, /** @type {string | undefined} */ classes) => {
    if (classes === undefined) return kept.pop() === false ? "" : tag;
    const names = classes.split(/\s+/);
    const keep = !names.includes("token") || names.some((name) => STYLED_TOKENS.has(name));
    kept.push(keep);
    return keep ? tag : "";
  });
}

/** @param {{ type: string, value?: string, children?: unknown[] }} node */
function visit(node) {
  if (node.type === "html" && typeof node.value === "string" && node.value.startsWith('<div class="gatsby-highlight"')) {
    node.value = dropUnstyledTokens(node.value);
  }
  for (const child of node.children ?? []) visit(/** @type {any} */ (child));
}

/** @param {{ markdownAST: any }} args */
module.exports = ({ markdownAST }) => {
  visit(markdownAST);
  return markdownAST;
};
module.exports.dropUnstyledTokens = dropUnstyledTokens;
module.exports.STYLED_TOKENS = STYLED_TOKENS;

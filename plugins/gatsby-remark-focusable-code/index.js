/**
 * Runs after gatsby-remark-prismjs (gatsby-config.ts): every highlighted <pre> gets tabindex="0",
 * so a code block that scrolls sideways can be focused and scrolled with the arrow keys
 * (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
const PRE_WITHOUT_TABINDEX = /<pre(?![^>]*\btabindex=)(\s|>)/g;

/** @param {string} html */
function makeCodeFocusable(html) {
  return html.replace(PRE_WITHOUT_TABINDEX, '<pre tabindex="0"$1');
}

/** @param {{ type: string, value?: string, children?: unknown[] }} node */
function visit(node) {
  if (node.type === "html" && typeof node.value === "string") node.value = makeCodeFocusable(node.value);
  for (const child of node.children ?? []) visit(/** @type {any} */ (child));
}

module.exports = ({ markdownAST }) => {
  visit(markdownAST);
  return markdownAST;
};
module.exports.makeCodeFocusable = makeCodeFocusable;

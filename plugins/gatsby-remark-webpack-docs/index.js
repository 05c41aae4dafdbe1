// @ts-check
/**
 * The markdown conventions documented on /contribute/writers-guide/, applied at build time:
 *
 * - Asides: a blockquote that starts with [!TIP] or [!WARNING] (GitHub's alert syntax, so the
 *   file reads the same on GitHub) becomes <aside class="aside aside--tip" role="note">.
 * - Code fences: the info string is "lang title=\"file.js\" partial". The title is shown above the
 *   block; "partial" marks a deliberately incomplete config for the content checks and is not
 *   shown. Every fence must name a language we highlight.
 * - Paragraphs, lists and tables at the top level that hold no link, image nor raw HTML get the
 *   class "skippable": the browser skips their layout while they are away from the viewport
 *   (content-visibility, global.css). Blocks with links or anchor targets are never skipped, so
 *   in-page links and keyboard navigation work on fully laid-out content.
 * - Every code block gets a header with a Copy button; the browser side lives in
 *   src/components/Markdown. Header and code are wrapped in <div class="code-block"> carrying the
 *   number of lines as --code-lines: the browser skips the layout of code blocks away from the
 *   viewport and reserves that height for them meanwhile (content-visibility, prism.css).
 */

const ASIDE_KINDS = { TIP: "Tip", WARNING: "Warning" };
const ASIDE_MARKER = /^\[!(TIP|WARNING)\][ \t]*\n?/i;

/** Languages highlighted at build time; anything else is a mistake in the content. */
const LANGUAGES = new Set([
  "js",
  "javascript",
  "ts",
  "typescript",
  "jsx",
  "tsx",
  "json",
  "bash",
  "sh",
  "shell",
  "diff",
  "yaml",
  "yml",
  "css",
  "scss",
  "less",
  "html",
  "md",
  "markdown",
  "text",
  // Pages of the CoffeeScript and Stylus loaders show source in those languages.
  "coffee",
  "coffeescript",
  "stylus",
]);
const CODE_FLAGS = new Set(["partial"]);

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Splits a fence's info string after the language: `title="webpack.config.js" partial`.
 * @param {string | null | undefined} meta
 * @returns {{ title: string | null, flags: string[], unknown: string[] }}
 */
function parseCodeMeta(meta) {
  const result = { title: /** @type {string | null} */ (null), flags: /** @type {string[]} */ ([]), unknown: /** @type {string[]} */ ([]) };
  const pattern = /(\w+)="([^"]*)"|(\S+)/g;
  for (const match of (meta ?? "").matchAll(pattern)) {
    if (match[1] === "title") result.title = match[2];
    else if (match[3] && CODE_FLAGS.has(match[3])) result.flags.push(match[3]);
    else result.unknown.push(match[0]);
  }
  return result;
}

/**
 * @param {any} node
 * @param {(node: any, index: number, parent: any) => void} visitor
 */
function walk(node, visitor) {
  if (!Array.isArray(node.children)) return;
  // Walk a copy: visitors insert siblings.
  for (const child of [...node.children]) {
    visitor(child, node.children.indexOf(child), node);
    walk(child, visitor);
  }
}

/** @param {any} node */
function transformAside(node) {
  const paragraph = node.children[0];
  const text = paragraph && paragraph.type === "paragraph" ? paragraph.children[0] : null;
  if (!text || text.type !== "text") return;
  const match = ASIDE_MARKER.exec(text.value);
  if (!match) return;
  const kind = /** @type {"TIP" | "WARNING"} */ (match[1].toUpperCase());
  text.value = text.value.slice(match[0].length);
  if (text.value === "") paragraph.children.shift();
  if (paragraph.children.length === 0) node.children.shift();
  node.data = {
    hName: "aside",
    hProperties: { className: ["aside", `aside--${kind.toLowerCase()}`], role: "note" },
  };
  node.children.unshift({
    type: "paragraph",
    data: { hProperties: { className: ["aside__label"] } },
    children: [{ type: "text", value: ASIDE_KINDS[kind] }],
  });
}

/**
 * @param {any} node
 * @param {number} index
 * @param {any} parent
 * @param {(problem: string) => void} report
 */
function transformCode(node, index, parent, report) {
  const language = (node.lang ?? "").toLowerCase();
  if (!language) {
    report("a code fence has no language; write e.g. ```js after the backticks");
  } else if (!LANGUAGES.has(language)) {
    report(`a code fence uses the language "${node.lang}", which is not highlighted; use one of ${[...LANGUAGES].join(", ")}`);
  }
  const meta = parseCodeMeta(node.meta);
  if (meta.unknown.length > 0) {
    report(`a \`\`\`${node.lang} fence has unknown words "${meta.unknown.join(" ")}"; only title="..." and partial are understood`);
  }
  node.lang = language || "text";
  node.meta = null;
  const title = meta.title ? `<span class="code-block__title">${escapeHtml(meta.title)}</span>` : "";
  const lines = String(node.value ?? "").split("\n").length;
  parent.children.splice(
    index,
    1,
    {
      type: "html",
      value:
        `<div class="code-block" style="--code-lines:${lines}">` +
        `<div class="code-block__header" data-language="${escapeHtml(node.lang)}">${title}` +
        `<button type="button" class="code-block__copy" data-copy-code>Copy</button></div>`,
    },
    node,
    { type: "html", value: "</div>" },
  );
}

const SKIPPABLE_BLOCKS = new Set(["paragraph", "list", "table"]);
/** What keeps a block from being skipped: things a reader can reach or that carry an id. */
const REACHABLE = new Set(["link", "linkReference", "definition", "footnoteReference", "footnoteDefinition", "image", "imageReference", "html"]);

/** @param {any} node @returns {boolean} */
const holdsReachable = (node) => REACHABLE.has(node.type) || (Array.isArray(node.children) && node.children.some(holdsReachable));

/** @param {any} root */
function markSkippableBlocks(root) {
  for (const node of root.children ?? []) {
    if (!SKIPPABLE_BLOCKS.has(node.type) || holdsReachable(node)) continue;
    const hProperties = node.data?.hProperties ?? {};
    node.data = { ...node.data, hProperties: { ...hProperties, className: [...(hProperties.className ?? []), "skippable"] } };
  }
}

/**
 * @param {{ markdownAST: any, markdownNode?: any, getNode?: (id: string) => any, reporter?: { panicOnBuild(message: string): void } }} args
 */
module.exports = function remarkWebpackDocs({ markdownAST, markdownNode, getNode, reporter }) {
  const fileNode = markdownNode && getNode ? getNode(markdownNode.parent) : null;
  const file = fileNode ? `content/${fileNode.relativePath}` : "a markdown file";
  /** @param {string} problem */
  const report = (problem) => {
    const message = `${file}: ${problem}.`;
    if (reporter) reporter.panicOnBuild(message);
    else throw new Error(message);
  };
  /** @type {{ node: any, parent: any }[]} */
  const codeNodes = [];
  walk(markdownAST, (node, _index, parent) => {
    if (node.type === "blockquote") transformAside(node);
    if (node.type === "code") codeNodes.push({ node, parent });
  });
  for (const { node, parent } of codeNodes) transformCode(node, parent.children.indexOf(node), parent, report);
  markSkippableBlocks(markdownAST);
  return markdownAST;
};

module.exports.parseCodeMeta = parseCodeMeta;

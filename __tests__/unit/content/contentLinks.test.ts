/**
 * @jest-environment node
 *
 * The build's content checks (frontmatter, links, #anchors, redirects) in seconds, without a
 * build: the markdown is parsed and given heading ids by the same remark and the same
 * gatsby-remark-autolink-headers the build uses, then handed to the build's own checkers.
 * `npm run check:content` runs this file with the configuration examples test.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { remark } from "../../support/transformerRemark";
import { checkContentFiles, readContentFiles } from "../../../src/node/preflight";
import { locateContentFile, printableUrl } from "../../../src/node/contentPaths";
import { checkLinks, type LinkedPage } from "../../../src/node/links";
import { validateRedirects } from "../../../src/node/redirects";
import { formatProblems } from "../../../src/node/contentProblems";
import { checkDataFiles } from "../../../src/node/siteData";
import { hasPrintable, staticPageUrls } from "../../../src/node/createPages";
import { CONTENT_DIRECTORY } from "../../../src/constants";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autolinkHeadings: (input: { markdownAST: unknown }, options: { elements: string[] }) => void = require("gatsby-remark-autolink-headers");

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT_ROOT = path.join(ROOT, CONTENT_DIRECTORY);
/** As configured in gatsby-config.ts. */
const HEADING_ELEMENTS = ["h2", "h3", "h4"];

interface MdNode {
  type: string;
  url?: string;
  value?: string;
  identifier?: string;
  data?: { hProperties?: { id?: string } };
  children?: MdNode[];
}

const walk = (node: MdNode): MdNode[] => [node, ...(node.children ?? []).flatMap(walk)];
const escape = (text: string): string => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** A stand-in for the rendered page: its links as <a href> and its ids, which is all the checker reads. */
function linkedPage(relativePath: string, text: string): LinkedPage {
  const { content, data } = matter(text, {});
  const tree = remark().parse(content) as MdNode;
  autolinkHeadings({ markdownAST: tree }, { elements: HEADING_ELEMENTS });
  const nodes = walk(tree);
  const definitions = new Map(nodes.filter((node) => node.type === "definition").map((node) => [node.identifier, node.url]));
  const hrefs = nodes.flatMap((node) => {
    if (node.type === "link") return [node.url ?? ""];
    if (node.type === "linkReference") return [definitions.get(node.identifier) ?? ""];
    if (node.type === "html") return [...(node.value ?? "").matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    return [];
  });
  const ids = nodes.flatMap((node) => {
    if (node.type === "heading" && node.data?.hProperties?.id) return [node.data.hProperties.id];
    if (node.type === "html") return [...(node.value ?? "").matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    return [];
  });
  return {
    file: `${CONTENT_DIRECTORY}/${relativePath}`,
    url: locateContentFile(relativePath).url,
    html: [...hrefs.map((href) => `<a href="${escape(href)}">`), ...ids.map((id) => `<span id="${escape(id)}">`)].join("\n"),
    related: Array.isArray(data.related) ? (data.related as { url: string }[]) : [],
  };
}

const files = readContentFiles(CONTENT_ROOT);

describe("content checks without a build", () => {
  it("has valid frontmatter, one file per url, and valid data files", () => {
    const problems = [...checkContentFiles(files), ...checkDataFiles(CONTENT_ROOT)];
    if (problems.length > 0) throw new Error(formatProblems(problems));
  });

  it("links only to pages and #anchors that exist, and its redirects are sound", () => {
    const pages = files.map(({ relativePath, text }) => linkedPage(relativePath, text));
    const sections = new Set(files.map(({ relativePath }) => locateContentFile(relativePath).section));
    const otherUrls = new Set(["/", ...staticPageUrls(path.join(ROOT, "src/pages")), ...[...sections].filter(hasPrintable).map(printableUrl)]);
    const pageUrls = new Set([...pages.map((page) => page.url), ...otherUrls]);
    const redirectData: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT_ROOT, "data", "redirects.json"), "utf8"));
    const problems = [...checkLinks(pages, otherUrls), ...validateRedirects(redirectData, pageUrls).problems];
    if (problems.length > 0) throw new Error(formatProblems(problems));
  });
});

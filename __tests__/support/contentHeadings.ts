/**
 * Headings of the content, read the way the build reads markdown, for the coverage tests: which
 * option, hook or class names the pages give a heading of their own.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { remark } from "./transformerRemark";
import { locateContentFile } from "../../src/node/contentPaths";

export const ROOT = path.resolve(__dirname, "../..");
export const CONTENT_ROOT = path.join(ROOT, "content");

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
}

export interface ContentHeading {
  depth: number;
  /** The heading's text, code spans included. */
  text: string;
  /** The heading is nothing but one code span: `### \`module.noParse\`` gives "module.noParse". */
  code: string | null;
  /** The code spans anywhere in the heading. */
  codeSpans: string[];
  /** Text of the nearest level-2 heading above it ("" before the first). */
  section: string;
}

export interface ContentPage {
  /** Path under content/: "loaders/_css-loader.md". */
  relativePath: string;
  url: string;
  headings: ContentHeading[];
}

const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join("");
const codeSpansOf = (node: MdNode): string[] => (node.type === "inlineCode" ? [node.value ?? ""] : (node.children ?? []).flatMap(codeSpansOf));

export function readHeadings(relativePath: string): ContentPage {
  const { content } = matter(fs.readFileSync(path.join(CONTENT_ROOT, relativePath), "utf8"), {});
  const tree = remark().parse(content) as MdNode;
  let section = "";
  const headings: ContentHeading[] = [];
  for (const node of tree.children ?? []) {
    if (node.type !== "heading") continue;
    const children = node.children ?? [];
    const onlyCode = children.length === 1 && children[0].type === "inlineCode";
    const heading = { depth: node.depth ?? 0, text: textOf(node), code: onlyCode ? (children[0].value ?? "") : null, codeSpans: codeSpansOf(node), section };
    if (heading.depth === 2) {
      section = heading.text;
      heading.section = heading.text;
    }
    headings.push(heading);
  }
  return { relativePath, url: locateContentFile(relativePath).url, headings };
}

export function contentPages(section: string): ContentPage[] {
  const directory = path.join(CONTENT_ROOT, section);
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => readHeadings(path.join(section, file).split(path.sep).join("/")));
}

/** "62 of 64 (96.9%)": coverage figures printed by the tests. */
export function coverageLine(label: string, covered: number, total: number): string {
  const percent = total === 0 ? 100 : (covered / total) * 100;
  return `${label}: ${covered} of ${total} (${percent.toFixed(1)}%)`;
}

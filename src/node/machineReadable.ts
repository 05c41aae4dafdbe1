/**
 * The documentation for tools as well as people: /llms.txt lists every page with its title, url
 * and description, grouped by section, and each page's markdown source is served beside the
 * page (/concepts/modules/index.md), so assistants and scripts never have to scrape HTML.
 */
import fs from "node:fs";
import path from "node:path";
import { orderPages, type OrderablePage } from "./ordering";
import { MARKDOWN_SOURCE_FILE, SITE_NAME, SITE_URL } from "../constants";

export interface DocumentedPage extends OrderablePage {
  section: string;
  description: string | null;
  /** Path of the markdown file, relative to the project: "content/concepts/modules.md". */
  file: string;
}

/** The markdown source's url for a page url: "/concepts/modules/" gives "/concepts/modules/index.md". */
export const markdownSourceUrl = (pageUrl: string): string => `${pageUrl}${MARKDOWN_SOURCE_FILE}`;

/**
 * Sections in the order of the site's navigation, then any others alphabetically, then the
 * top-level pages. Each section is titled by its index page.
 */
export function llmsText(pages: readonly DocumentedPage[], sectionOrder: readonly string[], siteDescription: string): string {
  const sections = [...new Set(pages.map((page) => page.section))].sort((a, b) => {
    const rank = (section: string): number =>
      section === "" ? Number.MAX_SAFE_INTEGER : sectionOrder.includes(section) ? sectionOrder.indexOf(section) : sectionOrder.length;
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  const lines = [`# ${SITE_NAME}`, "", `> ${siteDescription}`, "", `Every page is also available as markdown: add ${MARKDOWN_SOURCE_FILE} to its url.`];
  for (const section of sections) {
    const ordered = orderPages(pages.filter((page) => page.section === section));
    const title = section === "" ? "Other pages" : (ordered.find((page) => page.isIndex)?.title ?? section);
    lines.push("", `## ${title}`, "");
    for (const page of ordered) {
      const description = page.description ? `: ${page.description}` : "";
      lines.push(`- [${page.title}](${SITE_URL}${markdownSourceUrl(page.url)})${description}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

export function writeMachineReadableDocs(
  pages: readonly DocumentedPage[],
  sectionOrder: readonly string[],
  siteDescription: string,
  publicDirectory: string,
): void {
  fs.writeFileSync(path.join(publicDirectory, "llms.txt"), llmsText(pages, sectionOrder, siteDescription));
  for (const page of pages) {
    const target = path.join(publicDirectory, markdownSourceUrl(page.url));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.resolve(page.file), target);
  }
}

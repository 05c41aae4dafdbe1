/**
 * The home page's code examples (content/data/home.json), highlighted by Prism at build time like
 * every code block of the documentation, so no highlighter reaches the browser.
 */
import fs from "node:fs";
import path from "node:path";
import Prism from "prismjs";
import loadLanguages from "prismjs/components/index";
import type { Home } from "./siteData";

export interface HighlightedSection {
  heading: string;
  files: { title: string; language: string; html: string }[];
}

const PRISM_LANGUAGE = { js: "javascript", bash: "bash" } as const;

export function highlightHome(home: Home): HighlightedSection[] {
  loadLanguages(["bash"]);
  return home.sections.map((section) => ({
    heading: section.heading,
    files: section.files.map((file) => ({
      title: file.title,
      language: file.language,
      html: Prism.highlight(file.code, Prism.languages[PRISM_LANGUAGE[file.language]], PRISM_LANGUAGE[file.language]),
    })),
  }));
}

export function readHome(contentRoot: string): Home {
  return JSON.parse(fs.readFileSync(path.join(contentRoot, "data", "home.json"), "utf8")) as Home;
}

/**
 * Reads every markdown file before Gatsby sources them. Broken YAML would otherwise surface as a
 * stack trace from inside the markdown transformer; here it becomes one readable list of every
 * problem in the content, with file, field and fix.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { GatsbyNode } from "gatsby";
import { locateContentFile } from "./contentPaths";
import { findDuplicateUrls, validateFrontmatter } from "./frontmatter";
import { formatProblems, type ContentProblem } from "./contentProblems";
import { CONTENT_DIRECTORY } from "../constants";
import { CONTENT_ROOT } from "./contentRoot";
import { checkDataFiles } from "./siteData";
import { writeNotificationModule } from "./notification";
import { writeValidatorModule } from "./configExplainer/validatorSource";

export interface ContentFileText {
  /** Path relative to content/: "concepts/modules.md". */
  relativePath: string;
  text: string;
}

interface YamlError {
  reason?: string;
  mark?: { line: number };
}

/** Checks a whole content tree given as text; pure, so it is unit-tested on fixtures. */
export function checkContentFiles(files: readonly ContentFileText[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const urls: { file: string; url: string }[] = [];
  for (const { relativePath, text } of files) {
    const file = `${CONTENT_DIRECTORY}/${relativePath}`;
    const location = locateContentFile(relativePath);
    urls.push({ file, url: location.url });
    let data: unknown;
    try {
      // An empty cache object stops gray-matter from returning a stale parse of identical text.
      data = matter(text, {}).data;
    } catch (error) {
      const { reason, mark } = error as YamlError;
      problems.push({
        file,
        field: "frontmatter",
        problem: `is not valid YAML${mark ? ` (line ${mark.line + 1} of the file)` : ""}: ${reason ?? String(error)}`,
        fix: 'Check the quoting and indentation; values containing ": " must be in quotes.',
      });
      continue;
    }
    problems.push(...validateFrontmatter(file, location, text.trimStart().startsWith("---") ? data : null).problems);
  }
  return [...problems, ...findDuplicateUrls(urls)];
}

/** content/data/ holds site data, not pages (gatsby-config.ts does not source it either). */
export const DATA_DIRECTORY = "data";

export function readContentFiles(contentRoot: string): ContentFileText[] {
  const walk = (directory: string): string[] =>
    fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const entryPath = path.join(directory, entry.name);
      if (entry.isDirectory()) return directory === contentRoot && entry.name === DATA_DIRECTORY ? [] : walk(entryPath);
      return entry.name.endsWith(".md") ? [entryPath] : [];
    });
  return walk(contentRoot).map((filePath) => ({
    relativePath: path.relative(contentRoot, filePath).split(path.sep).join("/"),
    text: fs.readFileSync(filePath, "utf8"),
  }));
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = [...checkContentFiles(readContentFiles(CONTENT_ROOT)), ...checkDataFiles(CONTENT_ROOT)];
  if (problems.length > 0) reporter.panic(formatProblems(problems));
  writeNotificationModule();
  writeValidatorModule();
};

/** The markdown files of a content folder, found by walking it; shared by the content tests. */
import fs from "node:fs";
import path from "node:path";

export function markdownFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(directory, entry.name);
    return entry.isDirectory() ? markdownFiles(entryPath) : entry.name.endsWith(".md") ? [entryPath] : [];
  });
}

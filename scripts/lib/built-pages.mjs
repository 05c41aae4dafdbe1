/**
 * The HTML pages of a production build that a reader is served, for the checkers over public/.
 */
import fs from "node:fs";
import path from "node:path";

/** Every .html file under `root`, except Gatsby's slice fragments (_gatsby/), which it stitches into pages and never serves alone. */
export function builtPages(root) {
  const notPages = new Set([path.join(root, "_gatsby")]);
  const walk = (directory) =>
    notPages.has(directory)
      ? []
      : fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
          const entryPath = path.join(directory, entry.name);
          if (entry.isDirectory()) return walk(entryPath);
          return entry.name.endsWith(".html") ? [entryPath] : [];
        });
  return walk(root);
}

#!/usr/bin/env node
/**
 * Writes the Pagefind index from documents prepared by the build (src/node/search/localIndex.ts).
 * It runs as its own process because Pagefind ships only as an ES module, which Gatsby's
 * compiled gatsby-node cannot import.
 * Usage: node scripts/write-pagefind-index.mjs <documents.json> <output directory>
 */
import fs from "node:fs";
import * as pagefind from "pagefind";

const [documentsFile, outputPath] = process.argv.slice(2);
if (!documentsFile || !outputPath) {
  console.error("Usage: node scripts/write-pagefind-index.mjs <documents.json> <output directory>");
  process.exit(2);
}
/** @type {{ url: string, content: string }[]} */
const documents = JSON.parse(fs.readFileSync(documentsFile, "utf8"));

const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
try {
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  // All at once: Pagefind's service answers in order over one pipe, and awaiting each document
  // before sending the next made the index take 4 s instead of 2 (the written files are identical).
  const added = await Promise.all(documents.map((document) => index.addHTMLFile(document)));
  added.forEach(({ errors }, position) => {
    if (errors.length > 0) throw new Error(`Pagefind could not index ${documents[position].url}: ${errors.join("; ")}`);
  });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await pagefind.close();
}

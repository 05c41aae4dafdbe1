#!/usr/bin/env node
/**
 * Writes the Pagefind index from documents prepared by the build (src/node/search/localIndex.ts).
 * It runs as its own process because Pagefind ships only as an ES module, which Gatsby's
 * compiled gatsby-node cannot import.
 * Usage: node scripts/write-pagefind-index.mjs <documents.json> <output directory>
 */
import childProcess from "node:child_process";
import fs from "node:fs";

/**
 * The indexer Pagefind starts. Its library kills it when closed but does not wait for it, so this
 * script could end first: the indexer then outlived the build for a moment, and its CPU time (3 to
 * 4 s, most of the search's) was counted for no process of the build, neither by `time npm run
 * build` nor by `npm run bench`. Recorded here to be waited for; the library calls `spawn` on this
 * same module object, at the time it starts the indexer.
 */
const started = [];
const spawn = childProcess.spawn;
childProcess.spawn = (...args) => {
  const child = spawn(...args);
  started.push(child);
  return child;
};
const pagefind = await import("pagefind");

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
  // The library unreferenced the indexer, which would let this script end without its exit.
  await Promise.all(
    started.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return null;
      child.ref();
      return new Promise((resolve) => child.once("exit", resolve));
    }),
  );
}

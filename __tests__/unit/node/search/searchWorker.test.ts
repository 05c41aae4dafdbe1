/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { writeSearchInWorker } from "../../../../src/node/search/searchWorker";
import type { SearchInput } from "../../../../src/node/search/buildSearch";
import { scratchFolder } from "../../../support/scratchFolder";

// The real worker is Gatsby's compiled gatsby-node bundle (the production build runs it); these
// stand-ins answer the way it can, to check how each answer reaches the build.
const directory = scratchFolder("search-worker-");

function workerFile(name: string, body: string): string {
  const file = path.join(directory, `${name}.js`);
  fs.writeFileSync(file, `const { parentPort, workerData } = require("node:worker_threads");\n${body}\n`);
  return file;
}

const input: SearchInput = { pages: [], siteDescription: "Docs", publicDirectory: "/nowhere" };

describe("the search outputs' worker", () => {
  it("hands the worker its input and reports what it wrote, then the local index", async () => {
    const bundle = workerFile(
      "answers",
      `parentPort.postMessage({ kind: "written", summary: { records: 3, pages: workerData.input.pages.length, recut: 0, offlineIndexBytes: workerData.input.siteDescription.length } });
       setTimeout(() => parentPort.postMessage({ kind: "indexed", index: { files: 2, bytes: 10 } }), 20);`,
    );
    const search = writeSearchInWorker(input, bundle);
    await expect(search.written).resolves.toEqual({ records: 3, pages: 0, recut: 0, offlineIndexBytes: 4 });
    await expect(search.indexed).resolves.toEqual({ files: 2, bytes: 10 });
  });

  it("fails both steps with the worker's own message", async () => {
    const bundle = workerFile("fails", `parentPort.postMessage({ kind: "failed", message: "Could not write the search index: disk full" });`);
    const search = writeSearchInWorker(input, bundle);
    await expect(search.written).rejects.toThrow("Could not write the search index: disk full");
    await expect(search.indexed).rejects.toThrow("disk full");
  });

  it("fails the local index step when only that part goes wrong", async () => {
    const bundle = workerFile(
      "index-fails",
      `parentPort.postMessage({ kind: "written", summary: { records: 1, pages: 1, recut: 1, offlineIndexBytes: 1 } });
       parentPort.postMessage({ kind: "failed", message: "Could not write the search index: pagefind exited" });`,
    );
    const search = writeSearchInWorker(input, bundle);
    await expect(search.written).resolves.toMatchObject({ records: 1 });
    await expect(search.indexed).rejects.toThrow("pagefind exited");
  });

  it("fails when the worker throws or stops before it has answered", async () => {
    await expect(writeSearchInWorker(input, workerFile("throws", `throw new Error("cheerio is missing");`)).written).rejects.toThrow("cheerio is missing");
    await expect(writeSearchInWorker(input, workerFile("exits", `process.exit(3);`)).indexed).rejects.toThrow("exit code 3");
  });

  it("says which file it needs when Gatsby has not compiled gatsby-node", () => {
    expect(() => writeSearchInWorker(input, path.join(directory, "missing.js"))).toThrow(/compiled gatsby-node.*missing\.js does not exist/);
  });
});

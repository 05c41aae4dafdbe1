/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { offlineSearchIndex, writeOfflineSearchIndex } from "../../../../src/node/search/offlineIndex";
import type { SectionRecord } from "../../../../src/node/search/sectionRecords";
import { OFFLINE_SEARCH_INDEX_FILE } from "../../../../src/constants";
import { buildCodeVersion } from "../../../../src/node/compiledBuildCode";
import MiniSearch from "minisearch";
import { OFFLINE_INDEX_OPTIONS, type OfflineIndexedSection } from "../../../../src/lib/search/offlineIndexOptions";
import { scratchFolder } from "../../../support/scratchFolder";

jest.mock("../../../../src/node/compiledBuildCode", () => ({
  ...jest.requireActual("../../../../src/node/compiledBuildCode"),
  buildCodeVersion: jest.fn((dependencies: string[]) => `code with ${dependencies.join(", ")}`),
}));

const record = (heading: string, text: string): SectionRecord => ({
  id: `/guides/caching/#${heading}`,
  url: `/guides/caching/#${heading}`,
  pageUrl: "/guides/caching/",
  pageTitle: "Caching",
  section: "Guides",
  heading,
  parentHeadings: [],
  level: 2,
  html: `<p>${text}</p>`,
  text,
  description: null,
  names: { names: [], listed: [] },
});

describe("writing the offline search index", () => {
  let publicDirectory: string;
  let stampFile: string;
  let target: string;
  beforeEach(() => {
    const scratch = scratchFolder("offline-index-");
    publicDirectory = path.join(scratch, "public");
    fs.mkdirSync(publicDirectory);
    stampFile = path.join(scratch, "cache", "offline-index.stamp");
    target = path.join(publicDirectory, OFFLINE_SEARCH_INDEX_FILE);
  });
  const records = [record("contenthash", "Names files by their content."), record("runtime", "Moves the runtime into a chunk of its own.")];

  it("writes the index of the records, and leaves it alone when the records and the code are unchanged", () => {
    const bytes = writeOfflineSearchIndex(records, publicDirectory, stampFile, "v1");
    expect(fs.readFileSync(target, "utf8")).toBe(JSON.stringify(offlineSearchIndex(records)));
    expect(bytes).toBe(fs.statSync(target).size);

    // A file rewritten would get a new modification time.
    fs.utimesSync(target, new Date(0), new Date(0));
    expect(writeOfflineSearchIndex(records, publicDirectory, stampFile, "v1")).toBe(bytes);
    expect(fs.statSync(target).mtimeMs).toBe(0);
  });

  it("by default, keys what it was built from on the code and on the versions of MiniSearch and of the stemmer", () => {
    writeOfflineSearchIndex(records, publicDirectory, stampFile);
    expect(buildCodeVersion).toHaveBeenCalledWith(["minisearch", "stemmer"]);
    expect(fs.readFileSync(stampFile, "utf8")).toContain("code with minisearch, stemmer");
  });

  it("writes it again when a record, the code, or the file in public/ has changed", () => {
    writeOfflineSearchIndex(records, publicDirectory, stampFile, "v1");
    const edited = [records[0], record("runtime", "Moves the webpack runtime into a chunk of its own.")];
    writeOfflineSearchIndex(edited, publicDirectory, stampFile, "v1");
    expect(fs.readFileSync(target, "utf8")).toBe(JSON.stringify(offlineSearchIndex(edited)));

    fs.utimesSync(target, new Date(0), new Date(0));
    writeOfflineSearchIndex(edited, publicDirectory, stampFile, "v2");
    expect(fs.statSync(target).mtimeMs).not.toBe(0);

    fs.writeFileSync(target, "{}");
    writeOfflineSearchIndex(edited, publicDirectory, stampFile, "v2");
    expect(fs.readFileSync(target, "utf8")).toBe(JSON.stringify(offlineSearchIndex(edited)));

    fs.rmSync(target);
    writeOfflineSearchIndex(edited, publicDirectory, stampFile, "v2");
    expect(fs.readFileSync(target, "utf8")).toBe(JSON.stringify(offlineSearchIndex(edited)));
  });
});

describe("the offline search index", () => {
  it("is the index the browser's own options make, word for word, though the build remembers each word's tokens and stem", () => {
    const records = [
      record("splitChunks", "optimization.splitChunks.cacheGroups splits vendor code; see eval-source-map and HtmlWebpackPlugin."),
      record("cache-groups", "Cache groups: splitChunks again, with __webpack_public_path__ and a $-sign, naïve café 5."),
      record("splitChunks again", "splitChunks splitChunks eval-source-map, output.filename, [contenthash:8]."),
    ];
    const plain = new MiniSearch<OfflineIndexedSection>(OFFLINE_INDEX_OPTIONS);
    plain.addAll(records.map(({ heading, pageTitle, description, text }, id) => ({ id, heading, pageTitle, description: description ?? "", text })));
    expect(JSON.stringify(offlineSearchIndex(records).index)).toBe(JSON.stringify(plain.toJSON()));
  });
});

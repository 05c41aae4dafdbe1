/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";
import { recordDocument, searchVocabulary, withCodeWeight, withPrecedence, words, writeLocalSearchIndex } from "../../../../src/node/search/localIndex";
import { SEARCH_HTML_OPTIONS } from "../../../../src/node/search/loadCheerio";
import type { SectionRecord } from "../../../../src/node/search/sectionRecords";
import { scratchFolder } from "../../../support/scratchFolder";

const record = (overrides: Partial<SectionRecord>): SectionRecord => ({
  id: "/configuration/optimization/#optimizationmoduleids",
  url: "/configuration/optimization/#optimizationmoduleids",
  pageUrl: "/configuration/optimization/",
  pageTitle: "Optimization",
  section: "Configuration",
  heading: "optimization.moduleIds",
  parentHeadings: ["Ids"],
  level: 3,
  html: "<p>Which algorithm picks module ids.</p><pre><code>moduleIds: 'deterministic'</code></pre>",
  text: "Which algorithm picks module ids. moduleIds: 'deterministic'",
  description: null,
  names: { names: ["optimization.moduleIds"], listed: ["deterministic", "named"] },
  ...overrides,
});

describe("the local search index", () => {
  it("indexes a section under its heading, with its page and section as metadata, and code weighted down", () => {
    const document = recordDocument(record({}));
    expect(document).toMatch(
      /<main data-pagefind-body><h1 data-pagefind-weight="10">optimization.moduleIds<\/h1><p data-pagefind-weight="2">Optimization<\/p>/,
    );
    expect(document).toContain('<span data-pagefind-meta="page" data-pagefind-ignore>Optimization</span>');
    expect(document).toContain('<span data-pagefind-meta="section" data-pagefind-ignore>Configuration</span>');
    expect(document).toContain('<span data-pagefind-meta="parents" data-pagefind-ignore>Ids</span>');
    expect(document).toContain('<pre data-pagefind-weight="0.5">');
  });

  it("weights down every <pre> as setting the attribute on the parsed section would, and nothing else", () => {
    const weightedByCheerio = (html: string): string => {
      const $ = cheerio.load(html, SEARCH_HTML_OPTIONS, false);
      $("pre").attr("data-pagefind-weight", "0.5");
      return $.html();
    };
    const sections = [
      '<pre tabindex="0" class="language-js"><code class="language-js"><span class="token keyword">const</span> a = 1;</code></pre>',
      "<div><pre><code>one</code></pre><p>between</p><pre>two</pre></div>",
      '<pre data-title="a > b" class="x">quoted &gt;</pre><preview>a custom element</preview>',
      '<!-- <pre>a comment</pre> --><p>Write &lt;pre&gt; in text, <code>&lt;pre class="x"&gt;</code></p>',
      '<a title="<pre>" href="/x/">a link</a><p>No code here.</p>',
    ].map((html) => cheerio.load(html, SEARCH_HTML_OPTIONS, false).html());
    for (const html of sections) expect(withCodeWeight(html)).toBe(weightedByCheerio(html));
  });

  it("escapes text that is not markup", () => {
    expect(recordDocument(record({ heading: "<script> & co", level: 1 }))).toContain('<h1 data-pagefind-weight="12">&lt;script&gt; &amp; co</h1>');
    // A page's summary is indexed with its opening section, weighted above body text.
    expect(recordDocument(record({ level: 1, description: "Pick how modules get ids." }))).toContain(
      '<p data-pagefind-weight="4">Pick how modules get ids.</p>',
    );
  });

  it("splits identifiers for the vocabulary but keeps them whole too", () => {
    expect(words("optimization.moduleIds uses BannerPlugin 1234 a")).toEqual([
      "optimization",
      "moduleids",
      "module",
      "ids",
      "uses",
      "bannerplugin",
      "banner",
      "plugin",
    ]);
  });

  it("keeps heading words and repeated words, most frequent first", () => {
    const vocabulary = searchVocabulary([
      record({ heading: "Chunks", text: "split split split split once twice twice twice" }),
      record({ heading: "Other", pageTitle: "Other", text: "" }),
    ]);
    expect(vocabulary.slice(0, 2)).toEqual(["split", "twice"]);
    expect(vocabulary).toEqual(expect.arrayContaining(["chunks", "other", "optimization"]));
    expect(vocabulary).not.toContain("once");
  });
});

describe("names in the local index", () => {
  it("gives a section its names as filters, one per name and kind, for exact look-ups", () => {
    const document = recordDocument(record({}));
    expect(document).toContain('<span data-pagefind-filter="option:optimization.moduleids"></span>');
    expect(document).toContain('<span data-pagefind-filter="optionPart:moduleids"></span>');
    expect(document).toContain('<span data-pagefind-filter="optionPart:deterministic"></span>');
    expect(document).not.toContain('data-pagefind-filter="elsewhere');
    const elsewhere = recordDocument(record({ pageUrl: "/loaders/file-loader/", names: { names: ["publicPath"], listed: [] } }));
    expect(elsewhere).toContain('<span data-pagefind-filter="elsewhere:publicpath"></span>');
    expect(elsewhere).not.toMatch(/filter="option/);
  });

  it("escapes a name that is not plain text", () => {
    expect(recordDocument(record({ names: { names: ["entry.<name>.import"], listed: [] } }))).toContain(
      'data-pagefind-filter="option:entry.&lt;name&gt;.import"',
    );
  });

  it("sorts the sections that document names by precedence, the most linked-to first, when the index is written", () => {
    const records = [
      record({ url: "/configuration/stats/#statspublicpath", html: "<p>No links.</p>" }),
      record({ url: "/configuration/output/#outputpublicpath", html: "<p>Linked.</p>" }),
      record({ url: "/guides/public-path/", html: '<p><a href="/configuration/output/#outputpublicpath">output.publicPath</a></p>' }),
      record({ url: "/guides/public-path/#pitfalls", names: { names: [], listed: [] } }),
    ];
    const documents = withPrecedence(records, records.map(recordDocument));
    const precedence = documents.map((document) => Number(/data-pagefind-sort="precedence:(\d+)"/.exec(document)?.[1]));
    expect(precedence[1]).toBeGreaterThan(precedence[0]);
    expect(precedence[0]).toBeGreaterThan(precedence[2]);
    expect(documents[0]).toMatch(/<span data-pagefind-sort="precedence:\d+"><\/span><\/main><\/body><\/html>$/);
    // A section without names is never looked up by name.
    expect(documents[3]).toBe(recordDocument(records[3]));
  });
});

describe("writing the local index", () => {
  let scratch: string;
  let publicDirectory: string;
  // The project's own deploy/search/ is the build's; the test keeps its documents and stamp apart.
  let documentsFile: string;
  beforeAll(() => {
    scratch = scratchFolder("webpack-docs-pagefind-");
    publicDirectory = path.join(scratch, "public");
    fs.mkdirSync(publicDirectory);
    documentsFile = path.join(scratch, "deploy", "pagefind-documents.json");
  });

  const entryWrittenAt = (): number => fs.statSync(path.join(publicDirectory, "pagefind", "pagefind-entry.json")).mtimeMs;

  it("runs Pagefind when the documents changed, and not when they are the ones the index was built from", async () => {
    const first = await writeLocalSearchIndex([record({})], publicDirectory, { documentsFile });
    expect(first.files).toBeGreaterThan(3);
    const writtenAt = entryWrittenAt();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(writeLocalSearchIndex([record({})], publicDirectory, { documentsFile })).resolves.toEqual(first);
    expect(entryWrittenAt()).toBe(writtenAt);
    await writeLocalSearchIndex(
      [record({ text: "Which algorithm picks module ids, and why.", html: "<p>Which algorithm picks module ids, and why.</p>" })],
      publicDirectory,
      { documentsFile },
    );
    expect(entryWrittenAt()).toBeGreaterThan(writtenAt);
  }, 60_000);

  it("builds the index again when it is missing from public/", async () => {
    await writeLocalSearchIndex([record({})], publicDirectory, { documentsFile });
    fs.rmSync(path.join(publicDirectory, "pagefind"), { recursive: true });
    await writeLocalSearchIndex([record({})], publicDirectory, { documentsFile });
    expect(fs.existsSync(path.join(publicDirectory, "pagefind", "pagefind-entry.json"))).toBe(true);
  }, 60_000);
});

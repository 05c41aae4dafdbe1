/**
 * @jest-environment node
 */
import { recordDocument, searchVocabulary, words } from "../../../../src/node/search/localIndex";
import type { SectionRecord } from "../../../../src/node/search/sectionRecords";

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

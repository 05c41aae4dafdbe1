/**
 * The offline search: the index the build writes (src/node/search/offlineIndex.ts), read back as
 * the browser reads it, with excerpts cut from the pages' own HTML.
 */
import type { SectionRecord } from "../../../../src/node/search/sectionRecords";
import { headingNames } from "../../../../src/lib/search/sectionNames";
import { offlineSearchIndex } from "../../../../src/node/search/offlineIndex";
import { createOfflineSearch, markedExcerpt, sectionText } from "../../../../src/lib/search/offlineSearch";
import { pageDataUrl } from "../../../../src/lib/pageData";
import { localWithOfflineFallback } from "../../../../src/lib/search/searchWithFallback";
import type { OfflineIndexFile } from "../../../../src/lib/search/offlineIndexOptions";
import type { SearchOutcome } from "../../../../src/lib/search/types";

const pages = [
  {
    url: "/configuration/optimization/",
    title: "Optimization",
    section: "Configuration",
    description: "How webpack optimizes the output.",
    html: [
      "<p>webpack picks optimizations by mode.</p>",
      '<h2 id="optimizationsplitchunks"><code>optimization.splitChunks</code></h2>',
      "<p>Settings for SplitChunksPlugin, which moves shared modules into chunks of their own.</p>",
      '<h2 id="optimizationminimize"><code>optimization.minimize</code></h2>',
      "<p>Minimize the bundle with TerserPlugin or the minimizers given.</p>",
      '<h2 id="optimizationsideeffects"><code>optimization.sideEffects</code></h2>',
      "<p>Skips modules whose package says they have no side effects, reading the flag from package.json files.</p>",
    ].join(""),
  },
  {
    url: "/plugins/banner-plugin/",
    title: "BannerPlugin",
    section: "Plugins",
    description: "Adds a banner to the top of each generated chunk.",
    html: '<p>Puts a comment at the top of every chunk.</p><h2 id="options">Options</h2><p>The raw option writes the banner as it is.</p>',
  },
  {
    url: "/guides/caching/",
    title: "Caching",
    section: "Guides",
    description: null,
    html: "<p>Content hashes keep browser caches valid. The BannerPlugin is not involved in this at all, but it is mentioned.</p>",
  },
  {
    url: "/guides/production/",
    title: "Production",
    section: "Guides",
    description: null,
    html: [
      "<p>Settings that matter in production.</p>",
      '<h2 id="side-effects">The sideEffects flag</h2>',
      "<p>Mark your package: sideEffects false lets sideEffects work; sideEffects is on.</p>",
      '<h2 id="source-maps">Source maps</h2>',
      "<table><tbody><tr><td><code>'source-map'</code></td><td>A full map.</td></tr><tr><td><code>'hidden-source-map'</code></td><td>No reference.</td></tr></tbody></table>",
      "<p>With source-map-debugids the map has an id.</p>",
    ].join(""),
  },
];

/** The records src/node/search/sectionRecords.ts makes of these pages (its own tests cover the splitting). */
const records: SectionRecord[] = pages.flatMap((page) => {
  const body = new DOMParser().parseFromString(page.html, "text/html").body;
  const sections: SectionRecord[] = [];
  let current: SectionRecord | null = null;
  for (const block of Array.from(body.children)) {
    if (block.tagName === "H2" || current === null) {
      const heading = block.tagName === "H2" ? block.textContent! : page.title;
      const url = block.tagName === "H2" ? `${page.url}#${block.id}` : page.url;
      current = {
        id: url,
        url,
        pageUrl: page.url,
        pageTitle: page.title,
        section: page.section,
        heading,
        parentHeadings: [],
        level: block.tagName === "H2" ? 2 : 1,
        html: "",
        text: "",
        description: page.description,
        names: {
          names:
            block.tagName === "H2"
              ? headingNames(
                  heading,
                  Array.from(block.querySelectorAll("code"), (code) => code.textContent ?? ""),
                )
              : [],
          listed: [],
        },
      };
      sections.push(current);
      if (block.tagName === "H2") continue;
    }
    current.html += block.outerHTML;
    current.text = `${current.text} ${block.textContent}`.trim();
    for (const code of block.tagName === "TABLE" ? Array.from(block.querySelectorAll("tr > td:first-child > code:first-child")) : [])
      current.names.listed.push((code.textContent ?? "").replace(/^'|'$/g, ""));
  }
  return sections;
});
// Through JSON, as the browser receives it.
const indexFile = JSON.parse(JSON.stringify(offlineSearchIndex(records))) as OfflineIndexFile;
const htmlByUrl = new Map(pages.map((page) => [page.url, page.html]));

function offlineSearch() {
  const asked: string[] = [];
  const search = createOfflineSearch(
    async () => indexFile,
    async (pageUrl) => (asked.push(pageUrl), htmlByUrl.get(pageUrl) ?? null),
  );
  return { search, asked };
}

describe("the offline search", () => {
  it("finds an option by its name as written, lowercased, or as separate words", async () => {
    const { search } = offlineSearch();
    for (const query of ["splitChunks", "splitchunks", "split chunks"]) {
      const outcome = await search.search(query);
      expect(outcome.provider).toBe("offline");
      expect(outcome.hits[0]).toMatchObject({
        url: "/configuration/optimization/#optimizationsplitchunks",
        heading: "optimization.splitChunks",
        pageTitle: "Optimization",
      });
    }
  });

  it("puts the section that documents a name above sections that use the word more", async () => {
    const { search } = offlineSearch();
    for (const query of ["sideEffects", "optimization.sideEffects", "sideeffects"]) {
      expect((await search.search(query)).hits[0].url).toBe("/configuration/optimization/#optimizationsideeffects");
    }
    // The guide's section, which says "sideEffects" more and in fewer words, comes after it.
    expect((await search.search("sideEffects")).hits.map((hit) => hit.url)).toEqual([
      "/configuration/optimization/#optimizationsideeffects",
      "/guides/production/#side-effects",
    ]);
  });

  it("finds a value a table lists, and a hyphenated name as one word before word by word", async () => {
    const { search } = offlineSearch();
    expect((await search.search("hidden-source-map")).hits[0].url).toBe("/guides/production/#source-maps");
    expect((await search.search("source-map-debugids")).hits[0].url).toBe("/guides/production/#source-maps");
    // No section has it whole: its words still find the section.
    expect((await search.search("source-map-scopes")).hits.map((hit) => hit.url)).toContain("/guides/production/#source-maps");
  });

  it("reads an offline copy saved before names were kept", async () => {
    const { names: _names, ...withoutNames } = indexFile;
    const search = createOfflineSearch(
      async () => withoutNames,
      async () => null,
    );
    expect((await search.search("splitChunks")).hits[0].url).toBe("/configuration/optimization/#optimizationsplitchunks");
    // Ranked by words alone, the guide that says "sideEffects" most comes first.
    expect((await search.search("sideEffects")).hits[0].url).toBe("/guides/production/#side-effects");
  });

  it("puts the page named by the query above pages that only mention it", async () => {
    const { search } = offlineSearch();
    const { hits } = await search.search("BannerPlugin");
    expect(hits[0].url).toBe("/plugins/banner-plugin/");
    expect(hits.map((hit) => hit.url)).toContain("/guides/caching/");
  });

  it("cuts the excerpt from the matched section of the page's own HTML, with the matched words marked", async () => {
    const { search, asked } = offlineSearch();
    const { hits } = await search.search("shared modules");
    expect(hits[0].url).toBe("/configuration/optimization/#optimizationsplitchunks");
    expect(hits[0].excerpt).toBe("Settings for SplitChunksPlugin, which moves <mark>shared</mark> <mark>modules</mark> into chunks of their own.");
    expect(asked).toEqual(["/configuration/optimization/"]);
  });

  it("leaves out words that every section has, in the index and in the query alike", async () => {
    const { search } = offlineSearch();
    const { hits } = await search.search("moves the shared modules into chunks");
    expect(hits[0].url).toBe("/configuration/optimization/#optimizationsplitchunks");
    await expect(search.search("the")).resolves.toMatchObject({ hits: [] });
  });

  it("forgives a typo in a longer word", async () => {
    const { search } = offlineSearch();
    const { hits } = await search.search("minimise");
    expect(hits[0]?.url).toBe("/configuration/optimization/#optimizationminimize");
  });

  it("offers the closest pages when the words match nothing together", async () => {
    const { search } = offlineSearch();
    await expect(search.search("kumquat")).resolves.toMatchObject({ hits: [] });
    const closest = await search.closestPages("banner kumquat");
    expect(closest.map((hit) => hit.url)).toEqual(["/plugins/banner-plugin/", "/guides/caching/"]);
  });

  it("fails, and tries again on the next query, while the index is not stored", async () => {
    let attempts = 0;
    const search = createOfflineSearch(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("not in the copy yet");
        return indexFile;
      },
      async () => null,
    );
    await expect(search.search("banner")).rejects.toThrow("not in the copy yet");
    const { hits } = await search.search("banner");
    expect(hits[0].url).toBe("/plugins/banner-plugin/");
    // Without the page's data there is no excerpt, but the hit is still shown.
    expect(hits[0].excerpt).toBe("");
  });
});

describe("sections and excerpts", () => {
  it("takes a section's text from after its heading up to the next section heading", () => {
    const html = pages[0].html;
    expect(sectionText(html, null)).toBe("webpack picks optimizations by mode.");
    expect(sectionText(html, "optimizationminimize")).toBe("Minimize the bundle with TerserPlugin or the minimizers given.");
    expect(sectionText(html, "no-such-heading")).toBe("");
  });

  it("starts an excerpt a few words before the first match and escapes the text", () => {
    const text = "one two three four five six seven eight nine <chunk> ten";
    expect(markedExcerpt(text, ["chunk"])).toBe("four five six seven eight nine <mark>&lt;chunk&gt;</mark> ten");
  });

  it("knows where Gatsby keeps each page's data", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/guides/caching/")).toBe("/page-data/guides/caching/page-data.json");
  });
});

describe("the local index with the offline index behind it", () => {
  const outcome = (provider: SearchOutcome["provider"]): SearchOutcome => ({ hits: [], correctedQuery: null, provider });
  const provider = (name: SearchOutcome["provider"], fails = false) => ({
    search: async () => {
      if (fails) throw new Error(`${name} cannot be reached`);
      return outcome(name);
    },
    closestPages: async () => [],
  });

  it("asks the local index when online, and the offline index when the local one fails", async () => {
    await expect(localWithOfflineFallback(provider("local"), provider("offline"), () => true).search("x")).resolves.toMatchObject({ provider: "local" });
    await expect(localWithOfflineFallback(provider("local", true), provider("offline"), () => true).search("x")).resolves.toMatchObject({
      provider: "offline",
    });
  });

  it("asks only the offline index when there is no network", async () => {
    const local = { ...provider("local"), search: jest.fn() };
    await expect(localWithOfflineFallback(local, provider("offline"), () => false).search("x")).resolves.toMatchObject({ provider: "offline" });
    expect(local.search).not.toHaveBeenCalled();
  });
});

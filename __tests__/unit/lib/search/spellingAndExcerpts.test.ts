import { correctQuery, createVocabulary } from "../../../../src/lib/search/spelling";
import { dropLeadingSentences, excerptSegments } from "../../../../src/lib/search/excerpt";
import { createLocalSearch } from "../../../../src/lib/search/localSearch";

// Most frequent first, as the build writes it.
const vocabulary = createVocabulary(["webpack", "output", "plugin", "banner", "bannerplugin", "compiler", "optimization", "moduleids", "loader", "sass"]);

describe("spelling correction", () => {
  it.each([
    ["bannr plugin", "banner plugin"],
    ["compilr hooks", "compiler hooks"],
    ["optimisation", "optimization"],
    ["webpakc", "webpack"],
    ["outptu", "output"],
  ])("corrects %s to %s", (query, corrected) => {
    expect(correctQuery(query, vocabulary)).toBe(corrected);
  });

  it.each(["BannerPlugin", "output", "sass-loader", "hooks", "compil", "css"])("leaves %s alone", (query) => {
    // Known words, unknown but far words, short words, and the start of a word being typed.
    expect(correctQuery(query, vocabulary)).toBeNull();
  });

  it("corrects a finished word that only starts like a known one", () => {
    expect(correctQuery("compil ", vocabulary)).toBeNull();
    expect(correctQuery("compilr output", vocabulary)).toBe("compiler output");
  });
});

describe("excerpts", () => {
  it("splits marked words from text and decodes entities, never passing markup through", () => {
    expect(excerptSegments("Use <mark>raw</mark> &lt;script&gt; &amp; <b>x</b>")).toEqual([
      { text: "Use ", marked: false },
      { text: "raw", marked: true },
      { text: " <script> & x", marked: false },
    ]);
  });

  it("drops the heading and page title sentences the local index starts a document with", () => {
    expect(dropLeadingSentences("<mark>raw</mark>. BannerPlugin. With <mark>raw</mark> the text", ["raw", "BannerPlugin"])).toBe(
      "With <mark>raw</mark> the text",
    );
    expect(dropLeadingSentences("the middle of <mark>raw</mark> text", ["raw", "BannerPlugin"])).toBe("the middle of <mark>raw</mark> text");
  });
});

describe("the local search provider", () => {
  // A stand-in for Pagefind that finds, for each word, the pages listed here, and a query when all its words match;
  // no section has a name (a look-up by name filters, with a null query, finds nothing).
  const pagesByWord: Record<string, string[]> = {
    banner: ["/plugins/banner-plugin/", "/api/compilation-hooks/", "/configuration/output/"],
    plugin: ["/plugins/banner-plugin/", "/api/compilation-hooks/", "/configuration/output/", "/plugins/"],
    bannr: [],
  };
  const fakePagefind = {
    options: async () => {},
    search: async (query: string | null) => {
      if (query === null) return { results: [] };
      const words = query.toLowerCase().split(/\s+/);
      const urls = (pagesByWord[words[0]] ?? []).filter((url) => words.every((word) => (pagesByWord[word] ?? []).includes(url)));
      return {
        results: urls.map((url, index) => ({ id: url, score: 1 - index / 10, data: async () => ({ url, excerpt: "", meta: { title: url, page: url } }) })),
      };
    },
  };

  it("searches a query as typed without downloading the vocabulary when it finds enough", async () => {
    const loadVocabulary = jest.fn(async () => vocabulary);
    const search = createLocalSearch(async () => fakePagefind, loadVocabulary);
    const outcome = await search.search("banner plugin");
    expect(outcome.hits.map((hit) => hit.url)).toEqual(["/plugins/banner-plugin/", "/api/compilation-hooks/", "/configuration/output/"]);
    expect(outcome.correctedQuery).toBeNull();
    expect(loadVocabulary).not.toHaveBeenCalled();
  });

  it("corrects a query that finds little, and says so", async () => {
    const loadVocabulary = jest.fn(async () => vocabulary);
    const search = createLocalSearch(async () => fakePagefind, loadVocabulary);
    const outcome = await search.search("bannr plugin");
    expect(outcome.correctedQuery).toBe("banner plugin");
    expect(outcome.hits).toHaveLength(3);
    expect(loadVocabulary).toHaveBeenCalledTimes(1);
  });
});

describe("the local search provider, for a query that is a name", () => {
  const result = (url: string) => ({ id: url, score: 1, data: async () => ({ url, excerpt: "", meta: { title: url, page: url } }) });
  /** A stand-in for Pagefind whose words rank a plugin's option first, and whose name filters know which sections document the name. */
  function namedPagefind() {
    const calls: { query: string | null; options?: { filters?: Record<string, string>; sort?: Record<string, string> } }[] = [];
    const named: Record<string, string[]> = {
      "optionPart:publicpath": ["/configuration/output/#outputpublicpath", "/configuration/stats/#statspublicpath"],
      "elsewhere:publicpath": ["/loaders/file-loader/#publicpath"],
    };
    const pagefind = {
      options: async () => {},
      search: async (query: string | null, options?: { filters?: Record<string, string>; sort?: Record<string, string> }) => {
        calls.push({ query, options });
        if (query === null) {
          const [[kind, value]] = Object.entries(options?.filters ?? {});
          return { results: (named[`${kind}:${value}`] ?? []).map(result) };
        }
        const urls = /publicpath/i.test(query) ? ["/loaders/file-loader/#publicpath", "/guides/public-path/", "/configuration/stats/#statspublicpath"] : [];
        return { results: urls.map(result) };
      },
    };
    return { pagefind, calls };
  }

  it("ranks the sections documenting the name first, webpack's own options before others", async () => {
    const { pagefind, calls } = namedPagefind();
    const { hits } = await createLocalSearch(
      async () => pagefind,
      async () => vocabulary,
    ).search("publicPath");
    expect(hits.map((hit) => hit.url)).toEqual([
      "/configuration/output/#outputpublicpath",
      "/configuration/stats/#statspublicpath",
      "/loaders/file-loader/#publicpath",
      "/guides/public-path/",
    ]);
    // One search for the words, one look-up per kind of name, most linked-to first.
    expect(calls.map(({ query, options }) => [query, options?.filters, options?.sort])).toEqual([
      ["publicPath", undefined, undefined],
      [null, { option: "publicpath" }, { precedence: "desc" }],
      [null, { optionPart: "publicpath" }, { precedence: "desc" }],
      [null, { elsewhere: "publicpath" }, { precedence: "desc" }],
    ]);
  });

  it("looks up a few words that make a path as that path", async () => {
    const { pagefind, calls } = namedPagefind();
    await createLocalSearch(
      async () => pagefind,
      async () => vocabulary,
    ).search("output publicPath");
    expect(calls.map(({ options }) => options?.filters)).toEqual([
      undefined,
      { option: "output.publicpath" },
      { optionPart: "output.publicpath" },
      { elsewhere: "output.publicpath" },
    ]);
  });

  it("looks no names up for a question, and cleans symbols out of what it asks Pagefind", async () => {
    const { pagefind, calls } = namedPagefind();
    await createLocalSearch(
      async () => pagefind,
      async () => vocabulary,
    ).search("where does `publicPath` go?");
    expect(calls).toEqual([{ query: "where does publicPath go?", options: undefined }]);
  });
});

/**
 * The Algolia adapter, run as the browser runs it (jsdom, the client's XMLHttpRequest build)
 * against a fake Algolia on loopback: the query it sends, the hits it shows, and every way it
 * falls back to the local index.
 */
import { algoliaConfig } from "../../../../src/lib/search/algoliaConfig";
import { createAlgoliaSearch } from "../../../../src/lib/search/algoliaSearch";
import { searchWithFallback } from "../../../../src/lib/search/searchWithFallback";
import type { SearchOutcome, SearchProvider } from "../../../../src/lib/search/types";
import { startFakeAlgolia, type FakeAlgolia } from "../../../support/fakeAlgolia";

// Jest would pick the package's Node build; the site's bundle gets the browser build.
jest.mock("@algolia/client-search", () => jest.requireActual("@algolia/client-search/dist/builds/browser.umd"));

const localOutcome: SearchOutcome = {
  hits: [{ url: "/configuration/output/#outputclean", pageTitle: "Output", section: "Configuration", heading: "output.clean", parents: [], excerpt: "" }],
  correctedQuery: null,
  provider: "local",
};

describe("Algolia search", () => {
  let algolia: FakeAlgolia;
  let local: SearchProvider & { queries: string[] };

  beforeEach(async () => {
    algolia = await startFakeAlgolia();
    const queries: string[] = [];
    local = { queries, search: async (query) => (queries.push(query), localOutcome) };
  });
  afterEach(() => algolia.close());

  const configured = () =>
    algoliaConfig({
      GATSBY_ALGOLIA_APP_ID: "TESTAPP",
      GATSBY_ALGOLIA_SEARCH_KEY: "search-only-key",
      GATSBY_ALGOLIA_INDEX: "webpack-docs",
      GATSBY_ALGOLIA_HOST: algolia.url,
    })!;

  it("is configured only when the app id, the search key and the index are all set", () => {
    expect(algoliaConfig({})).toBeNull();
    expect(algoliaConfig({ GATSBY_ALGOLIA_APP_ID: "A", GATSBY_ALGOLIA_SEARCH_KEY: "k" })).toBeNull();
    expect(algoliaConfig({ GATSBY_ALGOLIA_APP_ID: " A ", GATSBY_ALGOLIA_SEARCH_KEY: "k", GATSBY_ALGOLIA_INDEX: "i" })).toEqual({
      appId: "A",
      searchKey: "k",
      indexName: "i",
      host: null,
    });
  });

  it("sends the query to the configured index and shows the hits with their snippets", async () => {
    algolia.hits = [
      {
        objectID: "/plugins/banner-plugin/#raw",
        url: "/plugins/banner-plugin/#raw",
        pageTitle: "BannerPlugin",
        section: "Plugins",
        heading: "raw",
        parentHeadings: ["Options"],
        _snippetResult: { text: { value: "With <mark>raw</mark> the banner is inserted as given", matchLevel: "full" } },
      },
    ];
    const outcome = await createAlgoliaSearch(configured()).search("banner raw");

    const [request] = algolia.requests.filter((recorded) => recorded.path.endsWith("/query"));
    // The browser build of the client (XMLHttpRequest, here jsdom's), as readers' browsers run it.
    // The browser build of the client, as readers' browsers run it (jsdom's XMLHttpRequest).
    expect(request.query.get("x-algolia-agent")).toMatch(/Browser/);
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/1/indexes/webpack-docs/query");
    expect(request.query.get("x-algolia-application-id") ?? request.headers["x-algolia-application-id"]).toBe("TESTAPP");
    expect(request.query.get("x-algolia-api-key") ?? request.headers["x-algolia-api-key"]).toBe("search-only-key");
    expect(request.body).toMatchObject({
      query: "banner raw",
      hitsPerPage: 8,
      attributesToSnippet: ["text:24"],
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
    expect(outcome).toEqual({
      provider: "algolia",
      correctedQuery: null,
      hits: [
        {
          url: "/plugins/banner-plugin/#raw",
          pageTitle: "BannerPlugin",
          section: "Plugins",
          heading: "raw",
          parents: ["Options"],
          excerpt: "With <mark>raw</mark> the banner is inserted as given",
        },
      ],
    });
    expect(local.queries).toEqual([]);
  });

  it("uses Algolia's answer through the fallback wrapper when it is quick", async () => {
    const search = searchWithFallback({ remote: createAlgoliaSearch(configured()), local, timeoutMs: 1000, isOnline: () => true });
    await expect(search.search("output")).resolves.toMatchObject({ provider: "algolia" });
    expect(local.queries).toEqual([]);
  });

  it("falls back to the local index when Algolia refuses the request", async () => {
    algolia.failWithStatus = 403;
    const search = searchWithFallback({ remote: createAlgoliaSearch(configured()), local, timeoutMs: 1000, isOnline: () => true });
    await expect(search.search("clean the output folder")).resolves.toEqual(localOutcome);
    expect(algolia.requests.length).toBeGreaterThan(0);
    expect(local.queries).toEqual(["clean the output folder"]);
  });

  it("falls back to the local index when Algolia takes longer than the limit", async () => {
    algolia.delayMs = 1500;
    const search = searchWithFallback({ remote: createAlgoliaSearch(configured()), local, timeoutMs: 300, isOnline: () => true });
    const started = Date.now();
    await expect(search.search("output")).resolves.toEqual(localOutcome);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("does not try Algolia at all while the reader is offline", async () => {
    const search = searchWithFallback({ remote: createAlgoliaSearch(configured()), local, timeoutMs: 1000, isOnline: () => false });
    await expect(search.search("output")).resolves.toEqual(localOutcome);
    expect(algolia.requests).toEqual([]);
  });

  it("falls back when Algolia's host cannot be reached at all", async () => {
    const unreachable = { ...configured(), host: "http://127.0.0.1:9" };
    const search = searchWithFallback({ remote: createAlgoliaSearch(unreachable), local, timeoutMs: 1000, isOnline: () => true });
    await expect(search.search("output")).resolves.toEqual(localOutcome);
  });
});

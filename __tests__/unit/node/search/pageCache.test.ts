/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { withPageCache } from "../../../../src/node/search/pageCache";
import { buildCodeVersion } from "../../../../src/node/compiledBuildCode";
import { scratchFolder } from "../../../support/scratchFolder";

jest.mock("../../../../src/node/compiledBuildCode", () => {
  const actual = jest.requireActual("../../../../src/node/compiledBuildCode");
  return { ...actual, buildCodeVersion: jest.fn(actual.buildCodeVersion) };
});

describe("the search records' page cache", () => {
  const cacheFile = path.join(scratchFolder("page-cache-"), "pages.json");
  const computed: string[] = [];
  const compute = (page: { url: string; html: string }) => {
    computed.push(page.url);
    return { records: [`${page.url}: ${page.html}`] };
  };
  beforeEach(() => {
    fs.rmSync(cacheFile, { force: true });
    computed.length = 0;
  });

  it("computes only the pages whose input changed since the last build, and returns the same as computing them all", () => {
    const first = [
      { url: "/a/", html: "<p>A</p>" },
      { url: "/b/", html: "<p>B</p>" },
    ];
    const firstBuild = withPageCache(first, compute, cacheFile, "v1");
    expect(firstBuild).toMatchObject({ outputs: first.map(compute), hits: 0 });
    firstBuild.save();
    computed.length = 0;

    const second = [first[0], { url: "/b/", html: "<p>B, edited</p>" }];
    const { outputs, hits } = withPageCache(second, compute, cacheFile, "v1");
    expect(computed).toEqual(["/b/"]);
    expect(hits).toBe(1);
    expect(outputs).toEqual([{ records: ["/a/: <p>A</p>"] }, { records: ["/b/: <p>B, edited</p>"] }]);
  });

  it("writes nothing until asked to, so an unsaved build leaves the last saved one in place", () => {
    withPageCache([{ url: "/a/", html: "<p>A</p>" }], compute, cacheFile, "v1").save();
    withPageCache([{ url: "/b/", html: "<p>B</p>" }], compute, cacheFile, "v1");
    computed.length = 0;
    expect(withPageCache([{ url: "/a/", html: "<p>A</p>" }], compute, cacheFile, "v1").hits).toBe(1);
    expect(computed).toEqual([]);
  });

  it("computes every page again when the code that makes records has changed", () => {
    const pages = [{ url: "/a/", html: "<p>A</p>" }];
    withPageCache(pages, compute, cacheFile, "v1").save();
    computed.length = 0;
    expect(withPageCache(pages, compute, cacheFile, "v2").hits).toBe(0);
    expect(computed).toEqual(["/a/"]);
  });

  it("keeps only the last build's pages", () => {
    withPageCache([{ url: "/a/", html: "<p>A</p>" }], compute, cacheFile, "v1").save();
    withPageCache([{ url: "/b/", html: "<p>B</p>" }], compute, cacheFile, "v1").save();
    computed.length = 0;
    withPageCache([{ url: "/a/", html: "<p>A</p>" }], compute, cacheFile, "v1");
    expect(computed).toEqual(["/a/"]);
  });

  it("by default, keys its entries on the code and on the versions of cheerio and of the HTML parser it uses", () => {
    withPageCache([], compute, cacheFile);
    expect(buildCodeVersion).toHaveBeenCalledWith(["cheerio", "htmlparser2"]);
  });

  it("versions the code by the installed packages too, including one whose package.json is not exported (MiniSearch)", () => {
    expect(buildCodeVersion(["cheerio"])).toMatch(/^[0-9a-f]{64}$/);
    expect(buildCodeVersion(["minisearch"])).not.toBe(buildCodeVersion(["cheerio"]));
    expect(() => buildCodeVersion(["no-such-package-here"])).toThrow(/no-such-package-here/);
  });
});

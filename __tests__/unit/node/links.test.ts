import { checkLinks, extractHrefs, resolveInternalLink } from "../../../src/node/links";
import { formatProblem } from "../../../src/node/contentProblems";

const output = { file: "content/configuration/output.md", url: "/configuration/output/", html: '<h2 id="outputfilename">output.filename</h2>', related: [] };
const check = (html: string, related: { url: string }[] = []) =>
  checkLinks([output, { file: "content/guides/caching.md", url: "/guides/caching/", html, related }], new Set(["/", "/guides/printable/"])).map(formatProblem);

describe("link checking", () => {
  it("accepts links to pages, anchors, the page itself and external sites", () => {
    expect(
      check('<a href="/configuration/output/#outputfilename">x</a> <a href="#top">x</a> <a href="https://nodejs.org/">x</a> <a href="/">home</a>'),
    ).toEqual([expect.stringContaining("#top")]);
  });

  it("reports a link to a page that does not exist", () => {
    expect(check('<a href="/configuration/outptu/">x</a>')).toEqual([
      'content/guides/caching.md: link "/configuration/outptu/" points to a page that does not exist. Link to an existing page, or write that page first.',
    ]);
  });

  it("reports a link to an anchor that does not exist", () => {
    expect(check('<a href="/configuration/output/#outputpath">x</a>')[0]).toContain("points to #outputpath, which does not exist on /configuration/output/");
  });

  it("reports a missing trailing slash with the corrected link", () => {
    expect(check('<a href="/configuration/output#outputfilename">x</a>')[0]).toContain('Write "/configuration/output/#outputfilename"');
  });

  it("checks related links from frontmatter too", () => {
    expect(check("", [{ url: "/guides/missing/" }])[0]).toContain('frontmatter "related[0].url" "/guides/missing/" points to a page that does not exist');
  });

  it("resolves relative links and leaves files and other schemes to the post-build checker", () => {
    expect(resolveInternalLink("../output/#x", "/configuration/mode/")).toEqual({ path: "/configuration/output/", hash: "x" });
    expect(resolveInternalLink("mailto:a@b.c", "/")).toBeNull();
    expect(resolveInternalLink("/icon.svg", "/")).toBeNull();
    expect(extractHrefs('<a class="x" href="/a/?b=1&amp;c=2">')).toEqual(["/a/?b=1&c=2"]);
  });
});

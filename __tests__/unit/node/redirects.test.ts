import { pathRedirects, redirectPageHtml, validateRedirects } from "../../../src/node/redirects";
import { formatProblem } from "../../../src/node/contentProblems";

const pages = new Set(["/guides/getting-started/", "/configuration/mode/", "/configuration/cache/"]);

describe("validateRedirects", () => {
  it("accepts path and hash redirects to existing pages", () => {
    const { redirects, problems } = validateRedirects(
      [
        { from: "/get-started/", to: "/guides/getting-started/" },
        { from: "/configuration/other-options/#cache", to: "/configuration/cache/" },
      ],
      pages,
    );
    expect(problems).toEqual([]);
    expect(pathRedirects(redirects)).toEqual([{ from: "/get-started/", to: "/guides/getting-started/" }]);
  });

  it("fails on a redirect listed twice", () => {
    const { problems } = validateRedirects(
      [
        { from: "/get-started/", to: "/guides/getting-started/" },
        { from: "/get-started/", to: "/configuration/mode/" },
      ],
      pages,
    );
    expect(problems.map(formatProblem)).toEqual(['content/data/redirects.json: entry 1 "from" /get-started/ is listed twice. Keep one entry per old url.']);
  });

  it("fails on a target that is not a page, a source that hides a page, and a missing slash", () => {
    const { problems } = validateRedirects(
      [
        { from: "/old/", to: "/nowhere/" },
        { from: "/configuration/mode/", to: "/guides/getting-started/" },
        { from: "/old-two", to: "/configuration/mode/" },
      ],
      pages,
    );
    expect(problems.map((problem) => problem.problem)).toEqual([
      "is not a page of the site",
      "is the url of an existing page, so the redirect would hide it",
      "must use paths with a trailing slash",
    ]);
  });
});

describe("redirectPageHtml", () => {
  it("refreshes to the target, is not indexed and links there for readers without refresh", () => {
    const html = redirectPageHtml("/guides/getting-started/", "https://webpack.js.org");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guides/getting-started/">');
    expect(html).toContain('<link rel="canonical" href="https://webpack.js.org/guides/getting-started/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});

import { findDuplicateUrls, validateFrontmatter } from "../../../src/node/frontmatter";
import { locateContentFile } from "../../../src/node/contentPaths";
import { formatProblem } from "../../../src/node/contentProblems";

const page = locateContentFile("guides/caching.md");
const validate = (raw: unknown, location = page) => validateFrontmatter("content/guides/caching.md", location, raw);
const messages = (raw: unknown, location = page) => validate(raw, location).problems.map(formatProblem);

describe("validateFrontmatter", () => {
  it("accepts a complete page and normalises optional fields", () => {
    const { frontmatter, problems } = validate({ title: "Caching", sort: 3, contributors: ["sokra"] });
    expect(problems).toEqual([]);
    expect(frontmatter).toMatchObject({ title: "Caching", sort: 3, contributors: ["sokra"], related: [], group: null });
  });

  it("rejects a missing title, naming file, field and fix", () => {
    expect(messages({ sort: 1 })).toEqual(['content/guides/caching.md: frontmatter "title" is missing. Add a line such as "title: Module Resolution".']);
  });

  it("rejects a sort that is not a number", () => {
    expect(messages({ title: "Caching", sort: "two" })).toEqual([
      'content/guides/caching.md: frontmatter "sort" must be a number, got "two". Write a plain number, e.g. "sort: 3".',
    ]);
  });

  it("requires sort on pages that are not index pages, and -1 on index pages", () => {
    expect(messages({ title: "Caching" })[0]).toContain('"sort" is missing');
    const index = locateContentFile("guides/index.md");
    expect(messages({ title: "Guides", sort: 4 }, index)[0]).toContain("must be -1");
    expect(validate({ title: "Guides" }, index).frontmatter?.sort).toBe(-1);
  });

  it("rejects contributors that are not a list of handles", () => {
    expect(messages({ title: "Caching", sort: 1, contributors: "sokra" })[0]).toContain('"contributors" must be a list of GitHub handles');
    expect(messages({ title: "Caching", sort: 1, contributors: ["@sokra", "https://github.com/x"] })[0]).toContain(
      'has entries that are not GitHub handles: "@sokra", "https://github.com/x"',
    );
  });

  it("rejects related entries without a url", () => {
    expect(messages({ title: "Caching", sort: 1, related: [{ title: "Output" }] })).toEqual([
      'content/guides/caching.md: frontmatter "related[0].url" is missing. Give every related entry a url, e.g. "    url: /configuration/output/".',
    ]);
  });

  it("suggests the intended name for a misspelt field", () => {
    expect(messages({ title: "Caching", sort: 1, contributers: ["sokra"] })[0]).toContain('Did you mean "contributors"?');
  });

  it("requires repo on mirrored pages and a date on blog posts", () => {
    expect(messages({ title: "babel-loader", sort: 1 }, locateContentFile("loaders/_babel-loader.md"))[0]).toContain('"repo" is missing');
    expect(messages({ title: "Release", sort: 1 }, locateContentFile("blog/release.md"))[0]).toContain('"date" is missing on a blog post');
    const dated = validate({ title: "Release", sort: 1, date: new Date("2020-10-10") }, locateContentFile("blog/release.md"));
    expect(dated.frontmatter?.date).toBe("2020-10-10");
  });

  it("reports a file with no frontmatter at all", () => {
    expect(messages(null)[0]).toContain('"title" is missing (the file has no frontmatter)');
  });
});

describe("findDuplicateUrls", () => {
  it("reports the second file claiming a url and names the first", () => {
    const problems = findDuplicateUrls([
      { file: "content/concepts/index.md", url: "/concepts/" },
      { file: "content/_concepts.md", url: "/concepts/" },
    ]);
    expect(problems.map(formatProblem)).toEqual([
      "content/concepts/index.md: url /concepts/ is already claimed by content/_concepts.md. Rename or move one of the two files so each url has exactly one page.",
    ]);
  });
});

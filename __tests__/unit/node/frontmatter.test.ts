import { findDuplicateUrls, validateFrontmatter } from "../../../src/node/frontmatter";
import { locateContentFile } from "../../../src/node/contentPaths";
import { formatProblem } from "../../../src/node/contentProblems";

const page = locateContentFile("guides/caching.md");
const validate = (raw: unknown, location = page) => validateFrontmatter("content/guides/caching.md", location, raw);
const messages = (raw: unknown, location = page) => validate(raw, location).problems.map(formatProblem);
/** A valid page: each case adds, changes or removes one field. */
const VALID = { title: "Caching", sort: 3, contributors: ["sokra"] };

describe("validateFrontmatter", () => {
  it("accepts a complete page and normalises optional fields", () => {
    const { frontmatter, problems } = validate({ title: "Caching", sort: 3, contributors: ["sokra"] });
    expect(problems).toEqual([]);
    expect(frontmatter).toMatchObject({ title: "Caching", sort: 3, contributors: ["sokra"], related: [], group: null });
  });

  it("rejects a missing title, naming file, field and fix", () => {
    expect(messages({ ...VALID, title: undefined })).toEqual([
      'content/guides/caching.md: frontmatter "title" is missing. Add a line such as "title: Module Resolution".',
    ]);
  });

  it("rejects a sort that is not a number", () => {
    expect(messages({ ...VALID, sort: "two" })).toEqual([
      'content/guides/caching.md: frontmatter "sort" must be a number, got "two". Write a plain number, e.g. "sort: 3".',
    ]);
  });

  it("requires sort on pages that are not index pages, and -1 on index pages", () => {
    expect(messages({ title: "Caching" })[0]).toContain('"sort" is missing');
    const index = locateContentFile("guides/index.md");
    expect(messages({ ...VALID, title: "Guides", sort: 4 }, index)[0]).toContain("must be -1");
    expect(validate({ title: "Guides", contributors: ["sokra"] }, index).frontmatter?.sort).toBe(-1);
  });

  it("rejects contributors that are not a list of handles", () => {
    expect(messages({ title: "Caching", sort: 1, contributors: "sokra" })[0]).toContain('"contributors" must be a list of GitHub handles');
    expect(messages({ title: "Caching", sort: 1, contributors: ["@sokra", "https://github.com/x"] })[0]).toContain(
      'has entries that are not GitHub handles: "@sokra", "https://github.com/x"',
    );
  });

  it("rejects related entries without a url", () => {
    expect(messages({ ...VALID, related: [{ title: "Output" }] })).toEqual([
      'content/guides/caching.md: frontmatter "related[0].url" is missing. Give every related entry a url, e.g. "    url: /configuration/output/".',
    ]);
  });

  it("suggests the intended name for a misspelt field", () => {
    expect(messages({ title: "Caching", sort: 1, contributers: ["sokra"] })[0]).toContain('Did you mean "contributors"?');
  });

  it("requires repo on mirrored pages and a date on blog posts", () => {
    expect(messages({ ...VALID, title: "babel-loader" }, locateContentFile("loaders/_babel-loader.md"))).toEqual([
      expect.stringContaining('"repo" is missing'),
    ]);
    expect(messages({ ...VALID, title: "Release" }, locateContentFile("blog/release.md"))).toEqual([
      expect.stringContaining('"date" is missing on a blog post'),
    ]);
    const dated = validate({ ...VALID, title: "Release", date: new Date("2020-10-10") }, locateContentFile("blog/release.md"));
    expect(dated.frontmatter?.date).toBe("2020-10-10");
  });

  it("requires contributors on every page, blog posts and index pages included", () => {
    expect(messages({ title: "Caching", sort: 3 })).toEqual([
      'content/guides/caching.md: frontmatter "contributors" is missing. List the GitHub handles of the people who look after the page: "contributors:" then "  - sokra".',
    ]);
    expect(messages({ title: "Release", date: "2020-10-10", sort: 1 }, locateContentFile("blog/release.md"))).toEqual([
      expect.stringContaining('content/guides/caching.md: frontmatter "contributors" is missing.'),
    ]);
    expect(messages({ title: "Guides" }, locateContentFile("guides/index.md"))).toEqual([expect.stringContaining('"contributors" is missing')]);
  });

  it.each([[[]], [null]])("rejects an empty list of contributors (%j)", (contributors) => {
    expect(messages({ ...VALID, contributors })).toEqual([
      'content/guides/caching.md: frontmatter "contributors" must list at least one GitHub handle. Add one handle per line under "contributors:", e.g. "  - sokra".',
    ]);
  });

  it("accepts related links to pages of the site and to https addresses, and rejects http", () => {
    const related = [
      { title: "Output", url: "/configuration/output/" },
      { title: "Node.js modules", url: "https://nodejs.org/api/modules.html" },
    ];
    expect(validate({ ...VALID, related }).frontmatter?.related).toEqual(related);
    expect(messages({ ...VALID, related: [...related, { title: "Old site", url: "http://example.com/" }] })).toEqual([
      'content/guides/caching.md: frontmatter "related[2].url" must start with "/" or "https://", got "http://example.com/". Use the https:// address of the page; plain http:// links are not accepted.',
    ]);
  });

  it("takes source as an optional https url of a mirrored page's README", () => {
    const mirrored = locateContentFile("loaders/_babel-loader.md");
    const frontmatter = { ...VALID, title: "babel-loader", repo: "https://github.com/babel/babel-loader" };
    expect(messages(frontmatter, mirrored)).toEqual([]);
    const source = "https://github.com/babel/babel-loader/blob/main/README.md";
    expect(validate({ ...frontmatter, source }, mirrored).frontmatter?.source).toBe(source);
    expect(messages({ ...frontmatter, source: "http://github.com/babel/babel-loader/blob/main/README.md" }, mirrored)).toEqual([
      'content/guides/caching.md: frontmatter "source" must be an absolute https:// url, got "http://github.com/babel/babel-loader/blob/main/README.md". Write the full https address, e.g. "source: https://github.com/babel/babel-loader/blob/main/README.md".',
    ]);
    expect(messages({ ...frontmatter, source: "README.md" }, mirrored)).toEqual([
      expect.stringContaining('"source" must be an absolute https:// url, got "README.md"'),
    ]);
  });

  it.each(["repo", "edit"])("rejects an http:// %s", (field) => {
    expect(messages({ ...VALID, [field]: "http://github.com/webpack/webpack" })).toEqual([
      expect.stringContaining(`frontmatter "${field}" must be an absolute https:// url, got "http://github.com/webpack/webpack". Write the full https address`),
    ]);
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

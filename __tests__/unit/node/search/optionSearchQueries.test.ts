/**
 * @jest-environment node
 *
 * The query list of __tests__/e2e/searchOptions.test.ts, made from webpack's schema and the
 * configuration pages: its pure parts, and its shape on the real content.
 */
import {
  answersQuery,
  documentedTargets,
  expandPattern,
  headingUrlsByName,
  leafName,
  optionSearchQueries,
  quotedValues,
} from "../../../support/optionSearchQueries";

describe("spelling out a pattern", () => {
  it("lists every string of literals, groups, alternatives and optional parts", () => {
    expect(expandPattern("^(a|b)?c$").sort()).toEqual(["ac", "bc", "c"]);
    expect(expandPattern("^(x-(y-)?)?z$").sort()).toEqual(["x-y-z", "x-z", "z"]);
    expect(expandPattern("^(?:inline-|eval-)?source-map$").sort()).toEqual(["eval-source-map", "inline-source-map", "source-map"]);
  });

  it("spells the 96 source-map values of webpack's devtool pattern", () => {
    const values = expandPattern("^(inline-|hidden-|eval-)?(nosources-)?(cheap-(module-)?)?source-map(-debugids)?(-scopes)?$");
    expect(values).toHaveLength(96);
    expect(values).toEqual(expect.arrayContaining(["source-map", "eval-cheap-module-source-map", "hidden-nosources-source-map-debugids-scopes"]));
  });

  it("refuses a pattern that has no list", () => {
    expect(() => expandPattern("^es\\d+$")).toThrow();
    expect(() => expandPattern("^a+$")).toThrow();
    expect(() => expandPattern("^(a$")).toThrow();
  });
});

describe("values a page documents", () => {
  it("reads the quoted values of a page", () => {
    expect(quotedValues("Use `'eval'` or `'source-map'`, not `eval`.")).toEqual(new Set(["eval", "source-map"]));
  });

  it("takes each target heading's value, and for a placeholder the values its own section quotes", () => {
    const markdown = [
      "## `target`",
      "Any of these; `'es2020'` is mentioned here too.",
      "### `target: 'web'`",
      "For browsers; not `'node'`.",
      "### `target: 'esX'`",
      "`'es5'`, `'es2015'` or `'es6'`, with a platform: `['web', 'es2020']`.",
      "## `target: false`",
    ].join("\n\n");
    expect(documentedTargets(markdown)).toEqual(["web", "es5", "es2015", "es6"]);
  });
});

describe("the query list", () => {
  const queries = optionSearchQueries();
  const byKind = (kind: string) => queries.filter((query) => query.kind === kind);

  it("asks for every option path with a heading, by its full path and, where it is the only one, by its last name", () => {
    expect(byKind("full path").length).toBeGreaterThan(500);
    expect(byKind("full path").find((query) => query.query === "output.publicPath")?.answers).toEqual(["/configuration/output/#outputpublicpath"]);
    // A top-level option is answered by its headings and by its own page.
    expect(byKind("full path").find((query) => query.query === "devtool")?.answers).toEqual(
      expect.arrayContaining(["/configuration/#devtool", "/configuration/devtool/"]),
    );
    const leaves = new Set(byKind("leaf").map((query) => query.query));
    expect(leaves).toContain("chunkLoadingGlobal");
    // Several options end in publicPath: the name alone does not say which.
    expect(leaves).not.toContain("publicPath");
    expect(leafName("Rule.test")).toBe("test");
  });

  it("asks for the values of devtool, target and stats", () => {
    expect(byKind("devtool value").map((query) => query.query)).toEqual(expect.arrayContaining(["eval", "eval-source-map", "hidden-source-map"]));
    expect(byKind("target value").map((query) => query.query)).toEqual(expect.arrayContaining(["web", "node", "electron-main", "es2015"]));
    expect(
      byKind("stats preset")
        .map((query) => query.query)
        .sort(),
    ).toEqual(["detailed", "errors-only", "errors-warnings", "minimal", "none", "normal", "summary", "verbose"].sort());
  });

  it("counts an option answered only by its own heading, a value by any heading of its page", () => {
    const option = { kind: "full path" as const, query: "output.path", answers: ["/configuration/output/#outputpath"] };
    expect(answersQuery(option, "/configuration/output/#outputpath")).toBe(true);
    expect(answersQuery(option, "/configuration/output/")).toBe(false);
    const value = { kind: "stats preset" as const, query: "minimal", answers: ["/configuration/stats/"] };
    expect(answersQuery(value, "/configuration/stats/#presets")).toBe(true);
    expect(answersQuery(value, "/api/stats/")).toBe(false);
  });

  it("gives headings the ids the build gives them, numbering repeats per page", () => {
    const page = (url: string, texts: string[]) => ({
      relativePath: "x.md",
      url,
      headings: texts.map((text) => ({ depth: 3, text, code: text, codeSpans: [text], section: "" })),
    });
    const urls = headingUrlsByName([page("/a/", ["output.path", "output.path"]), page("/b/", ["output.path"])]);
    expect(urls.get("output.path")).toEqual(["/a/#outputpath", "/a/#outputpath-1", "/b/#outputpath"]);
  });
});

import { headingNames, nameEndings, nameKey, namesByKind, orderByNames, pagefindQuery, queryName, quotedValue } from "../../../../src/lib/search/sectionNames";

describe("the names a section documents", () => {
  it("takes the names of a heading that is nothing but code", () => {
    expect(headingNames("output.publicPath", ["output.publicPath"])).toEqual(["output.publicPath"]);
    expect(headingNames("module.parser.css.as, module.parser.css/auto.as", ["module.parser.css.as", "module.parser.css/auto.as"])).toEqual([
      "module.parser.css.as",
      "module.parser.css/auto.as",
    ]);
    expect(headingNames("cache.type and cache.name", ["cache.type", "cache.name"])).toEqual(["cache.type", "cache.name"]);
    expect(headingNames("import()", ["import()"])).toEqual(["import"]);
  });

  it("takes nothing from a heading that mentions code in a sentence, or has none", () => {
    expect(headingNames("SourceMapDevToolPlugin instead of devtool", ["SourceMapDevToolPlugin", "devtool"])).toEqual([]);
    expect(headingNames("Minimal example", [])).toEqual([]);
  });

  it("takes the value of a heading about one value of an option, and nothing of a boolean one", () => {
    expect(headingNames("target: 'web'", ["target: 'web'"])).toEqual(["web"]);
    expect(headingNames("cache: true and cache: false", ["cache: true", "cache: false"])).toEqual([]);
  });

  it("reads a quoted value, and only a one-word one", () => {
    expect(quotedValue("'eval-source-map'")).toBe("eval-source-map");
    expect(quotedValue('"errors-only"')).toBe("errors-only");
    expect(quotedValue("eval")).toBeNull();
    expect(quotedValue("'browserslist:last 2 Chrome versions'")).toBeNull();
  });

  it("knows the shorter forms readers type for a dotted name", () => {
    expect(nameEndings("optimization.splitChunks.cacheGroups.test")).toEqual(["splitChunks.cacheGroups.test", "cacheGroups.test", "test"]);
    expect(nameEndings("entry.<name>.import")).toEqual(["import", "entry.import"]);
    expect(nameEndings("Rule.test")).toEqual(["test"]);
    expect(nameEndings("processAssets")).toEqual([]);
  });
});

describe("names as keys and kinds", () => {
  it("compares names without case, and otherwise exactly", () => {
    expect(nameKey("publicPath")).toBe("publicpath");
    expect(nameKey(" 'eval-source-map' ")).toBe("eval-source-map");
    expect(nameKey("`import()`")).toBe("import");
    expect(nameKey("__filename")).not.toBe(nameKey("filename"));
    expect(nameKey("source-map")).not.toBe(nameKey("sourceMap"));
  });

  it("sorts a section's names into webpack's options, their parts, and the rest of the documentation", () => {
    const names = { names: ["output.publicPath"], listed: ["auto"] };
    expect(namesByKind(names, "/configuration/output/")).toEqual({ option: ["output.publicpath"], optionPart: ["publicpath", "auto"], elsewhere: [] });
    expect(namesByKind({ names: ["publicPath"], listed: [] }, "/loaders/file-loader/")).toEqual({ option: [], optionPart: [], elsewhere: ["publicpath"] });
  });

  it("takes a query of one word, or a few that make a path, as a possible name, and not a question", () => {
    expect(queryName("output.publicPath")).toBe("output.publicpath");
    expect(queryName(" eval-source-map ")).toBe("eval-source-map");
    expect(queryName("output publicPath")).toBe("output.publicpath");
    expect(queryName("splitChunks  cacheGroups")).toBe("splitchunks.cachegroups");
    expect(queryName("how do I set the public path")).toBeNull();
    expect(queryName("what is publicPath?")).toBeNull();
    expect(queryName("a")).toBeNull();
  });
});

describe("ranking by names", () => {
  const id = (item: string): string => item;

  it("puts the sections documenting the name first, kind by kind in the order given, then the rest as ranked", () => {
    const ranked = ["/plugins/a/#publicpath", "/guides/x/", "/configuration/stats/#statspublicpath", "/configuration/output/#outputpublicpath"];
    const named = [[], ["/configuration/output/#outputpublicpath", "/configuration/stats/#statspublicpath"], ["/plugins/a/#publicpath"]];
    expect(orderByNames(ranked, named, id)).toEqual([
      "/configuration/output/#outputpublicpath",
      "/configuration/stats/#statspublicpath",
      "/plugins/a/#publicpath",
      "/guides/x/",
    ]);
  });

  it("includes a named section the search did not find, and leaves the ranking alone when nothing is named", () => {
    expect(orderByNames(["b"], [["a"], [], []], id)).toEqual(["a", "b"]);
    expect(orderByNames(["b", "a"], [[], [], []], id)).toEqual(["b", "a"]);
  });
});

describe("queries for Pagefind", () => {
  it("drops the symbols Pagefind's indexer drops from words, and keeps an exact phrase", () => {
    expect(pagefindQuery("entry.<name>.import")).toBe("entry.name.import");
    expect(pagefindQuery("__webpack_public_path__")).toBe("webpackpublicpath");
    expect(pagefindQuery("`output.publicPath`")).toBe("output.publicPath");
    expect(pagefindQuery('"public path"')).toBe('"public path"');
  });
});

import { locateContentFile, printableUrl } from "../../../src/node/contentPaths";

describe("locateContentFile", () => {
  it("publishes an index file at its folder's url", () => {
    expect(locateContentFile("concepts/index.md")).toEqual({ url: "/concepts/", section: "concepts", name: "index", isIndex: true, isMirrored: false });
  });

  it("publishes other files at folder plus name, with a trailing slash", () => {
    expect(locateContentFile("concepts/modules.md").url).toBe("/concepts/modules/");
  });

  it("treats root files as top-level pages without a section", () => {
    expect(locateContentFile("glossary.md")).toMatchObject({ url: "/glossary/", section: "" });
  });

  it("drops the underscore of mirrored pages and marks them", () => {
    expect(locateContentFile("loaders/_babel-loader.md")).toMatchObject({ url: "/loaders/babel-loader/", name: "babel-loader", isMirrored: true });
  });
});

describe("printableUrl", () => {
  it("puts a section's printable page under the section", () => {
    expect(printableUrl("guides")).toBe("/guides/printable/");
    expect(printableUrl("")).toBe("/printable/");
  });
});

import { buildContentIndex, type ContentFileNode } from "../../../src/node/contentIndex";

const file = (filePath: string, url: string, size: number, sort: number, isIndex = false): ContentFileNode => ({
  type: "file",
  path: filePath,
  name: filePath.split("/").pop()!.replace(".md", ""),
  size,
  extension: ".md",
  url,
  anchors: [{ title: "Usage", id: "usage", level: 2 }],
  title: url,
  sort,
  group: null,
  isIndex,
  date: null,
  contributors: ["sokra"],
  related: [],
  edit: null,
  repo: null,
  source: null,
});

describe("buildContentIndex", () => {
  const tree = buildContentIndex([
    file("content/glossary.md", "/glossary/", 100, 2),
    file("content/guides/caching.md", "/guides/caching/", 300, 2),
    file("content/guides/index.md", "/guides/", 50, -1, true),
    file("content/guides/advanced/workers.md", "/guides/advanced/workers/", 25, 1),
  ]);

  it("nests pages inside directory nodes with urls", () => {
    const guides = tree.children.find((node) => node.name === "guides");
    expect(guides).toMatchObject({ type: "directory", url: "/guides/", path: "content/guides" });
  });

  it("records total sizes bottom-up, including the top level", () => {
    expect(tree.size).toBe(475);
    const guides = tree.children.find((node) => node.name === "guides");
    expect(guides?.size).toBe(375);
  });

  it("lists pages in reading order before subfolders", () => {
    const guides = tree.children.find((node) => node.name === "guides");
    expect(guides?.type === "directory" && guides.children.map((node) => node.name)).toEqual(["index", "caching", "advanced"]);
  });
});

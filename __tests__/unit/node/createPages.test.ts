import path from "node:path";
import { buildSidebar, hasPrintable, staticPageUrls, type PageSummary } from "../../../src/node/createPages";
import { editUrlFor } from "../../../src/node/markdownFields";

const page = (title: string, url: string, sort: number, extra: Partial<PageSummary> = {}): PageSummary => ({
  id: url,
  description: null,
  file: `content${url}index.md`,
  section: "guides",
  html: "",
  related: [],
  anchors: [
    { title: "Intro", id: "intro", level: 1 },
    { title: "Usage", id: "usage", level: 2 },
    { title: "Details", id: "details", level: 3 },
  ],
  url,
  title,
  sort,
  group: null,
  isIndex: false,
  date: null,
  ...extra,
});

describe("buildSidebar", () => {
  it("titles the section after its index page, links the printable page and says which pages have level-2 sections", () => {
    const sidebar = buildSidebar(
      [
        page("Caching", "/guides/caching/", 2),
        page("Guides", "/guides/", -1, { isIndex: true }),
        page("Short", "/guides/short/", 3, { anchors: [{ title: "Detail", id: "detail", level: 3 }] }),
      ],
      "guides",
    );
    expect(sidebar.sectionTitle).toBe("Guides");
    expect(sidebar.printableUrl).toBe("/guides/printable/");
    expect(sidebar.groups[0].pages.map((link) => link.title)).toEqual(["Guides", "Caching", "Short"]);
    expect(sidebar.groups[0].pages.map((link) => link.hasSections)).toEqual([true, true, false]);
    // The headings themselves stay out of every page's context: pages load them when opened.
    expect(JSON.stringify(sidebar)).not.toContain("Usage");
  });

  it("has no printable link for sections without a printable page", () => {
    expect(hasPrintable("blog")).toBe(false);
    expect(hasPrintable("")).toBe(true);
    expect(buildSidebar([page("Post", "/blog/post/", 1)], "blog").printableUrl).toBeNull();
  });
});

describe("staticPageUrls", () => {
  it("lists the React pages as urls, leaving out the not-found page", () => {
    expect(staticPageUrls(path.resolve(__dirname, "../../../src/pages")).sort()).toEqual(["/app-shell/", "/organization/", "/starter-kits/", "/vote/"]);
  });
});

describe("editUrlFor", () => {
  it("links to the file in the content repository unless the page names its own edit url", () => {
    expect(editUrlFor("content/glossary.md", null)).toBe("https://github.com/webpack/webpack.js.org/edit/main/content/glossary.md");
    expect(editUrlFor("content/x.md", "https://github.com/a/b/edit/main/README.md")).toBe("https://github.com/a/b/edit/main/README.md");
  });
});

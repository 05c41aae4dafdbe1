import path from "node:path";
import { buildSidebar, hasPrintable, optionContextsFor, staticPageUrls, type PageSummary } from "../../../src/node/createPages";
import { editUrlFor } from "../../../src/node/markdownFields";

// webpack's export names are kept in the build's .cache, which a unit test leaves alone.
jest.mock("../../../src/node/configExplainer/explainerContext", () => ({
  ...jest.requireActual("../../../src/node/configExplainer/explainerContext"),
  cachedWebpackExportNames: () => ["DefinePlugin"],
}));

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

describe("optionContextsFor", () => {
  const outputPage = page("Output", "/configuration/output/", 1, {
    section: "configuration",
    anchors: [{ title: "output.path", id: "outputpath", level: 2 }],
    html: '<h2 id="outputpath">output.path</h2><p>The folder the bundles are written to.</p>',
  });
  const linkOf = (contexts: ReturnType<typeof optionContextsFor>, optionPath: string): string | null | undefined =>
    contexts.table.options.find((option) => option.path === optionPath)?.link;

  it("makes the options contexts again only when a configuration page changes", () => {
    const first = optionContextsFor([outputPage, page("Caching", "/guides/caching/", 2)]);
    expect(linkOf(first, "output.path")).toBe("/configuration/output/#outputpath");
    // An edit elsewhere (develop runs createPages after every edit) reuses them.
    expect(optionContextsFor([outputPage, page("Caching", "/guides/caching/", 2, { html: "<p>Edited.</p>" })])).toBe(first);

    const renamed = optionContextsFor([{ ...outputPage, anchors: [{ title: "output.path", id: "where-bundles-go", level: 2 }] }]);
    expect(renamed).not.toBe(first);
    expect(linkOf(renamed, "output.path")).toBe("/configuration/output/#where-bundles-go");

    // The explainer quotes the heading's first sentences, so new words under it count too.
    const reworded = optionContextsFor([
      {
        ...outputPage,
        anchors: [{ title: "output.path", id: "where-bundles-go", level: 2 }],
        html: '<h2 id="where-bundles-go">output.path</h2><p>Reworded.</p>',
      },
    ]);
    expect(reworded).not.toBe(renamed);
    expect(reworded.explainer.options.find((option) => option.path === "output.path")?.summary).toContain("Reworded.");
  });
});

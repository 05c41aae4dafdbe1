/**
 * @jest-environment node
 */
import { llmsText, markdownSourceUrl, type DocumentedPage } from "../../../src/node/machineReadable";

const page = (overrides: Partial<DocumentedPage>): DocumentedPage => ({
  url: "/concepts/",
  title: "Concepts",
  section: "concepts",
  description: null,
  file: "content/concepts/index.md",
  sort: -1,
  group: null,
  isIndex: true,
  date: null,
  ...overrides,
});

describe("llms.txt", () => {
  const text = llmsText(
    [
      page({ url: "/glossary/", title: "Glossary", section: "", isIndex: false, sort: 1, description: "Terms." }),
      page({ url: "/api/", title: "API", section: "api", file: "content/api/index.md" }),
      page({ url: "/concepts/modules/", title: "Modules", isIndex: false, sort: 1, description: "What a module is." }),
      page({ description: "The ideas behind webpack." }),
    ],
    ["concepts", "api"],
    "webpack 5 documentation.",
  );

  it("lists every page with its markdown url and description, grouped by section in navigation order", () => {
    expect(text).toBe(
      [
        "# webpack",
        "",
        "> webpack 5 documentation.",
        "",
        "Every page is also available as markdown: add index.md to its url.",
        "",
        "## Concepts",
        "",
        "- [Concepts](https://webpack.js.org/concepts/index.md): The ideas behind webpack.",
        "- [Modules](https://webpack.js.org/concepts/modules/index.md): What a module is.",
        "",
        "## API",
        "",
        "- [API](https://webpack.js.org/api/index.md)",
        "",
        "## Other pages",
        "",
        "- [Glossary](https://webpack.js.org/glossary/index.md): Terms.",
        "",
      ].join("\n"),
    );
  });

  it("serves each page's markdown beside the page", () => {
    expect(markdownSourceUrl("/concepts/modules/")).toBe("/concepts/modules/index.md");
    expect(markdownSourceUrl("/")).toBe("/index.md");
  });
});

/**
 * @jest-environment node
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { blogFeed } from "../../../src/node/blogFeed";

const posts = [
  { title: "webpack 5 is released", url: "/blog/2020-10-10-webpack-5-release/", date: "2020-10-10", description: "5.0.0 is out.", contributors: ["sokra"] },
  { title: "A rebuilt home for the docs", url: "/blog/2026-11-22-new-docs-site/", date: "2026-11-22", description: "Offline & printable.", contributors: [] },
];

describe("the blog feed", () => {
  const xml = blogFeed(posts, "News from the webpack team.");
  const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;

  it("is well-formed Atom", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toBe("The webpack blog");
    expect(feed.subtitle).toBe("News from the webpack team.");
  });

  it("lists every post newest first, with absolute links, dates and teasers", () => {
    expect(feed.entry.map((entry: { title: { "#text": string } | string }) => (typeof entry.title === "string" ? entry.title : entry.title["#text"]))).toEqual([
      "A rebuilt home for the docs",
      "webpack 5 is released",
    ]);
    expect(feed.entry[0].link["@_href"]).toBe("https://webpack.js.org/blog/2026-11-22-new-docs-site/");
    expect(feed.entry[1].published).toBe("2020-10-10T00:00:00.000Z");
    expect(feed.entry[0].summary["#text"] ?? feed.entry[0].summary).toBe("Offline & printable.");
    expect(feed.entry[1].author.uri).toBe("https://github.com/sokra");
  });

  it("is only as new as its newest post, so rebuilding does not make it look updated", () => {
    expect(feed.updated).toBe("2026-11-22T00:00:00.000Z");
    expect(blogFeed(posts, "x")).toBe(xml.replace("News from the webpack team.", "x"));
  });
});

import { printableArticleId, printableScopedId, scopePrintableHtml } from "../../../src/lib/printableIds";

const pagesHere = new Set(["/guides/", "/guides/caching/", "/guides/code-splitting/"]);

describe("printable page ids", () => {
  it("names each page's article after its url", () => {
    expect(printableArticleId("/guides/caching/")).toBe("guides-caching");
    expect(printableArticleId("/")).toBe("home");
    expect(printableScopedId("/guides/caching/", "pitfalls")).toBe("guides-caching--pitfalls");
  });

  it("prefixes ids and the page's own fragment links", () => {
    const html =
      '<h2 id="pitfalls"><a href="#pitfalls" aria-label="pitfalls permalink" class="heading-anchor"></a>Pitfalls</h2><p>See <a href="#setup">setup</a>.</p>';
    expect(scopePrintableHtml(html, "/guides/caching/", pagesHere)).toBe(
      '<h2 id="guides-caching--pitfalls"><a href="#guides-caching--pitfalls" aria-label="pitfalls permalink" class="heading-anchor"></a>Pitfalls</h2><p>See <a href="#guides-caching--setup">setup</a>.</p>',
    );
  });

  it("points links to pages of the same printable page inside it, and leaves others alone", () => {
    const html =
      '<a href="/guides/code-splitting/#prefetching">a</a><a href="/guides/">b</a><a href="/concepts/modules/#x">c</a><a href="https://webpack.js.org/#y">d</a>';
    expect(scopePrintableHtml(html, "/guides/caching/", pagesHere)).toBe(
      '<a href="#guides-code-splitting--prefetching">a</a><a href="#guides">b</a><a href="/concepts/modules/#x">c</a><a href="https://webpack.js.org/#y">d</a>',
    );
  });

  it("rewrites id references in label and aria attributes, lists included", () => {
    const html = '<label for="name">Name</label><input id="name" aria-describedby="hint error"><p id="hint"></p>';
    expect(scopePrintableHtml(html, "/guides/", pagesHere)).toBe(
      '<label for="guides--name">Name</label><input id="guides--name" aria-describedby="guides--hint guides--error"><p id="guides--hint"></p>',
    );
  });

  it("never touches text that only looks like an attribute, such as code", () => {
    const html = '<pre><code>&#x3C;div id="app" href="#top">&#x3C;/div></code></pre><span title=\'a > b\' id=x>y</span>';
    expect(scopePrintableHtml(html, "/guides/", pagesHere)).toBe(
      '<pre><code>&#x3C;div id="app" href="#top">&#x3C;/div></code></pre><span title=\'a > b\' id=guides--x>y</span>',
    );
  });
});

/**
 * @jest-environment node
 */
import { algoliaRecord, ALGOLIA_TEXT_LIMIT_CHARS, sectionRecords } from "../../../../src/node/search/sectionRecords";
import { SEARCH_HTML_OPTIONS } from "../../../../src/node/search/loadCheerio";

const page = {
  url: "/plugins/banner-plugin/",
  title: "BannerPlugin",
  section: "Plugins",
  description: "Adds a banner to emitted files.",
  html: [
    "<p>Adds text to the top of files.</p>",
    '<h2 id="options">Options<a href="#options" class="heading-anchor after"><svg><path></path></svg></a></h2>',
    "<p>Every option.</p>",
    '<h3 id="raw"><code>raw</code></h3>',
    '<div class="code-block__header"><span class="code-block__title">webpack.config.js</span><button>Copy</button></div>',
    '<div class="gatsby-highlight"><pre><code>new BannerPlugin({ raw: true })</code></pre></div>',
    '<h3 id="footer"><code>footer</code></h3><p>Puts the banner at the &lt;end&gt;.</p>',
    '<h2 id="pitfalls">Pitfalls</h2><p>None &amp; more.</p>',
  ].join("\n"),
};

describe("sectionRecords", () => {
  const records = sectionRecords(page);

  it("makes one record per heading section, landing on its anchor", () => {
    expect(records.map((record) => [record.url, record.heading, record.level])).toEqual([
      ["/plugins/banner-plugin/", "BannerPlugin", 1],
      ["/plugins/banner-plugin/#options", "Options", 2],
      ["/plugins/banner-plugin/#raw", "raw", 3],
      ["/plugins/banner-plugin/#footer", "footer", 3],
      ["/plugins/banner-plugin/#pitfalls", "Pitfalls", 2],
    ]);
  });

  it("knows the headings above each section", () => {
    expect(records.find((record) => record.heading === "footer")?.parentHeadings).toEqual(["Options"]);
    expect(records.find((record) => record.heading === "Pitfalls")?.parentHeadings).toEqual([]);
  });

  it("keeps code but drops code block chrome and permalinks", () => {
    const raw = records.find((record) => record.heading === "raw")!;
    expect(raw.text).toBe("new BannerPlugin({ raw: true })");
    expect(raw.html).not.toMatch(/Copy|webpack\.config\.js|svg/);
    expect(records.find((record) => record.heading === "footer")?.text).toBe("Puts the banner at the <end>.");
  });

  it("gives a page that opens with a heading its description as opening text", () => {
    const [opening] = sectionRecords({ ...page, html: '<h2 id="a">A</h2><p>x</p>' });
    expect(opening).toMatchObject({ url: page.url, heading: "BannerPlugin", text: "Adds a banner to emitted files." });
  });

  it("cuts long text for Algolia and names the record by its url", () => {
    const long = sectionRecords({ ...page, html: `<p>${"word ".repeat(5000)}</p>` })[0];
    const record = algoliaRecord(long);
    expect(record.objectID).toBe(page.url);
    expect(record.text.length).toBe(ALGOLIA_TEXT_LIMIT_CHARS);
    expect(record).not.toHaveProperty("html");
    // The names are the local indexes' own field.
    expect(record).not.toHaveProperty("names");
  });

  it("knows the names a heading gives and the values a section's tables list", () => {
    expect(records.map((record) => record.names.names)).toEqual([[], [], ["raw"], ["footer"], []]);
    const [, target, values] = sectionRecords({
      ...page,
      url: "/configuration/target/",
      html: [
        "<h3 id=\"target-web\"><code>target: 'web'</code></h3><p>For browsers.</p>",
        '<h2 id="presets">Presets</h2>',
        "<table><thead><tr><th>Preset</th><th>Shows</th></tr></thead><tbody>",
        "<tr><td><code>'none'</code> (or <code>false</code>)</td><td>Nothing.</td></tr>",
        "<tr><td><code>'errors-only'</code></td><td>Errors.</td></tr>",
        "<tr><td>Not <code>'quoted-first'</code></td><td>Prose first.</td></tr>",
        "<tr><td><code>unquoted</code></td><td>Not a value.</td></tr>",
        "</tbody></table>",
      ].join(""),
    });
    expect(target.names).toEqual({ names: ["web"], listed: [] });
    expect(values.names).toEqual({ names: [], listed: ["none", "errors-only"] });

    // A table written in raw HTML without a tbody lists its values too.
    const [, rawTable] = sectionRecords({
      ...page,
      html: "<h2 id=\"modes\">Modes</h2><table><tr><th>Mode</th></tr><tr><td><code>'strict'</code></td></tr></table>",
    });
    expect(rawTable.names.listed).toEqual(["strict"]);
  });
});

describe("the parser the search code uses", () => {
  // The markup our markdown turns into: entities and non-ASCII text, attributes with quotes,
  // void elements, tables with their tbody, Prism's spans, an SVG and raw HTML from a page.
  const html = [
    "<p>It’s “quoted” &amp; <code>a &lt; b &gt; c</code> — with&nbsp;a space, &quot;double&quot; and 'single'.</p>",
    '<p><a href="/concepts/?a=1&amp;b=2" title="A &quot;title&quot;">link</a><br><img src="/x.png" alt="x &amp; y"></p>',
    "<table><thead><tr><th>Value</th></tr></thead><tbody><tr><td><code>'none'</code></td></tr></tbody></table>",
    '<div class="gatsby-highlight"><pre class="language-js"><code class="language-js"><span class="token string">"use strict"</span><span class="token operator">=&gt;</span></code></pre></div>',
    '<svg viewBox="0 0 16 16"><path d="M0 0h16v16H0z"></path></svg><!-- a comment --><details><summary>More</summary><p>Hidden</p></details>',
  ].join("\n");

  it("writes the build's HTML back exactly as cheerio's default parser (parse5) does, so the search outputs keep their bytes", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const cheerio = require("cheerio") as typeof import("cheerio");
    expect(cheerio.load(html, SEARCH_HTML_OPTIONS, false).html()).toBe(cheerio.load(html, null, false).html());
    expect(cheerio.load(html, SEARCH_HTML_OPTIONS, false).text()).toBe(cheerio.load(html, null, false).text());
  });
});

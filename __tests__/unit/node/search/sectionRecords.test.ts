/**
 * @jest-environment node
 */
import { algoliaRecord, ALGOLIA_TEXT_LIMIT_CHARS, sectionRecords } from "../../../../src/node/search/sectionRecords";

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
  });
});

/**
 * @jest-environment node
 */
import { sectionRecords } from "../../../../src/node/search/sectionRecords";
import { linkCounts, sectionPrecedence } from "../../../../src/node/search/sectionPrecedence";

const page = { url: "/", title: "Page", section: "Configuration", description: null, html: "" };

describe("links between sections", () => {
  const record = (url: string, html: string) => ({ ...sectionRecords({ ...page, url: url.split("#")[0], html: "" })[0], url, html });
  const records = [
    record("/configuration/output/#outputpublicpath", '<p>See <a href="#outputpath">output.path</a> and <a href="#outputpublicpath">itself</a>.</p>'),
    record("/configuration/output/#outputpath", '<p><a href="/configuration/output/#outputpublicpath">publicPath</a></p>'),
    record("/guides/public-path/", '<p><a href="../../configuration/output/#outputpublicpath">x</a> <a href="https://example.com/">elsewhere</a></p>'),
    record("/configuration/stats/#statspublicpath", "<p>No links.</p>"),
  ];

  it("counts the links to each section from other sections, relative or absolute, not from itself or to other sites", () => {
    expect(Object.fromEntries(linkCounts(records))).toEqual({ "/configuration/output/#outputpath": 1, "/configuration/output/#outputpublicpath": 2 });
  });

  it("ranks the most linked-to section first, and equally linked ones in the records' order", () => {
    const precedence = sectionPrecedence(records);
    expect(new Set(precedence).size).toBe(records.length);
    const order = records.map((_record, index) => index).sort((a, b) => precedence[b] - precedence[a]);
    expect(order.map((index) => records[index].url)).toEqual([
      "/configuration/output/#outputpublicpath",
      "/configuration/output/#outputpath",
      "/guides/public-path/",
      "/configuration/stats/#statspublicpath",
    ]);
  });
});

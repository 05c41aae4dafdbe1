/**
 * @jest-environment node
 */
import path from "node:path";
import { checkDataFile, checkDataFiles, languagesSchema, navigationSchema } from "../../../src/node/siteData";
import { formatProblem } from "../../../src/node/contentProblems";

describe("data files", () => {
  it("accepts the site's own data", () => {
    expect(checkDataFiles(path.resolve(__dirname, "../../../content"))).toEqual([]);
  });

  it("names the file, the entry and the field of a bad entry", () => {
    const languages = JSON.stringify([
      { title: "English", url: "https://webpack.js.org", lang: "en" },
      { title: "中文", url: "http://webpack.docschina.org", lang: "zh" },
    ]);
    expect(checkDataFile("content/data/languages.json", languages, languagesSchema).map(formatProblem)).toEqual([
      'content/data/languages.json: entry 1 (中文), field "url" must be an https:// url. Correct the value.',
    ]);
  });

  it("reports unknown fields, missing fields and broken JSON", () => {
    const navigation = JSON.stringify({ header: [{ title: "Docs", url: "/concepts/", children: [], colour: "red" }], community: [], footer: [] });
    const problems = checkDataFile("content/data/navigation.json", navigation, navigationSchema).map(formatProblem);
    expect(problems).toContain('content/data/navigation.json: field "header", entry 0 (Docs) has unknown fields: colour. Remove them or check their spelling.');
    expect(problems.some((problem) => problem.includes('entry 0 (Docs), field "activeSections"'))).toBe(true);
    expect(checkDataFile("content/data/x.json", "[{", languagesSchema)[0].problem).toMatch(/^is not valid JSON/);
  });
});

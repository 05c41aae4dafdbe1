/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { offlineCopyManifest, offlineCopyScript } from "../../../src/node/offlineCopy";

describe("the offline copy", () => {
  const publicDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "offline-copy-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDirectory, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDirectory, file), text);
  };
  write("page-data/app-data.json", '{"webpackCompilationHash":"a"}');
  write("page-data/guides/page-data.json", '{"path":"/guides/"}');
  write("page-data/sq/d/123.json", "{}");
  write("guides/index.html", "<html></html>");
  write("pagefind/pagefind.js", "export {}");
  write("pagefind/fragment/en_1a2b3c4.pf_fragment", "x");
  write("search-vocabulary.json", "[]");

  it("lists every page-data file and the search index by url, with a content revision, and no HTML", () => {
    const manifest = offlineCopyManifest(publicDirectory);
    expect(Object.keys(manifest)).toEqual([
      "/page-data/app-data.json",
      "/page-data/guides/page-data.json",
      "/page-data/sq/d/123.json",
      "/pagefind/fragment/en_1a2b3c4.pf_fragment",
      "/pagefind/pagefind.js",
      "/search-vocabulary.json",
    ]);
    expect(manifest["/page-data/guides/page-data.json"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("changes the worker script when any content changes, so browsers see a new deploy", () => {
    const before = offlineCopyScript(offlineCopyManifest(publicDirectory));
    write("page-data/guides/page-data.json", '{"path":"/guides/","edited":true}');
    const after = offlineCopyScript(offlineCopyManifest(publicDirectory));
    expect(after).not.toBe(before);
    expect(after).toContain("self.__OFFLINE_COPY = {");
  });
});

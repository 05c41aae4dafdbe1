/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { offlinePageDataManifest, offlinePageDataScript } from "../../../src/node/offlinePageData";

describe("offline page data", () => {
  const publicDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "offline-page-data-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDirectory, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDirectory, file), text);
  };
  write("page-data/app-data.json", '{"webpackCompilationHash":"a"}');
  write("page-data/guides/page-data.json", '{"path":"/guides/"}');
  write("page-data/sq/d/123.json", "{}");
  write("guides/index.html", "<html></html>");

  it("lists every page-data, app-data and static query file by url, with a content revision", () => {
    const manifest = offlinePageDataManifest(publicDirectory);
    expect(Object.keys(manifest)).toEqual(["/page-data/app-data.json", "/page-data/guides/page-data.json", "/page-data/sq/d/123.json"]);
    expect(manifest["/page-data/guides/page-data.json"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("changes the worker script when any content changes, so browsers see a new deploy", () => {
    const before = offlinePageDataScript(offlinePageDataManifest(publicDirectory));
    write("page-data/guides/page-data.json", '{"path":"/guides/","edited":true}');
    const after = offlinePageDataScript(offlinePageDataManifest(publicDirectory));
    expect(after).not.toBe(before);
    expect(after).toContain("self.__OFFLINE_PAGE_DATA = {");
  });
});

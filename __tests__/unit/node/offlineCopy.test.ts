/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { OFFLINE_SKELETON_FILE, SKELETON_REFERENCE_KEY, offlineCopyManifest, offlineCopyScript, writePrintableSkeletons } from "../../../src/node/offlineCopy";

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

  it("lists every page-data file and the search index by url, with the SHA-256 of each, and no HTML", () => {
    const manifest = offlineCopyManifest(publicDirectory);
    expect(Object.keys(manifest.files)).toEqual([
      "/page-data/app-data.json",
      "/page-data/guides/page-data.json",
      "/page-data/sq/d/123.json",
      "/pagefind/fragment/en_1a2b3c4.pf_fragment",
      "/pagefind/pagefind.js",
      "/search-vocabulary.json",
    ]);
    expect(manifest.files["/page-data/guides/page-data.json"]).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it("changes the worker script and the copy's version when any content changes, so browsers see a new deploy", () => {
    const before = offlineCopyManifest(publicDirectory);
    write("page-data/guides/page-data.json", '{"path":"/guides/","edited":true}');
    const after = offlineCopyManifest(publicDirectory);
    expect(after.version).not.toBe(before.version);
    expect(offlineCopyScript(after)).not.toBe(offlineCopyScript(before));
    expect(offlineCopyScript(after)).toContain("self.__OFFLINE_COPY = {");
  });

  it("stores a printable page as a skeleton that points at the pages' own data, and only where that data is the same", () => {
    const docPage = (html: string) => JSON.stringify({ result: { data: { markdownRemark: { html } } } });
    write("page-data/concepts/modules/page-data.json", docPage("<p>Modules</p>"));
    write("page-data/concepts/output/page-data.json", docPage("<p>Output, an older text</p>"));
    const printable = {
      componentChunkName: "component---printable",
      result: {
        data: {
          allMarkdownRemark: {
            nodes: [
              { id: "m", html: "<p>Modules</p>", fields: { url: "/concepts/modules/" }, frontmatter: { title: "Modules" } },
              { id: "o", html: "<p>Output</p>", fields: { url: "/concepts/output/" }, frontmatter: { title: "Output" } },
            ],
          },
        },
      },
    };
    write("page-data/concepts/printable/page-data.json", JSON.stringify(printable));

    expect(writePrintableSkeletons(publicDirectory)).toEqual({ skeletons: 1, references: 1 });
    const skeleton = JSON.parse(fs.readFileSync(path.join(publicDirectory, "page-data/concepts/printable", OFFLINE_SKELETON_FILE), "utf8"));
    const [modules, output] = skeleton.result.data.allMarkdownRemark.nodes;
    expect(modules.html).toEqual({
      [SKELETON_REFERENCE_KEY]: { file: "/page-data/concepts/modules/page-data.json", path: ["result", "data", "markdownRemark", "html"] },
    });
    expect(output.html).toBe("<p>Output</p>");
    expect(skeleton.componentChunkName).toBe("component---printable");

    const files = Object.keys(offlineCopyManifest(publicDirectory).files);
    expect(files).toContain(`/page-data/concepts/printable/${OFFLINE_SKELETON_FILE}`);
    expect(files).not.toContain("/page-data/concepts/printable/page-data.json");
  });
});

/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { OFFLINE_SKELETON_FILE, SKELETON_REFERENCE_KEY, offlineCopyScript, writeOfflineCopy, writePrintableSkeletons } from "../../../src/node/offlineCopy";
import { scratchFolder } from "../../support/scratchFolder";

/** Splits a bundle the way the worker does (src/sw/offlineFallback.js). */
function unbundle(body: Buffer): Map<string, Buffer> {
  const headerEnd = body.indexOf(10);
  const header = JSON.parse(body.subarray(0, headerEnd).toString("utf8")) as { files: { path: string; length: number }[] };
  const files = new Map<string, Buffer>();
  let offset = headerEnd + 1;
  for (const { path: sitePath, length } of header.files) {
    files.set(sitePath, body.subarray(offset, offset + length));
    offset += length;
  }
  expect(offset).toBe(body.length);
  return files;
}

describe("the offline copy", () => {
  const publicDirectory = scratchFolder("offline-copy-");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDirectory, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDirectory, file), text);
  };
  write("page-data/app-data.json", '{"webpackCompilationHash":"a"}');
  write("page-data/guides/page-data.json", '{"path":"/guides/"}');
  write("page-data/sq/d/123.json", "{}");
  write("guides/index.html", "<html></html>");
  // What the pages of a section share (their sidebar): text that compresses poorly on its own.
  const sidebar = Array.from({ length: 600 }, (_, index) => ((index * 7919) % 10007).toString(36)).join(" ");
  for (const page of ["a", "b", "c", "d"]) write(`page-data/plugins/${page}/page-data.json`, JSON.stringify({ path: `/plugins/${page}/`, sidebar }));
  write("pagefind/pagefind.js", "export {}");
  write("pagefind/fragment/en_1a2b3c4.pf_fragment", "x");
  write("search-vocabulary.json", "[]");
  write("search-offline.json", '{"sections":[],"index":{}}');

  it("lists every page-data file and the offline search index by url, with the SHA-256 of each; no HTML, no online index", async () => {
    const manifest = await writeOfflineCopy(publicDirectory);
    expect(Object.keys(manifest.files)).toEqual([
      "/page-data/app-data.json",
      "/page-data/guides/page-data.json",
      "/page-data/plugins/a/page-data.json",
      "/page-data/plugins/b/page-data.json",
      "/page-data/plugins/c/page-data.json",
      "/page-data/plugins/d/page-data.json",
      "/page-data/sq/d/123.json",
      "/search-offline.json",
    ]);
    const guides = fs.readFileSync(path.join(publicDirectory, "page-data/guides/page-data.json"));
    expect(manifest.files["/page-data/guides/page-data.json"]).toBe(createHash("sha256").update(guides).digest("hex"));
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it("sends the files in content-named bundles, a section's pages together, each precompressed in brotli and gzip", async () => {
    const manifest = await writeOfflineCopy(publicDirectory);
    expect(manifest.bundles.map((bundle) => bundle.url.replace(/\.[0-9a-f]{16}\.bin$/, ""))).toEqual([
      "/offline-copy/site",
      "/offline-copy/plugins",
      "/offline-copy/search",
    ]);
    expect(manifest.bundles.flatMap((bundle) => bundle.files).sort()).toEqual(Object.keys(manifest.files));
    for (const bundle of manifest.bundles) {
      const file = path.join(publicDirectory, bundle.url);
      const body = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(body)).toBe(true);
      const files = unbundle(body);
      expect([...files.keys()]).toEqual(bundle.files);
      for (const [sitePath, bytes] of files) expect(createHash("sha256").update(bytes).digest("hex")).toBe(manifest.files[sitePath]);
    }
    // The pages of a section share most of their bytes: together they compress to far less than apart.
    const plugins = path.join(publicDirectory, manifest.bundles[1].url);
    const apart = manifest.bundles[1].files.reduce(
      (total, file) => total + zlib.brotliCompressSync(fs.readFileSync(path.join(publicDirectory, file))).length,
      0,
    );
    expect(fs.statSync(`${plugins}.br`).size).toBeLessThan(apart / 2);
  });

  it("names a bundle by its content and leaves no bundle of an earlier build behind", async () => {
    const before = await writeOfflineCopy(publicDirectory);
    write("page-data/plugins/b/page-data.json", '{"path":"/plugins/b/","edited":true}');
    const after = await writeOfflineCopy(publicDirectory);
    const changed = after.bundles.filter((bundle, index) => bundle.url !== before.bundles[index].url);
    expect(changed.map((bundle) => bundle.url)).toEqual([expect.stringMatching(/^\/offline-copy\/plugins\./)]);
    expect(fs.readdirSync(path.join(publicDirectory, "offline-copy")).sort()).toEqual(
      after.bundles.flatMap((bundle) => [bundle.url, `${bundle.url}.br`, `${bundle.url}.gz`].map((url) => path.basename(url))).sort(),
    );
  });

  it("changes the worker script and the copy's version when any content changes, so browsers see a new deploy", async () => {
    const before = await writeOfflineCopy(publicDirectory);
    write("page-data/guides/page-data.json", '{"path":"/guides/","edited":true}');
    const after = await writeOfflineCopy(publicDirectory);
    expect(after.version).not.toBe(before.version);
    expect(offlineCopyScript(after)).not.toBe(offlineCopyScript(before));
    expect(offlineCopyScript(after)).toContain("self.__OFFLINE_COPY = {");
  });

  it("reuses the previous build's compressed forms of a bundle whose content is unchanged, and keeps only this build's", async () => {
    const cacheDirectory = scratchFolder("offline-copy-cache-");
    const before = await writeOfflineCopy(publicDirectory, cacheDirectory);
    const unchanged = before.bundles.find((bundle) => bundle.url.startsWith("/offline-copy/site."))!;
    // A marker instead of real brotli: only a copy from the cache can put it in the output.
    fs.writeFileSync(path.join(cacheDirectory, `${path.basename(unchanged.url)}.br`), "from the cache");
    write("page-data/plugins/c/page-data.json", '{"path":"/plugins/c/","edited":true}');
    const after = await writeOfflineCopy(publicDirectory, cacheDirectory);

    expect(fs.readFileSync(path.join(publicDirectory, `${unchanged.url}.br`), "utf8")).toBe("from the cache");
    const edited = after.bundles.find((bundle) => bundle.url.startsWith("/offline-copy/plugins."))!;
    const editedFile = path.join(publicDirectory, edited.url);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${editedFile}.br`)).equals(fs.readFileSync(editedFile))).toBe(true);
    expect(fs.readdirSync(cacheDirectory).sort()).toEqual(
      after.bundles.flatMap((bundle) => [`${bundle.url}.br`, `${bundle.url}.gz`].map((url) => path.basename(url))).sort(),
    );
  });

  it("stores a printable page as a skeleton that points at the pages' own data, and only where that data is the same", async () => {
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

    const files = Object.keys((await writeOfflineCopy(publicDirectory)).files);
    expect(files).toContain(`/page-data/concepts/printable/${OFFLINE_SKELETON_FILE}`);
    expect(files).not.toContain("/page-data/concepts/printable/page-data.json");
  });
});

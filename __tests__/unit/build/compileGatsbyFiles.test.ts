/**
 * Gatsby compiles gatsby-config.ts and gatsby-node.ts with Parcel before every build. Two patches
 * (patches/, applied by `npm install`) make a rebuild reuse that work: Parcel no longer walks
 * node_modules for changes, and Gatsby no longer empties the output folder that Parcel, on a cache
 * hit, does not write again. This runs Gatsby's own compile step three times on a small site.
 */
import fs from "node:fs";
import path from "node:path";
import { scratchFolder } from "../../support/scratchFolder";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileGatsbyFiles } = require("gatsby/dist/utils/parcel/compile-gatsby-files") as {
  compileGatsbyFiles: (siteRoot: string) => Promise<void>;
};

jest.setTimeout(120_000);

const projectRoot = process.cwd();
let site: string;

beforeAll(() => {
  site = scratchFolder("compile-gatsby-files-");
  fs.writeFileSync(path.join(site, "package.json"), JSON.stringify({ name: "compile-probe", private: true }));
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(site, "node_modules"));
  fs.writeFileSync(path.join(site, "gatsby-config.ts"), `export default { siteMetadata: { title: "probe" } };\n`);
  fs.writeFileSync(path.join(site, "gatsby-node.ts"), `export const onPreInit = (): string => "first";\n`);
  // Parcel names its output relative to the working directory, as in a real build.
  process.chdir(site);
});

afterAll(() => {
  process.chdir(projectRoot);
  fs.rmSync(site, { recursive: true, force: true });
});

const compiled = () => path.join(site, ".cache", "compiled", "gatsby-node.js");

test("a second compile with nothing changed keeps Parcel's output; a change is compiled, and a stale file removed", async () => {
  await compileGatsbyFiles(site);
  const first = fs.statSync(compiled());
  await compileGatsbyFiles(site);
  const second = fs.statSync(compiled());
  // Without the patch Gatsby empties the folder, Parcel's cache hit writes nothing, and Gatsby
  // wipes the cache and compiles again: a new file.
  expect(second.ino).toBe(first.ino);
  expect(second.mtimeMs).toBe(first.mtimeMs);

  const stale = path.join(site, ".cache", "compiled", "gatsby-browser.js");
  fs.writeFileSync(stale, "module.exports = { stale: true };\n");
  fs.writeFileSync(path.join(site, "gatsby-node.ts"), `export const onPreInit = (): string => "second";\n`);
  await compileGatsbyFiles(site);
  expect(fs.readFileSync(compiled(), "utf8")).toContain('"second"');
  expect(fs.existsSync(stale)).toBe(false);
});

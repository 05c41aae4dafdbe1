/**
 * @jest-environment node
 *
 * A page that says it was built or checked with a webpack release, or shows the CLI's
 * "webpack 5.x.y compiled" line, makes a promise about that release. The site documents the
 * installed webpack, so after an upgrade each such stamp must be earned again: re-run what it
 * covers with the new release, then change the stamp. This test lists the stamps that still name
 * another release, and the other packages a stamp names at another version than the lock file
 * installs. Blog posts are left out: each describes the releases of its own date.
 *
 * Sentences that name an older release as history ("until 5.112.2 ...", "it was a SyncHook in
 * 5.112.2") are not stamps and do not match.
 */
import fs from "node:fs";
import path from "node:path";

import { markdownFiles } from "../../support/contentFiles";

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT = path.join(ROOT, "content");
/** The version our lock file installed, read from the package's own folder (some packages do not export `package.json`). */
const installedVersion = (name: string): string => JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
const isInstalled = (name: string): boolean => fs.existsSync(path.join(ROOT, "node_modules", name, "package.json"));
const INSTALLED = installedVersion("webpack");

const VERSION = String.raw`(\d+\.\d+\.\d+)`;
/** Each pattern captures the release a stamp names. */
const STAMP_PATTERNS: RegExp[] = [
  // CLI output: "webpack 5.113.0 compiled successfully", "esm (webpack 5.113.0) compiled ..."
  new RegExp(String.raw`\bwebpack ${VERSION}\)? compiled\b`, "g"),
  // Prose: "built with webpack 5.113.0", "tried in Chromium with webpack 5.113.0", "the versions we
  // ran them with: webpack 5.113.0", within one sentence
  new RegExp(String.raw`\b(?:built|run|ran|checked|tried|tested|measured|verified)\b[^.]{0,30}?\bwith:?\s+webpack\s+${VERSION}`, "g"),
  // Prose: "It uses webpack 5.113.0, ..."
  new RegExp(String.raw`\buses\s+webpack\s+${VERSION}`, "g"),
  // Prose: "in a webpack 5.113.0 build", "in our webpack 5.113.0 build"
  new RegExp(String.raw`\b(?:in|with)\s+(?:a|our)\s+(?:webpack\s+)?${VERSION}\s+build\b`, "g"),
];

/**
 * Stamps also name the other packages a page was checked with ("built with webpack 5.113.0,
 * webpack-cli 7.3.1, TypeScript 6.0.3, ts-loader 9.6.2", "checked with webpack 5.113.0,
 * stylelint-webpack-plugin 5.1.0 and Stylelint 17.16.0"). Each of those that our lock file installs
 * must be the installed version, so upgrading one lists the pages to build again: TypeScript 7, which
 * ts-loader cannot drive, reached readers for months before anyone noticed.
 */
const STAMP_SENTENCE = /\b(?:built|run|ran|checked|tried|tested|verified)\b(?:[^.]|\.(?=\d)){0,300}/g;
const NAMED_VERSION = new RegExp(String.raw`(?<![\w@/.-])(@?[A-Za-z][\w.-]*(?:/[\w.-]+)?)\s+${VERSION}\b`, "g");
/** Names that pages write as prose, and the package each stands for. */
const PACKAGE_OF_NAME: Record<string, string> = { TypeScript: "typescript", Stylelint: "stylelint", ESLint: "eslint", React: "react" };
/**
 * Packages a page may stamp that are the site's own stack rather than what the page documents: the
 * module federation guide pins React 18 on purpose, whatever React the site itself runs on.
 */
const NOT_DOCUMENTED = new Set(["webpack", "react", "react-dom"]);

interface PackageStamp {
  file: string;
  line: number;
  name: string;
  version: string;
}

function findPackageStamps(markdown: string, file: string, isInstalled: (name: string) => boolean): PackageStamp[] {
  const stamps: PackageStamp[] = [];
  for (const sentence of markdown.matchAll(STAMP_SENTENCE)) {
    for (const named of sentence[0].matchAll(NAMED_VERSION)) {
      const name = PACKAGE_OF_NAME[named[1]] ?? named[1];
      if (NOT_DOCUMENTED.has(name) || !isInstalled(name)) continue;
      const line = markdown.slice(0, sentence.index + named.index).split("\n").length;
      stamps.push({ file, line, name, version: named[2] });
    }
  }
  return stamps;
}

interface Stamp {
  /** "content/guides/caching.md" */
  file: string;
  line: number;
  text: string;
  version: string;
}

function findStamps(markdown: string, file: string): Stamp[] {
  const stamps: Stamp[] = [];
  for (const pattern of STAMP_PATTERNS) {
    for (const match of markdown.matchAll(pattern)) {
      const line = markdown.slice(0, match.index).split("\n").length;
      stamps.push({ file, line, text: match[0].replace(/\s+/g, " "), version: match[1] });
    }
  }
  return stamps;
}

/**
 * Stamps that keep naming an older release, each with the page's own words saying what was run
 * again with the installed one. Keyed by file and stamp text; an entry that no longer matches a
 * stamp fails the test, so the list cannot outlive its reason.
 */
const OLDER_STAMPS_EXPLAINED: Record<string, string> = {
  "content/guides/build-performance.md: measured with webpack 5.112.2":
    "its tables are 5.112.2's figures for our project; the page says the comparisons were measured again with 5.113.0",
  "content/contribute/plugin-patterns.md: run with webpack 5.112.2":
    "every pattern was run again with 5.113.0 and behaved the same; the page says that its outputs' sizes and hashes are 5.112.2's",
};

const stampKey = (stamp: Stamp) => `${stamp.file}: ${stamp.text}`;

const BLOG = path.join(CONTENT, "blog") + path.sep;
const pages = markdownFiles(CONTENT)
  .filter((file) => !file.startsWith(BLOG))
  .map((file) => ({ file: path.relative(ROOT, file), markdown: fs.readFileSync(file, "utf8") }));
const allStamps = pages.flatMap(({ file, markdown }) => findStamps(markdown, file));
const packageStamps = pages.flatMap(({ file, markdown }) => findPackageStamps(markdown, file, isInstalled));

describe("version stamps", () => {
  it("recognises the ways the pages stamp a release", () => {
    const sample = [
      "webpack 5.1.2 compiled successfully in 622 ms",
      "  esm (webpack 5.1.3) compiled successfully in 851 ms",
      "The examples below were built with webpack 5.1.4 and run in Chromium.",
      "Everything here was\ntried with webpack 5.1.5 and webpack-cli 7.3.1.",
      "Everything was tried in Chromium with webpack 5.1.9, and nothing else.",
      "the versions we ran them with: webpack 5.1.10, webpack-cli 7.3.1",
      "It uses webpack 5.1.11, workbox-webpack-plugin 7.4.1",
      "We tried version 3.0.1, installed with `--legacy-peer-deps`, in a webpack 5.1.6 build.",
      "Until 5.1.7 it listened on every network interface.",
      "It was a `SyncHook` in 5.1.8.",
    ].join("\n");
    expect(findStamps(sample, "sample.md").map((stamp) => stamp.version)).toEqual(["5.1.2", "5.1.3", "5.1.4", "5.1.5", "5.1.9", "5.1.10", "5.1.11", "5.1.6"]);
  });

  it("finds the stamps in the content", () => {
    // The guides stamp dozens of examples; finding none would mean the patterns broke.
    expect(allStamps.length).toBeGreaterThan(40);
  });

  it("explain only older stamps that are still there", () => {
    const present = new Set(allStamps.map(stampKey));
    expect(Object.keys(OLDER_STAMPS_EXPLAINED).filter((key) => !present.has(key))).toEqual([]);
  });

  it(`name the installed webpack (${INSTALLED})`, () => {
    const stale = allStamps
      .filter((stamp) => stamp.version !== INSTALLED && !(stampKey(stamp) in OLDER_STAMPS_EXPLAINED))
      .map((stamp) => `${stamp.file}:${stamp.line}: "${stamp.text}"`);
    if (stale.length > 0) {
      throw new Error(
        `${stale.length} stamps name another release than the installed webpack ${INSTALLED}. Re-run what each ` +
          `covers with ${INSTALLED}, correct the page where the result changed, then update the stamp ` +
          `(content/contribute/writers-guide.md, "Release day"):\n${stale.join("\n")}`,
      );
    }
  });

  it("recognise the other packages a stamp names", () => {
    const sample = [
      "The examples were built with webpack 5.1.2, webpack-cli 7.3.1, TypeScript 6.0.9, ts-loader 9.6.2",
      "ts-loader 9 (checked with 9.6.2 and TypeScript\n6.0.8) declares Node.js 12.0.0 or newer.",
      "Its changelog names TypeScript 3.6.3 as the oldest supported release.",
      "Everything was run with React 18.3.1 and @scope/some-plugin 2.0.1, in Chromium.",
    ].join("\n");
    const installed = new Set(["webpack", "webpack-cli", "typescript", "ts-loader", "react", "@scope/some-plugin"]);
    const found = findPackageStamps(sample, "sample.md", (name) => installed.has(name)).map(({ name, version }) => `${name} ${version}`);
    expect(found).toEqual(["webpack-cli 7.3.1", "typescript 6.0.9", "ts-loader 9.6.2", "typescript 6.0.8", "@scope/some-plugin 2.0.1"]);
    // The TypeScript guide, the ts-loader page and the stylelint plugin page stamp them; finding none
    // would mean the patterns broke.
    expect(packageStamps.map((stamp) => `${stamp.file} ${stamp.name}`)).toEqual(
      expect.arrayContaining([
        "content/guides/typescript.md typescript",
        "content/loaders/_ts-loader.md typescript",
        "content/plugins/_stylelint-webpack-plugin.md stylelint",
      ]),
    );
  });

  it("name the installed version of each package they stamp", () => {
    const stale = packageStamps
      .filter((stamp) => stamp.version !== installedVersion(stamp.name))
      .map((stamp) => `${stamp.file}:${stamp.line}: ${stamp.name} ${stamp.version} (installed: ${installedVersion(stamp.name)})`);
    if (stale.length > 0) {
      throw new Error(
        `${stale.length} stamps name another version than the one our lock file installs. Build what each covers ` +
          `with the installed version (on the newest Node.js LTS too), correct the page where the result changed, ` +
          `then update the stamp:\n${stale.join("\n")}`,
      );
    }
  });
});

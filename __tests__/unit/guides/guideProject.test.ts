/**
 * @jest-environment node
 *
 * The guides from Getting Started to Lazy Loading follow one project, step by step. The project as
 * it stands at the end of each guide is kept in __tests__/fixtures/guide-project/<NN>-<guide>/.
 *
 * 1. Guides and fixtures are one source: starting from the previous step's fixture, the code blocks
 *    of a guide that carry a title (a project file) are applied in order - a diff block is applied
 *    to the file, any other block replaces it, `rm` and `mv` lines in bash blocks delete and move
 *    files - and the result must equal the step's fixture byte for byte.
 * 2. Every step builds with the installed webpack, through the Node API with the fixture's own
 *    configuration, and the output has what the guide shows.
 *
 * Configurations are loaded with Node's own require, not Jest's, so that webpack, its plugins and
 * the configuration share one module instance and one realm, as they do for readers.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { remark } from "../../support/transformerRemark";
import { scratchFolder } from "../../support/scratchFolder";

const ROOT = path.resolve(__dirname, "../../..");
const GUIDES = path.join(ROOT, "content", "guides");
const FIXTURES = path.join(ROOT, "__tests__", "fixtures", "guide-project");
const BUILD_TIMEOUT = 180_000;

interface Step {
  name: string;
  guide: string;
  /** Files the guide asks the reader to provide (binary files a code block cannot show). */
  supplied?: string[];
}

const STEPS: Step[] = [
  { name: "01-getting-started", guide: "getting-started.md" },
  { name: "02-asset-management", guide: "asset-management.md", supplied: ["src/fonts/open-sans-700.woff2"] },
  { name: "03-output-management", guide: "output-management.md" },
  { name: "04-development", guide: "development.md" },
  { name: "05-code-splitting", guide: "code-splitting.md" },
  { name: "06-caching", guide: "caching.md" },
  { name: "07-production", guide: "production.md" },
  { name: "08-lazy-loading", guide: "lazy-loading.md" },
];

type Files = Map<string, Buffer>;

function readTree(directory: string, prefix = ""): Files {
  const files: Files = new Map();
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) continue; // the node_modules link of a copied project
    if (entry.isDirectory()) {
      for (const [name, content] of readTree(path.join(directory, entry.name), relative)) files.set(name, content);
    } else {
      files.set(relative, fs.readFileSync(path.join(directory, entry.name)));
    }
  }
  return files;
}

function fixture(step: Step): Files {
  return readTree(path.join(FIXTURES, step.name));
}

// ---------------------------------------------------------------------------------------------
// 1. Walking a guide
// ---------------------------------------------------------------------------------------------

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position: { start: { line: number } };
  children?: MdNode[];
}

function codeNodes(node: MdNode): MdNode[] {
  return [...(node.type === "code" ? [node] : []), ...(node.children ?? []).flatMap(codeNodes)];
}

function splitLines(text: string): string[] {
  return (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
}

/** Applies a diff block (one hunk: lines starting with a space, "-" or "+") to a file's text. */
function applyDiff(current: string, diff: string, where: (offset: number) => string, file: string): string {
  const before: string[] = [];
  const after: string[] = [];
  splitLines(diff).forEach((line, index) => {
    // An empty line stands for an unchanged empty line, whether or not its leading space survived.
    const marker = line === "" ? " " : line[0];
    const text = line.slice(1);
    if (marker === " " || marker === "-") before.push(text);
    if (marker === " " || marker === "+") after.push(text);
    if (!" -+".includes(marker)) throw new Error(`${where(index)}: a line of the diff for ${file} starts with neither "-", "+" nor a space`);
  });
  if (before.length === 0) throw new Error(`${where(0)}: the diff for ${file} has no context or removed lines to place it`);

  const lines = splitLines(current);
  const matches: number[] = [];
  let best = { start: -1, length: -1 };
  for (let start = 0; start + before.length <= lines.length; start += 1) {
    let length = 0;
    while (length < before.length && lines[start + length] === before[length]) length += 1;
    if (length === before.length) matches.push(start);
    if (length > best.length) best = { start, length };
  }
  if (matches.length === 0) {
    const expected = before[best.length] ?? before[0];
    const found = best.start >= 0 ? lines[best.start + best.length] : undefined;
    throw new Error(
      `${where(0)}: the diff does not apply to ${file}. ` +
        (best.length > 0
          ? `After ${best.length} matching line(s) at line ${best.start + 1}, the diff expects ${JSON.stringify(expected)} but line ${best.start + best.length + 1} of the file is ${JSON.stringify(found)}.`
          : `Its first line ${JSON.stringify(before[0])} is not in the file.`),
    );
  }
  if (matches.length > 1) {
    throw new Error(`${where(0)}: the diff matches ${file} at lines ${matches.map((start) => start + 1).join(", ")}; add context so it matches once`);
  }
  lines.splice(matches[0], before.length, ...after);
  return `${lines.join("\n")}\n`;
}

/** `rm` and `mv` lines of a bash block change the project; other commands do not touch its files. */
function applyCommands(script: string, files: Files, where: string): void {
  for (const line of splitLines(script).map((text) => text.trim())) {
    const [command, ...args] = line.split(/\s+/);
    const paths = args.filter((arg) => !arg.startsWith("-"));
    if (command === "rm") {
      for (const file of paths) {
        if (!files.delete(file)) throw new Error(`${where}: \`${line}\` removes ${file}, which the project does not have at this point`);
      }
    } else if (command === "mv") {
      const [from, to] = paths;
      const content = files.get(from);
      if (paths.length !== 2 || content === undefined) throw new Error(`${where}: \`${line}\` does not move an existing file of the project`);
      files.delete(from);
      files.set(to, content);
    }
  }
}

function walkGuide(step: Step, start: Files): Files {
  const guideFile = path.join(GUIDES, step.guide);
  const relativeGuide = path.relative(ROOT, guideFile);
  const files: Files = new Map(start);
  for (const node of codeNodes(remark().parse(fs.readFileSync(guideFile, "utf8")) as MdNode)) {
    const line = node.position.start.line;
    const title = /title="([^"]+)"/.exec(node.meta ?? "")?.[1];
    if (!title) {
      if (node.lang === "bash") applyCommands(node.value ?? "", files, `${relativeGuide}:${line}`);
      continue;
    }
    if (/\bpartial\b/.test(node.meta ?? "")) continue;
    if (node.lang === "diff") {
      const current = files.get(title);
      if (current === undefined) throw new Error(`${relativeGuide}:${line}: a diff for ${title}, which the project does not have at this point`);
      files.set(title, Buffer.from(applyDiff(current.toString("utf8"), node.value ?? "", (offset) => `${relativeGuide}:${line + 1 + offset}`, title)));
    } else {
      files.set(title, Buffer.from(`${node.value ?? ""}\n`));
    }
  }
  return files;
}

function firstDifference(actual: Buffer, expected: Buffer): string {
  const actualLines = splitLines(actual.toString("utf8"));
  const expectedLines = splitLines(expected.toString("utf8"));
  for (let index = 0; index < Math.max(actualLines.length, expectedLines.length); index += 1) {
    if (actualLines[index] !== expectedLines[index]) {
      return `line ${index + 1}: the guide gives ${JSON.stringify(actualLines[index] ?? "<end of file>")}, the fixture has ${JSON.stringify(expectedLines[index] ?? "<end of file>")}`;
    }
  }
  return "the files differ only in their final newline";
}

describe("the guide project: guides and fixtures are one source", () => {
  it("has a fixture for every step", () => {
    expect(fs.readdirSync(FIXTURES).sort()).toEqual(STEPS.map((step) => step.name));
  });

  it.each(STEPS.map((step, index) => [step.guide, step, index] as const))("%s ends with the files of its fixture", (_guide, step, index) => {
    const start = index === 0 ? new Map() : fixture(STEPS[index - 1]);
    const walked = walkGuide(step, start);
    const expected = fixture(step);
    const markdown = fs.readFileSync(path.join(GUIDES, step.guide), "utf8");
    const problems: string[] = [];

    for (const file of step.supplied ?? []) {
      if (!markdown.includes(file)) problems.push(`${file} is supplied by the reader, but ${step.guide} never names it`);
      const content = expected.get(file);
      if (content) walked.set(file, content);
    }
    for (const file of expected.keys()) {
      if (!walked.has(file)) problems.push(`${file} is in the fixture ${step.name}, but following ${step.guide} does not create it`);
    }
    for (const [file, content] of walked) {
      const fixtureContent = expected.get(file);
      if (!fixtureContent) problems.push(`${file} is created by following ${step.guide}, but the fixture ${step.name} has no such file`);
      else if (!content.equals(fixtureContent)) problems.push(`${file} differs from the fixture ${step.name}: ${firstDifference(content, fixtureContent)}`);
    }
    if (problems.length > 0) throw new Error(problems.join("\n"));
  });

  it("reports a diff that does not apply, naming the guide line and the file", () => {
    expect(() => applyDiff("a\nb\nc\n", " a\n-x\n+y", (offset) => `guide.md:${10 + offset}`, "src/file.js")).toThrow(
      'guide.md:10: the diff does not apply to src/file.js. After 1 matching line(s) at line 1, the diff expects "x" but line 2 of the file is "b".',
    );
    expect(applyDiff("a\nb\nc\n", " a\n-b\n+B\n c", () => "guide.md", "src/file.js")).toBe("a\nB\nc\n");
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Building every step
// ---------------------------------------------------------------------------------------------

interface Built {
  outDir: string;
  files: string[];
  read(file: string): string;
  stats: { toJson(options: object): { entrypoints?: Record<string, { assets: { name: string }[]; childAssets?: Record<string, string[]> }> } };
}

const outputDirs: string[] = [];

afterAll(() => {
  for (const directory of outputDirs) fs.rmSync(directory, { recursive: true, force: true });
});

type Config = Record<string, unknown> & { output?: Record<string, unknown> };

type Stats = Built["stats"] & { hasErrors(): boolean; hasWarnings(): boolean; toString(preset: string): string };
interface Compiler {
  run(callback: (error: Error | null, stats: Stats) => void): void;
  close(callback: (error: Error | null) => void): void;
}

/**
 * Prepares a build of a project folder with its own configuration file, loaded fresh with Node's
 * require. The output goes to a temporary folder; `adjust` applies what the guide's npm script adds
 * on the command line. `run()` may be called more than once, like a second `npm run build`.
 */
function prepareBuild(projectDir: string, configFile: string, adjust: (config: Config) => void = () => {}) {
  const configPath = path.join(projectDir, configFile);
  const nodeRequire = createRequire(configPath);
  for (const key of Object.keys(nodeRequire.cache)) {
    if (key.startsWith(projectDir + path.sep)) delete nodeRequire.cache[key];
  }
  const webpack = nodeRequire("webpack") as (config: Config) => Compiler;
  const config = nodeRequire(configPath) as Config;
  const outDir = scratchFolder("guide-project-");
  outputDirs.push(outDir);
  config.context = projectDir;
  config.output = { ...config.output, path: outDir };
  adjust(config);
  const compiler = webpack(config);

  return {
    run: async (): Promise<Built> => {
      const stats = await new Promise<Stats>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
      if (stats.hasErrors() || stats.hasWarnings()) throw new Error(`${projectDir} built with problems:\n${stats.toString("errors-warnings")}`);
      return {
        outDir,
        files: [...readTree(outDir).keys()].sort(),
        read: (file) => fs.readFileSync(path.join(outDir, file), "utf8"),
        stats,
      };
    },
    close: () => new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function build(projectDir: string, configFile: string, adjust?: (config: Config) => void): Promise<Built> {
  const prepared = prepareBuild(projectDir, configFile, adjust);
  try {
    return await prepared.run();
  } finally {
    await prepared.close();
  }
}

/** Expected file names: `[contenthash]` stands for a 20-digit hash, everything else is literal. */
function expectFiles(built: Built, expected: string[]): void {
  const patterns = expected.map(
    (name) =>
      new RegExp(
        `^${name
          .split("[contenthash]")
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("[0-9a-f]{20}")}$`,
      ),
  );
  const unexpected = built.files.filter((file) => !patterns.some((pattern) => pattern.test(file)));
  const missing = expected.filter((_name, index) => !built.files.some((file) => patterns[index].test(file)));
  expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
}

function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?/g)].map((match) => match[1]);
}

function fileNamed(built: Built, pattern: RegExp): string {
  const matches = built.files.filter((file) => pattern.test(file));
  expect(matches).toHaveLength(1);
  return matches[0];
}

const SVG = "e02c1e4d0177c23556f0.svg";
const FONT = "6264aa05c16dfc21416d.woff2";

/** What the production build of steps 7 and 8 writes (step 8 adds its calendar chunk). */
const PRODUCTION_FILES = [
  "runtime.[contenthash].js",
  "runtime.[contenthash].js.map",
  "vendors.[contenthash].js",
  "vendors.[contenthash].js.map",
  "vendors.[contenthash].js.LICENSE.txt",
  "main.[contenthash].js",
  "main.[contenthash].js.map",
  "main.249302d45fd084ff9df1.css",
  "main.249302d45fd084ff9df1.css.map",
  "countdown.[contenthash].js",
  "countdown.[contenthash].js.map",
  "480.[contenthash].js",
  "480.[contenthash].js.map",
  "index.html",
  "manifest.json",
  "favicon.svg",
  SVG,
  FONT,
];
const fixtureDir = (name: string) => path.join(FIXTURES, name);
/** What `npm run build` adds on the command line in the caching step: `--mode=production --no-devtool`. */
const productionScript = (config: Config) => {
  config.mode = "production";
  config.devtool = false;
};

describe("the guide project: every step builds as its guide shows", () => {
  it(
    "01 Getting Started: one bundle",
    async () => {
      const built = await build(fixtureDir("01-getting-started"), "webpack.config.js");
      expectFiles(built, ["main.js"]);
    },
    BUILD_TIMEOUT,
  );

  it(
    "02 Asset Management: JSON and CSS in the bundle, the image and the font as files",
    async () => {
      const built = await build(fixtureDir("02-asset-management"), "webpack.config.js");
      expectFiles(built, ["main.js", SVG, FONT]);
      const main = built.read("main.js");
      expect(main).toContain("Shipping less JavaScript with code splitting"); // talks.json
      expect(main).toContain("border-bottom: 1px solid #d9e2ec"); // style.css, injected by style-loader
      expect(main).toContain("open-sans-700.woff2"); // the font's module, referenced from the CSS
    },
    BUILD_TIMEOUT,
  );

  it(
    "03 Output Management: two entries, a generated index.html and a manifest",
    async () => {
      const built = await build(fixtureDir("03-output-management"), "webpack.config.js");
      expectFiles(built, ["main.js", "countdown.js", "index.html", "manifest.json", SVG, FONT]);
      expect(scriptsOf(built.read("index.html"))).toEqual(["main.js", "countdown.js"]);
      const manifest = JSON.parse(built.read("manifest.json"));
      expect(Object.keys(manifest.entrypoints)).toEqual(["main", "countdown"]);
      expect(manifest.assets["main.js"]).toEqual({ file: "/main.js" });
    },
    BUILD_TIMEOUT,
  );

  it(
    "04 Development: one runtime chunk for both entries",
    async () => {
      const built = await build(fixtureDir("04-development"), "webpack.config.js");
      expectFiles(built, ["runtime.js", "main.js", "countdown.js", "index.html", "manifest.json", SVG, FONT]);
      expect(scriptsOf(built.read("index.html"))).toEqual(["runtime.js", "main.js", "countdown.js"]);
    },
    BUILD_TIMEOUT,
  );

  it(
    "05 Code Splitting: lodash in its own vendor chunk, the filter in a chunk of its own",
    async () => {
      const built = await build(fixtureDir("05-code-splitting"), "webpack.config.js");
      const vendor = "vendors-node_modules_lodash_lodash_js.js";
      expectFiles(built, ["runtime.js", vendor, "main.js", "countdown.js", "src_filter_js.js", "index.html", "manifest.json", SVG, FONT]);
      expect(scriptsOf(built.read("index.html"))).toEqual(["runtime.js", vendor, "main.js", "countdown.js"]);
      expect(built.read(vendor)).toContain("lodash.com");
      for (const file of ["main.js", "countdown.js", "src_filter_js.js"]) expect(built.read(file)).not.toContain("lodash.com");
    },
    BUILD_TIMEOUT,
  );

  it(
    "06 Caching: content hashes, and only the edited module's chunk changes its name",
    async () => {
      // Both builds run in one copy of the fixture, so that every path (and with it every module
      // id) is the same in both; node_modules is a link to the project's own. They share one
      // compiler with a memory cache, as `webpack watch` would, which saves minifying lodash twice.
      const copy = scratchFolder("guide-project-caching-");
      outputDirs.push(copy);
      fs.cpSync(fixtureDir("06-caching"), copy, { recursive: true });
      fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
      expect(readTree(copy).size).toBe(fixture(STEPS[5]).size);

      const builds = prepareBuild(copy, "webpack.config.js", (config) => {
        productionScript(config);
        config.cache = { type: "memory" };
      });
      try {
        const before = await builds.run();
        expectFiles(before, [
          "runtime.[contenthash].js",
          "vendors.[contenthash].js",
          "vendors.[contenthash].js.LICENSE.txt",
          "main.[contenthash].js",
          "countdown.[contenthash].js",
          "480.[contenthash].js",
          "index.html",
          "manifest.json",
          SVG,
          FONT,
        ]);

        const countdown = path.join(copy, "src", "countdown.js");
        const source = fs.readFileSync(countdown, "utf8");
        expect(source).toContain("Next meetup: tomorrow!");
        fs.writeFileSync(countdown, source.replace("Next meetup: tomorrow!", "Next meetup: tomorrow evening!"));
        const after = await builds.run();

        const named = (built: Built, name: string) => fileNamed(built, new RegExp(`^${name}\\.[0-9a-f]{20}\\.js$`));
        for (const unchanged of ["vendors", "main", "runtime", "480"]) expect(named(after, unchanged)).toBe(named(before, unchanged));
        expect(named(after, "countdown")).not.toBe(named(before, "countdown"));
        expect(after.read(named(after, "countdown"))).toContain("tomorrow evening!");
      } finally {
        await builds.close();
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    "07 Production: extracted CSS, source maps, copied public files, and no development-only code",
    async () => {
      const project = fixtureDir("07-production");
      const built = await build(project, "webpack.prod.js");
      expectFiles(built, PRODUCTION_FILES);
      expect(built.read("index.html")).toContain("<link href=main.249302d45fd084ff9df1.css rel=stylesheet>");
      expect(built.read("favicon.svg")).toBe(fs.readFileSync(path.join(project, "public", "favicon.svg"), "utf8"));

      // The markers are in the sources: the development-only block in index.js, and the export of
      // checks.js that only that block uses. Neither may reach the production bundles.
      const markers = { "talks.json: ": "src/index.js", "has no speaker": "src/checks.js" };
      const scripts = built.files.filter((file) => file.endsWith(".js"));
      for (const [marker, source] of Object.entries(markers)) {
        expect(fs.readFileSync(path.join(project, source), "utf8")).toContain(marker);
        for (const file of scripts) expect({ file, found: built.read(file).includes(marker) }).toEqual({ file, found: false });
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    "08 Lazy Loading: a named calendar chunk, prefetched after load and not in the initial HTML",
    async () => {
      const built = await build(fixtureDir("08-lazy-loading"), "webpack.prod.js");
      const calendar = "calendar.f72c20123898d1275b63.js";
      expectFiles(built, [...PRODUCTION_FILES, calendar, `${calendar}.map`]);
      const html = built.read("index.html");
      expect(html).not.toContain("calendar");
      expect(scriptsOf(html)).toHaveLength(4);
      const { entrypoints } = built.stats.toJson({ all: false, entrypoints: true, chunkGroupChildren: true });
      expect(entrypoints?.main.childAssets?.prefetch).toContain(calendar);
      expect(entrypoints?.main.assets.map((asset) => asset.name)).not.toContain(calendar);
    },
    BUILD_TIMEOUT,
  );
});

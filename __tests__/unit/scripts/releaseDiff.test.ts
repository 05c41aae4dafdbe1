/**
 * @jest-environment node
 *
 * `npm run release:diff`: the pure functions of scripts/lib/release-diff.mjs on small fixture
 * schemas (run in a child Node.js, since Jest here does not load ES modules), the loader of a
 * release's defaults, exports and hooks on the installed webpack, and the whole script against a
 * registry on loopback that serves two stand-in releases, an unreachable one and bad arguments.
 */
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { scratchFolder } from "../../support/scratchFolder";

const ROOT = path.resolve(__dirname, "../../..");
const SCRIPT = path.join(ROOT, "scripts/release-diff.mjs");
const LIB = path.join(ROOT, "scripts/lib/release-diff.mjs");
const INSPECTOR = path.join(ROOT, "scripts/lib/inspect-webpack-release.mjs");
const FIXTURES = path.join(ROOT, "__tests__/fixtures/release-diff");
const readFixture = (file: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, file), "utf8"));
const run = promisify(execFile);

// Each case starts Node.js; the inspector and the whole script load a webpack.
jest.setTimeout(60000);

/** Calls an export of a module of scripts/lib/ in a child Node.js, with JSON in and out. */
function callModule<T>(file: string, name: string, ...args: unknown[]): T {
  const code = [
    `import * as lib from ${JSON.stringify(pathToFileURL(file).href)};`,
    `import fs from "node:fs";`,
    `const args = JSON.parse(fs.readFileSync(0, "utf8"));`,
    `process.stdout.write(JSON.stringify(await lib[${JSON.stringify(name)}](...args)));`,
  ].join("\n");
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { input: JSON.stringify(args), encoding: "utf8", cwd: ROOT }));
}
const call = <T>(name: string, ...args: unknown[]): T => callModule<T>(LIB, name, ...args);

const before = readFixture("schema-before.json");
const after = readFixture("schema-after.json");

interface Option {
  id: string;
  path: string | null;
  key: string;
  type: string;
  added: string | null;
  aliases: string[];
}

describe("configuration options between two schemas", () => {
  let diff: {
    added: Option[];
    removed: Option[];
    moved: { key: string; before: Option; after: Option }[];
    changed: Record<"type" | "default", { option: Option; before: string; after: string }[]>;
  };
  beforeAll(() => {
    diff = call("diffOptions", before, after);
  });

  it("lists options added anywhere, by the path a reader writes", () => {
    expect(diff.added.map((option) => option.id)).toEqual([
      // an anyOf branch (the filesystem cache)
      "cache.compression",
      // the value of a map (entry: { [name]: description })
      "entry.<name>.runtime",
      // a definition shared by two module types, listed under the first
      "module.parser.javascript.typescript",
      // an item of a list whose items contain lists of the same items
      "module.rules[].sourceTest",
      // through a $ref to a new definition
      "output.allowOutside",
      // two $refs deep, in a definition renamed on the way
      "output.environment.asyncFunction",
      "statsOptions",
      // not reachable from the root: by definition
      "OutputNormalized#allowOutside",
    ]);
    const allowOutside = diff.added.find((option) => option.id === "output.allowOutside")!;
    expect(allowOutside).toMatchObject({ key: "Output#allowOutside", type: "string[] | boolean", added: "2.0.0" });
    expect(diff.added.find((option) => option.id === "module.parser.javascript.typescript")!.aliases).toEqual(["module.parser.javascript/auto.typescript"]);
  });

  it("lists removed options, and an option whose path changed as moved", () => {
    expect(diff.removed.map((option) => option.id)).toEqual(["output.legacyNames", "stats"]);
    expect(diff.moved.map(({ key, before, after }) => [key, before.id, after.id])).toEqual([["StatsOptions#preset", "stats.preset", "statsOptions.preset"]]);
  });

  it("reports changed types, including a value added to a shared enum, but not a renamed definition", () => {
    expect(diff.changed.type.map(({ option, before, after }) => [option.id, before, after])).toEqual([
      ["mode", '"development" | "production" | "none"', '"development" | "production" | "none" | "auto"'],
      ["output.filename", "string", "string | Function"],
    ]);
  });

  it("reports changed schema defaults", () => {
    expect(diff.changed.default.map(({ option, before, after }) => [option.id, before, after])).toEqual([["output.hashDigestLength", "20", "16"]]);
  });

  it("stops at a definition that contains itself, keeping the other places as aliases", () => {
    const options: Option[] = call("listSchemaOptions", after);
    const rules = options.filter((option) => option.key.startsWith("RuleSetRule#"));
    expect(rules.map((option) => option.path)).toEqual(["module.rules[].oneOf", "module.rules[].rules", "module.rules[].sourceTest", "module.rules[].test"]);
    expect(rules.find((option) => option.path === "module.rules[].test")!.aliases).toEqual(["module.rules[].oneOf[].test", "module.rules[].rules[].test"]);
    // module.defaultRules has the same shape and is not expanded a second time.
    expect(options.some((option) => option.path?.startsWith("module.defaultRules["))).toBe(false);
  });

  it("lists two definitions that give one path as one option, with both types", () => {
    const cacheType = call<{ changed: { type: { option: Option; before: string; after: string }[] } }>("diffOptions", before, {
      ...after,
      definitions: { ...after.definitions, MemoryCacheOptions: { type: "object", properties: { type: { enum: ["memory", "weak"] } } } },
    }).changed.type[0];
    expect(cacheType.option.id).toBe("cache.type");
    expect(cacheType.before).toBe('"memory" | "filesystem"');
    expect(cacheType.after).toBe('"memory" | "weak" | "filesystem"');
  });

  it("prefers the option object to a shorthand for the same definition", () => {
    const schema = {
      definitions: { MinimizeOptions: { type: "object", properties: { css: { type: "boolean" } } } },
      properties: {
        optimization: {
          type: "object",
          properties: {
            minimize: { anyOf: [{ type: "boolean" }, { $ref: "#/definitions/MinimizeOptions" }] },
            minimizeOptions: { $ref: "#/definitions/MinimizeOptions" },
          },
        },
      },
    };
    const css = (call("listSchemaOptions", schema) as Option[]).find((option) => option.key === "MinimizeOptions#css")!;
    expect(css.path).toBe("optimization.minimizeOptions.css");
    expect(css.aliases).toEqual(["optimization.minimize.css"]);
  });
});

describe("applied defaults", () => {
  it("flattens applied options to one text per leaf, with placeholders for machine paths", () => {
    const options = { context: "/tmp/x", output: { path: "/tmp/x/dist", environment: { arrowFunction: true } }, module: { rules: [{ test: "a" }] }, empty: {} };
    expect(call("flattenDefaults", options, [["/tmp/x", "<context>"]])).toEqual({
      context: '"<context>"',
      "output.path": '"<context>/dist"',
      "output.environment.arrowFunction": "true",
      "module.rules": ['{ test: "a" }'],
      empty: "{  }",
    });
  });

  it("lists the changes of both modes, once when they are the same in both", () => {
    const development = [
      { "optimization.minimize": "false", "output.path": '"dist"' },
      { "optimization.minimize": "true", "output.path": '"dist"', "output.allowOutside": "false" },
    ];
    const production = [
      { "optimization.minimize": "true", "output.path": '"dist"' },
      { "optimization.minimize": "true", "output.path": '"dist"', "output.allowOutside": "false" },
    ];
    expect(call("diffDefaultsByMode", { development, production })).toEqual([
      { path: "optimization.minimize", before: "false", after: "true", modes: ["development"] },
      { path: "output.allowOutside", before: null, after: "false", modes: ["development", "production"] },
    ]);
  });

  it("shows a long list item by item", () => {
    const long = (text: string) => `{ test: ${JSON.stringify(text.repeat(60))} }`;
    const lines: string[] = call("defaultChangeLines", {
      path: "module.defaultRules",
      modes: ["development", "production"],
      before: [long("a"), long("b")],
      after: [long("a"), long("c"), long("d")],
    });
    expect(lines).toEqual([
      "  ~ module.defaultRules  [both modes]: list of 2 -> 3 items",
      `      - ${long("b")}`,
      `      + ${long("c")}`,
      `      + ${long("d")}`,
    ]);
  });
});

describe("exports and hooks", () => {
  it("lists exported names added and removed", () => {
    const oldExports = [
      { name: "version", kind: "value" },
      { name: "optimize", kind: "namespace" },
      { name: "optimize.OldPlugin", kind: "class", classId: 1 },
    ];
    const newExports = [
      { name: "version", kind: "value" },
      { name: "optimize", kind: "namespace" },
      { name: "optimize.NewPlugin", kind: "class", classId: 1 },
      { name: "hmr", kind: "namespace" },
    ];
    const { added, removed } = call<Record<"added" | "removed", { name: string }[]>>("diffExports", oldExports, newExports);
    expect(added.map((entry) => entry.name)).toEqual(["hmr", "optimize.NewPlugin"]);
    expect(removed.map((entry) => entry.name)).toEqual(["optimize.OldPlugin"]);
  });

  it("lists hooks added and removed per class", () => {
    expect(call("diffHooks", { Compiler: ["done", "emit"], Compilation: ["seal"] }, { Compiler: ["afterDone", "done"], Compilation: ["seal"] })).toEqual({
      Compiler: { added: ["afterDone"], removed: ["emit"] },
      Compilation: { added: [], removed: [] },
    });
  });
});

describe("pages to change", () => {
  let plan: Record<
    "missing" | "documented" | "obsolete" | "unplaced",
    { kind: string; name: string; page?: string; heading?: string | null; required?: boolean }[]
  >;
  beforeAll(() => {
    const options = call("diffOptions", before, after);
    const hooks = { Compiler: { added: ["done2"], removed: ["emit"] }, Compilation: { added: ["seal"], removed: [] } };
    const exported = [
      { name: "NewPlugin", kind: "class", classId: 7 },
      { name: "optimize.NewPlugin", kind: "class", classId: 7 },
      { name: "optimize.OtherPlugin", kind: "class", classId: 8 },
      { name: "util.helper", kind: "function", classId: 9 },
    ];
    const exports = { added: exported, removed: [{ name: "optimize.OldPlugin", kind: "class" }], after: exported };
    plan = call("planPages", { options, hooks, exports }, readFixture("pages.json"));
  });

  const names = (list: { name: string }[]) => list.map((item) => item.name);

  it("names the page and heading of each undocumented addition, and whether check:content requires it", () => {
    expect(plan.missing.map(({ name, page, heading, required }) => [name, page, heading, required])).toEqual([
      ["cache.compression", "configuration/cache.md", "cache.compression", true],
      ["entry.<name>.runtime", "configuration/entry-context.md", "entry.<name>.runtime", false],
      ["module.rules[].sourceTest", "configuration/module.md", "Rule.sourceTest", true],
      ["output.allowOutside", "configuration/output.md", "output.allowOutside", true],
      ["output.environment.asyncFunction", "configuration/output.md", "output.environment.asyncFunction", false],
      // a new top-level option without a page of its own yet
      ["statsOptions", "configuration/other-options.md", "statsOptions", true],
      // moved: its new path has no heading
      ["statsOptions.preset", "configuration/other-options.md", "statsOptions.preset", false],
      ["Compiler.hooks.done2", "api/compiler-hooks.md", "done2", true],
      ["optimize.OtherPlugin", "plugins/other-plugin.md", null, true],
    ]);
  });

  it("finds additions documented under another name: a module type sharing the definition, a plugin page", () => {
    expect(plan.documented.map(({ name, page, heading }) => [name, page, heading])).toEqual([
      ["module.parser.javascript.typescript", "configuration/module.md", "module.parser.javascript/auto.typescript"],
      ["Compilation.hooks.seal", "api/compilation-hooks.md", "seal"],
      ["NewPlugin", "plugins/new-plugin.md", null],
      ["optimize.NewPlugin", "plugins/new-plugin.md", null],
    ]);
  });

  it("counts an option below the heading levels as documented by a table row or its path in the text, given the pages' markdown", () => {
    const options = call("diffOptions", before, after);
    const pages = readFixture("pages.json") as { configuration: { relativePath: string; text?: string }[] };
    const withText = (text: string) => ({
      ...pages,
      configuration: pages.configuration.map((page) => (page.relativePath === "configuration/output.md" ? { ...page, text } : page)),
    });
    const documented = (text: string) =>
      (call("planPages", { options, hooks: {}, exports: { added: [], removed: [], after: [] } }, withText(text)) as typeof plan).documented
        .filter((item) => item.name === "output.environment.asyncFunction")
        .map((item) => item.heading);
    expect(documented("| Option | Type |\n| --- | --- |\n| `asyncFunction` | `boolean` |\n")).toEqual(["output.environment: table row `asyncFunction`"]);
    expect(documented("Set `environment.asyncFunction` when the target has async functions.")).toEqual([
      "output.environment: `environment.asyncFunction` in its text",
    ]);
    // A row that only mentions the name further along, or a name in running text, is not enough.
    expect(documented("| `arrowFunction` | same as `asyncFunction` |\nasyncFunction is new.")).toEqual([]);
    // Required options always need a heading of their own.
    expect(
      (
        call("planPages", { options, hooks: {}, exports: { added: [], removed: [], after: [] } }, withText("| `allowOutside` | `boolean` |")) as typeof plan
      ).missing.map((item) => item.name),
    ).toContain("output.allowOutside");
  });

  it("lists headings of removed options, hooks and plugins that are still there", () => {
    expect(plan.obsolete.map(({ name, page, heading }) => [name, page, heading])).toEqual([
      ["output.legacyNames", "configuration/output.md", "output.legacyNames"],
      ["stats", "configuration/stats.md", "stats"],
      ["stats.preset", "configuration/stats.md", "stats.preset"],
      ["Compiler.hooks.emit", "api/compiler-hooks.md", "emit"],
      ["optimize.OldPlugin", "plugins/internal-plugins.md", "OldPlugin"],
    ]);
  });

  it("keeps options without a configuration path apart", () => {
    expect(names(plan.unplaced)).toEqual(["OutputNormalized#allowOutside"]);
  });

  it("maps each option group to the page with most of its headings, leaving out index pages", () => {
    expect(call("groupPages", readFixture("pages.json").configuration)).toMatchObject({
      output: "configuration/output.md",
      cache: "configuration/cache.md",
      module: "configuration/module.md",
      entry: "configuration/entry-context.md",
      Rule: "configuration/module.md",
    });
  });

  it("reads the site's headings through the tests' own reader", () => {
    const code = [
      `import { requireTypeScript } from ${JSON.stringify(pathToFileURL(path.join(ROOT, "scripts/lib/require-typescript.mjs")).href)};`,
      `const { contentPages } = requireTypeScript(${JSON.stringify(path.join(ROOT, "__tests__/support/contentHeadings.ts"))});`,
      `const page = contentPages("api").find((page) => page.relativePath === "api/compiler-hooks.md");`,
      `process.stdout.write(JSON.stringify(page.headings.map((heading) => heading.code)));`,
    ].join("\n");
    const headings = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8", cwd: ROOT }));
    expect(headings).toEqual(expect.arrayContaining(["done", "compilation", "emit"]));
  });
});

describe("loading a release", () => {
  it("reads the defaults of both modes, the exports and the hooks of the installed webpack", () => {
    const context = scratchFolder("release-diff-context-");
    const result = JSON.parse(execFileSync(process.execPath, [INSPECTOR, path.join(ROOT, "node_modules/webpack"), context], { encoding: "utf8", cwd: ROOT }));
    expect([result.defaultsError, result.exportsError, result.hooksError]).toEqual([null, null, null]);
    expect(result.defaults.production["optimization.minimize"]).toBe("true");
    expect(result.defaults.development["optimization.minimize"]).toBe("false");
    expect(result.defaults.production["output.path"]).toBe('"<context>/dist"');
    expect(result.exports).toEqual(expect.arrayContaining([expect.objectContaining({ name: "optimize.SplitChunksPlugin", kind: "class" })]));
    expect(result.hooks.Compiler).toEqual(expect.arrayContaining(["done", "emit"]));
    expect(result.hooks.Compilation).toEqual(expect.arrayContaining(["processAssets", "seal"]));
    expect(result.hooks.JavascriptParser).toEqual(expect.arrayContaining(["program", "statement"]));
  });
});

describe("npm run release:diff", () => {
  let server: http.Server;
  let registry: string;
  let requests: string[] = [];
  const tarballs = new Map<string, Buffer>();
  const scratch = scratchFolder("release-diff-test-");

  /** Packs a stand-in release: a fixture package plus a schema, optionally without some files. */
  function pack(version: string, fixture: string, schema: unknown, remove: string[] = []): void {
    const directory = path.join(scratch, `build-${version}`);
    fs.cpSync(path.join(FIXTURES, "packages", fixture), directory, { recursive: true });
    fs.mkdirSync(path.join(directory, "package/schemas"), { recursive: true });
    fs.writeFileSync(path.join(directory, "package/schemas/WebpackOptions.json"), JSON.stringify(schema));
    const manifest = path.join(directory, "package/package.json");
    fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, "utf8")), version }));
    for (const file of remove) fs.rmSync(path.join(directory, "package", file), { recursive: true });
    tarballs.set(version, execFileSync("tar", ["-czf", "-", "-C", directory, "package"]));
  }

  beforeAll(async () => {
    pack("1.0.0", "1.0.0", before);
    pack("2.0.0", "2.0.0", after);
    pack("3.0.0", "2.0.0", after, ["lib/config"]);
    server = http.createServer((request, response) => {
      requests.push(request.url ?? "");
      const tarball = tarballs.get(/^\/webpack\/-\/webpack-(.+)\.tgz$/.exec(request.url ?? "")?.[1] ?? "");
      if (tarball) response.writeHead(200, { "Content-Type": "application/octet-stream" }).end(tarball);
      else response.writeHead(404).end("not found");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function releaseDiff(args: string[], env: Record<string, string> = {}) {
    requests = [];
    try {
      const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args], {
        cwd: ROOT,
        env: { ...process.env, WEBPACK_REGISTRY: registry, WEBPACK_RELEASES_CACHE: path.join(scratch, "cache"), ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  }

  it("prints what changed between two releases and what the pages lack, from the registry and then from its cache", async () => {
    const { code, stdout, stderr } = await releaseDiff(["1.0.0", "2.0.0"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(requests.sort()).toEqual(["/webpack/-/webpack-1.0.0.tgz", "/webpack/-/webpack-2.0.0.tgz"]);
    expect(stdout).toMatch(/^webpack 1\.0\.0 -> 2\.0\.0\n/);
    expect(stdout).toContain('  + output.allowOutside  (string[] | boolean; "added": "2.0.0"; Output#allowOutside)\n');
    expect(stdout).toContain("  - output.legacyNames  (boolean; Output#legacyNames)\n");
    expect(stdout).toContain("  > stats.preset -> statsOptions.preset  (StatsOptions#preset)\n");
    expect(stdout).toContain("  ~ output.hashDigestLength: 20 -> 16\n");
    // Defaults: a change in one mode, one in both, and none for the context's own path.
    expect(stdout).toContain("  ~ optimization.minimize  [development]: false -> true\n");
    expect(stdout).toContain("  ~ output.allowOutside  [both modes]: (unset) -> false\n");
    expect(stdout).not.toContain("output.path");
    expect(stdout).toContain("  + optimize.NewPlugin  (class)\n");
    expect(stdout).toContain("  - optimize.OldPlugin  (class)\n");
    expect(stdout).toContain("  Compiler: +fixtureOnlyHook, -emit\n");
    expect(stdout).toMatch(/ {2}content\/api\/compiler-hooks\.md\n {4}- \[ \] `fixtureOnlyHook`\n/);
    expect(stdout).toContain("    - [ ] a page (or a heading `OtherPlugin`) for optimize.OtherPlugin\n");

    const again = await releaseDiff(["1.0.0", "2.0.0"]);
    expect(requests).toEqual([]);
    expect(again.stdout).toBe(stdout);
  });

  it("says in one line which part of a release it cannot load, and compares the rest", async () => {
    const { code, stdout } = await releaseDiff(["2.0.0", "3.0.0"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^! cannot load the defaults of webpack 3\.0\.0 \(Cannot find module '\.\/lib\/config\/normalization\.js'.*\); defaults not compared$/m,
    );
    expect(stdout).toMatch(/## Applied defaults.*\n\nComputed with Node\.js v[\d.]+\.\nNot compared \(see the line above\)\.\n/);
    expect(stdout).toContain("  Compiler: no change\n");
  });

  it("stops with one line when the registry has no such release", async () => {
    const { code, stdout, stderr } = await releaseDiff(["1.0.0", "9.9.9"]);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(`release:diff: webpack 9.9.9 is not on the registry (${registry}/webpack/-/webpack-9.9.9.tgz answered 404); nothing compared\n`);
  });

  it("stops with one line, and no stack trace, when the registry cannot be reached", async () => {
    // A port that was just free: nothing listens there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { code, stdout, stderr } = await releaseDiff(["4.0.0", "5.0.0"], { WEBPACK_REGISTRY: `http://127.0.0.1:${port}` });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(
      new RegExp(`^release:diff: cannot reach the npm registry \\(http://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED.*\\); nothing compared\\n$`),
    );
  });

  it.each([[[]], [["5.112.2"]], [["5.112.2", "latest"]], [["5.112.2", "5.113.0", "5.114.0"]]])("prints its usage for the arguments %j", async (args) => {
    const { code, stdout, stderr } = await releaseDiff(args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("usage: npm run release:diff -- <from-version> <to-version>");
    expect(requests).toEqual([]);
  });
});

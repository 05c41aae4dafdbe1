/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import webpack from "webpack";
import { buildFingerprint, FINGERPRINT_FILE, keyCacheOnFingerprint, writeFingerprintFile } from "../../../src/node/webpackCache";
import { scratchFolder } from "../../support/scratchFolder";

function project(): string {
  const root = scratchFolder("webpack-cache-");
  fs.writeFileSync(path.join(root, "package.json"), '{ "name": "fixture" }\n');
  fs.writeFileSync(path.join(root, "package-lock.json"), '{ "lockfileVersion": 3 }\n');
  fs.mkdirSync(path.join(root, ".cache", "compiled"), { recursive: true });
  fs.writeFileSync(path.join(root, ".cache", "compiled", "gatsby-node.js"), "exports.a = 1;\n");
  fs.writeFileSync(path.join(root, "entry.js"), 'require("./note.txt"); require("./local.md"); module.exports = 42;\n');
  fs.writeFileSync(path.join(root, "note.txt"), "text\n");
  fs.writeFileSync(path.join(root, "local.md"), "# md\n");
  // A loader of the project's own: a change to it must still be noticed by webpack.
  fs.writeFileSync(path.join(root, "local-loader.js"), "module.exports = (source) => `module.exports = ${JSON.stringify(source)};`;\n");
  return root;
}

interface CompileResult {
  built: number;
  buildDependencies: string[];
}

/** One production compile with a filesystem cache, the way Gatsby sets one up, then closes (storing the cache). */
function compile(root: string): Promise<CompileResult> {
  const config = {
    mode: "production" as const,
    context: root,
    entry: "./entry.js",
    output: { path: path.join(root, "out") },
    module: {
      rules: [
        { test: /\.txt$/, use: require.resolve("null-loader") },
        { test: /\.md$/, use: path.join(root, "local-loader.js") },
      ],
    },
    cache: { type: "filesystem" as const, cacheDirectory: path.join(root, ".cache", "webpack"), buildDependencies: { config: [__filename] } },
    plugins: [] as unknown[],
    infrastructureLogging: { level: "none" as const },
  };
  keyCacheOnFingerprint(config, root);
  let buildDependencies: string[] = [];
  let built = 0;
  config.plugins.push({
    apply(compiler: webpack.Compiler) {
      compiler.hooks.compilation.tap("Probe", (compilation) => {
        compilation.hooks.buildModule.tap("Probe", () => {
          built += 1;
        });
      });
      // Runs after ours (registered later): sees what webpack will record.
      compiler.hooks.done.tap("Probe", (stats) => {
        buildDependencies = [...stats.compilation.buildDependencies];
      });
    },
  });
  const compiler = webpack(config as webpack.Configuration);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString()));
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve({ built, buildDependencies })));
    });
  });
}

describe("webpack's persistent cache, keyed on the fingerprint file", () => {
  it("keeps the cache while nothing changes and drops it when the lock file or the compiled gatsby-node changes", async () => {
    const root = project();
    const cold = await compile(root);
    expect(cold.built).toBeGreaterThanOrEqual(3);
    // Installed loaders are covered by the lock file; the project's own loader is still watched.
    expect(cold.buildDependencies.some((file) => file.includes(`${path.sep}node_modules${path.sep}`))).toBe(false);
    expect(cold.buildDependencies).toContain(path.join(root, "local-loader.js"));

    expect((await compile(root)).built).toBe(0);

    fs.writeFileSync(path.join(root, "package-lock.json"), '{ "lockfileVersion": 3, "packages": {} }\n');
    expect((await compile(root)).built).toBeGreaterThanOrEqual(3);
    expect((await compile(root)).built).toBe(0);

    fs.appendFileSync(path.join(root, ".cache", "compiled", "gatsby-node.js"), "exports.b = 2;\n");
    expect((await compile(root)).built).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it("notices an edit to a loader of the project's own", async () => {
    const root = project();
    await compile(root);
    fs.appendFileSync(path.join(root, "local-loader.js"), "// edited\n");
    expect((await compile(root)).built).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it("rewrites the fingerprint file only when its content changes", () => {
    const root = project();
    const file = writeFingerprintFile(root);
    expect(file).toBe(path.join(root, FINGERPRINT_FILE));
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    fs.utimesSync(file, past, past);
    writeFingerprintFile(root);
    expect(Math.round(fs.statSync(file).mtimeMs)).toBe(past.getTime());

    const before = buildFingerprint(root);
    fs.writeFileSync(path.join(root, "package.json"), '{ "name": "fixture", "browserslist": ["defaults"] }\n');
    expect(buildFingerprint(root)["package.json"]).not.toBe(before["package.json"]);
    writeFingerprintFile(root);
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(past.getTime() + 30_000);
  });

  it("leaves a stage without a filesystem cache alone", () => {
    const config = { cache: { type: "memory" }, plugins: [] as unknown[] };
    keyCacheOnFingerprint(config, project());
    expect(config).toEqual({ cache: { type: "memory" }, plugins: [] });
  });
});

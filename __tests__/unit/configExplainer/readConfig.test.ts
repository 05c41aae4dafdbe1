/**
 * @jest-environment node
 */
import { readConfig, ConfigReadError, type ConfigNode } from "../../../src/lib/configExplainer/readConfig";
import { toValue } from "../../../src/lib/configExplainer/validateConfig";
import { completeConfigExamples, loadConfig } from "../../support/configExamples";

function keysOf(node: ConfigNode): string[] {
  return node.kind === "object" ? node.entries.map((entry) => entry.key) : [];
}

describe("readConfig: the shapes a configuration file comes in", () => {
  it.each([
    ["module.exports", "module.exports = { mode: 'production', entry: './src/index.js' };"],
    ["export default", "export default { mode: 'production', entry: './src/index.js' };"],
    ["defineConfig", "const { defineConfig } = require('webpack');\nmodule.exports = defineConfig({ mode: 'production', entry: './src/index.js' });"],
    ["webpack.defineConfig", "import webpack from 'webpack';\nexport default webpack.defineConfig({ mode: 'production', entry: './src/index.js' });"],
    ["an arrow function", "module.exports = (env, argv) => ({ mode: 'production', entry: './src/index.js' });"],
    ["a function with a body", "module.exports = function (env) {\n  const unused = 1;\n  return { mode: 'production', entry: './src/index.js' };\n};"],
    ["a function returning a const", "module.exports = (env) => {\n  const config = { mode: 'production', entry: './src/index.js' };\n  return config;\n};"],
    ["a const exported later", "const config = { mode: 'production', entry: './src/index.js' };\nconfig.devtool = false;\nmodule.exports = config;"],
    ["a declared function exported later", "function config() { return { mode: 'production', entry: './src/index.js' }; }\nmodule.exports = config;"],
    ["a bare object", "{\n  mode: 'production',\n  entry: './src/index.js'\n}"],
  ])("%s", (_shape, text) => {
    const read = readConfig(text);
    expect(read.isArray).toBe(false);
    expect(keysOf(read.configs[0])).toEqual(["mode", "entry"]);
  });

  it("reads an array of configurations, functions included", () => {
    const read = readConfig("module.exports = [{ name: 'a', mode: 'none' }, () => ({ name: 'b' })];");
    expect(read.isArray).toBe(true);
    expect(read.configs.map((config) => keysOf(config)[0])).toEqual(["name", "name"]);
  });

  it("merges what webpack-merge's merge() is given, and counts the rest as unknown", () => {
    const read = readConfig(`const { merge } = require('webpack-merge');
const common = require('./webpack.common.js');
module.exports = merge(common, { mode: 'production', module: { rules: [{ test: /a/ }] } }, { module: { rules: [{ test: /b/ }] }, mode: 'none' });`);
    expect(read.isMerged).toBe(true);
    const { value, spread } = toValue(read.configs[0]);
    expect(value).toEqual({ mode: "none", module: { rules: [{ test: /a/ }, { test: /b/ }] } });
    expect(spread).toEqual([""]);
  });

  it("notes defineConfig and functions", () => {
    expect(readConfig("export default defineConfig(() => ({ mode: 'none' }));")).toMatchObject({
      definedWith: true,
      isFunction: true,
      shape: "export default",
    });
  });
});

describe("readConfig: literals only", () => {
  const read = readConfig(`
const path = require('path');
const isProduction = process.env.NODE_ENV === 'production';
module.exports = {
  mode: isProduction ? 'production' : 'development',
  context: __dirname,
  entry: { main: \`./src/index.js\` },
  output: { path: path.resolve(__dirname, 'dist'), filename: \`\${isProduction ? '[contenthash]' : '[name]'}.js\`, publicPath: '/static/' },
  module: { rules: [{ test: /\\.css$/i, use: ['style-loader', 'css-loader'], parser: { dataUrlCondition: { maxSize: -1 } } }] },
  plugins: [new HtmlWebpackPlugin({ title: 'x' })],
  optimization: { minimize: true, splitChunks: { name(module) { return 'x'; } } },
  externals: { react: undefined },
  ...extra,
};`);
  const config = read.configs[0] as Extract<ConfigNode, { kind: "object" }>;
  const entry = (key: string) => config.entries.find((item) => item.key === key)!.value;

  it("keeps what it cannot know as computed, with its source and a hint", () => {
    expect(entry("mode")).toMatchObject({ kind: "computed", hint: "unknown", source: "isProduction ? 'production' : 'development'" });
    expect(entry("context")).toMatchObject({ kind: "computed", hint: "string" });
    expect(entry("plugins")).toMatchObject({ kind: "array", items: [{ kind: "computed", hint: "instance" }] });
    expect(config.spreads).toHaveLength(1);
  });

  it("evaluates literals, and stands in for the rest without running anything", () => {
    const { value, computed, spread } = toValue(config);
    expect(value).toMatchObject({
      entry: { main: "./src/index.js" },
      output: { path: "/computed/when/webpack/runs", filename: "/computed/when/webpack/runs", publicPath: "/static/" },
      module: { rules: [{ test: /\.css$/i, use: ["style-loader", "css-loader"], parser: { dataUrlCondition: { maxSize: -1 } } }] },
      optimization: { minimize: true },
      externals: { react: undefined },
    });
    expect(typeof (value as { optimization: { splitChunks: { name: unknown } } }).optimization.splitChunks.name).toBe("function");
    expect(computed).toEqual(["/mode", "/context", "/output/path", "/output/filename", "/plugins/0"]);
    expect(spread).toEqual([""]);
  });
});

describe("readConfig: errors", () => {
  it("gives the parser's message with its line and column", () => {
    const text = "module.exports = {\n  mode: 'production'\n  entry: './src/index.js',\n};";
    expect(() => readConfig(text)).toThrow(ConfigReadError);
    try {
      readConfig(text);
    } catch (error) {
      expect(error).toMatchObject({ message: "Unexpected token.", line: 3, column: 3 });
    }
  });

  it("says when the text looks like TypeScript", () => {
    expect(() => readConfig("import type { Configuration } from 'webpack';\nconst config: Configuration = { mode: 'none' };\nexport default config;")).toThrow(
      /This looks like TypeScript: the explainer reads JavaScript/,
    );
  });

  it("says so when nothing is exported", () => {
    expect(() => readConfig("const config = { mode: 'none' };")).toThrow(/No configuration found/);
  });

  it("says so when the export is only known at run time", () => {
    expect(() => readConfig("module.exports = require('./webpack.common.js');")).toThrow(/the result of calling require\(\)/);
  });
});

describe("readConfig on every complete example in the content", () => {
  const examples = completeConfigExamples();

  /** Drops the parts the explainer marks as computed, so the rest can be compared with Node's own result. */
  function withoutComputed(value: unknown, pointer: string, computed: readonly string[]): unknown {
    if (computed.includes(pointer)) return "(computed)";
    if (Array.isArray(value)) return value.map((item, index) => withoutComputed(item, `${pointer}/${index}`, computed));
    // Node's values come from another realm than Jest's: `instanceof RegExp` would not see them.
    if (Object.prototype.toString.call(value) === "[object RegExp]") return `RegExp ${String(value)}`;
    if (typeof value === "function") return "(function)";
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutComputed(inner, `${pointer}/${key}`, computed)]));
    return value;
  }

  /** Where an object has a spread or a computed key, only the properties it writes itself can be compared. */
  function onlyWrittenKeys(fromNode: unknown, read: unknown, pointer: string, spread: readonly string[]): unknown {
    if (Array.isArray(fromNode) && Array.isArray(read)) return fromNode.map((item, index) => onlyWrittenKeys(item, read[index], `${pointer}/${index}`, spread));
    if (!fromNode || typeof fromNode !== "object" || !read || typeof read !== "object" || Object.prototype.toString.call(fromNode) === "[object RegExp]")
      return fromNode;
    const keys = spread.includes(pointer) ? Object.keys(read) : Object.keys(fromNode);
    return Object.fromEntries(
      keys.map((key) => [
        key,
        onlyWrittenKeys((fromNode as Record<string, unknown>)[key], (read as Record<string, unknown>)[key], `${pointer}/${key}`, spread),
      ]),
    );
  }

  it.each(examples.map((example) => [example.where, example]))("%s: every literal is read as Node evaluates it", (_where, { code, where }) => {
    const read = readConfig(code);
    const { config: executed } = loadConfig(code, where);
    const executedConfigs = read.isArray ? (executed as unknown[]) : [executed];
    read.configs.forEach((config, index) => {
      const { value, computed, spread } = toValue(config);
      const fromNode =
        typeof executedConfigs[index] === "function" ? (executedConfigs[index] as (env: object, argv: object) => unknown)({}, {}) : executedConfigs[index];
      const resolvedByNode = onlyWrittenKeys(fromNode, value, "", spread);
      expect(withoutComputed(value, "", computed)).toEqual(withoutComputed(resolvedByNode, "", computed));
    });
  });
});

/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { readConfig } from "../../../src/lib/configExplainer/readConfig";
import { LINT_CHECKS, lintConfig, type LintCheckId, type LintContext, type Mode } from "../../../src/lib/configExplainer/lintChecks";
import { remark } from "../../support/transformerRemark";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autolinkHeadings: (input: { markdownAST: unknown }, options: { elements: string[] }) => void = require("gatsby-remark-autolink-headers");

/** What the installed webpack exports, read from property descriptors so that no deprecated getter runs. */
function webpackExports(): string[] {
  const names: string[] = [];
  const walk = (object: object, prefix: string) => {
    for (const key of Object.keys(object)) {
      const descriptor = Object.getOwnPropertyDescriptor(object, key);
      if (descriptor && "value" in descriptor && descriptor.value && typeof descriptor.value === "object") walk(descriptor.value, `${prefix}${key}.`);
      else names.push(`${prefix}${key}`);
    }
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  walk(require("webpack"), "");
  return names;
}

const CONTEXT: LintContext = { webpackExports: webpackExports(), webpackVersion: "5.113.0" };

function lint(text: string, pickedMode?: Mode) {
  return lintConfig(readConfig(text).configs[0], { ...CONTEXT, pickedMode });
}

function findings(check: LintCheckId, text: string, pickedMode?: Mode) {
  return lint(text, pickedMode).filter((found) => found.check === check);
}

const config = (body: string) => `const path = require("path");\nconst webpack = require("webpack");\nmodule.exports = {\n  mode: "production",\n${body}\n};\n`;
const rules = (...rules: string[]) => config(`  module: { rules: [${rules.join(", ")}] },`);

interface Case {
  check: LintCheckId;
  path: string;
  link: string;
  triggers: string;
  corrected: string;
  computed: string;
  pickedMode?: Mode;
}

const CASES: Case[] = [
  {
    check: "loader-order",
    path: "module.rules[0].use",
    link: "/concepts/loaders/#the-loader-chain",
    triggers: rules(`{ test: /\\.css$/, use: ["css-loader", { loader: "style-loader" }] }`),
    corrected: rules(`{ test: /\\.css$/, use: ["style-loader", { loader: "css-loader", options: { modules: true } }] }`),
    computed: rules(`{ test: /\\.css$/, use: [require.resolve("css-loader"), "style-loader"] }`),
  },
  {
    check: "loader-order",
    path: "module.rules[0].oneOf[1].use",
    link: "/concepts/loaders/#the-loader-chain",
    triggers: rules(
      `{ oneOf: [{ test: /\\.css$/, use: ["style-loader", "css-loader"] }, { test: /\\.scss$/, use: [MiniCssExtractPlugin.loader, "sass-loader", "css-loader?sourceMap"] }] }`,
    ),
    corrected: rules(
      `{ oneOf: [{ test: /\\.css$/, use: ["style-loader", "css-loader"] }, { test: /\\.scss$/, use: [MiniCssExtractPlugin.loader, "css-loader?sourceMap", "sass-loader"] }] }`,
    ),
    computed: rules(
      `{ oneOf: [{ test: /\\.css$/, use: ["style-loader", "css-loader"] }, { test: /\\.scss$/, use: [MiniCssExtractPlugin.loader, sassLoader, "css-loader"] }] }`,
    ),
  },
  {
    check: "loader-order",
    path: "module.rules[0].use",
    link: "/concepts/loaders/#the-loader-chain",
    triggers: rules(`{ test: /\\.css$/, use: [{ loader: "css-loader" }, { loader: MiniCssExtractPlugin.loader }] }`),
    corrected: rules(`{ test: /\\.css$/, use: [{ loader: MiniCssExtractPlugin.loader }, { loader: "css-loader" }] }`),
    computed: rules(`{ test: /\\.css$/, use: [{ loader: "css-loader" }, { loader: extractLoader }] }`),
  },
  {
    check: "loader-string-syntax",
    path: "module.rules[0].loader",
    link: "/configuration/module/#ruleloader",
    triggers: rules(`{ test: /\\.css$/, loader: "style-loader!css-loader" }`),
    corrected: rules(`{ test: /\\.css$/, use: ["style-loader", "css-loader"] }`),
    computed: rules(`{ test: /\\.css$/, loader: cssLoaders.join("!") }`),
  },
  {
    check: "legacy-asset-loader",
    path: "module.rules[1].rules[0].use",
    link: "/guides/asset-modules/#replacing-file-loader-url-loader-and-raw-loader",
    triggers: rules(`{ test: /\\.js$/, use: "babel-loader" }`, `{ test: /\\.png$/, rules: [{ use: [{ loader: "url-loader", options: { limit: 8192 } }] }] }`),
    corrected: rules(
      `{ test: /\\.js$/, use: "babel-loader" }`,
      `{ test: /\\.png$/, rules: [{ type: "asset", parser: { dataUrlCondition: { maxSize: 8192 } } }] }`,
    ),
    computed: rules(`{ test: /\\.js$/, use: "babel-loader" }`, `{ test: /\\.png$/, rules: [{ use: [{ loader: require.resolve("url-loader") }] }] }`),
  },
  {
    check: "mode-missing",
    path: "",
    link: "/configuration/mode/",
    triggers: `module.exports = { entry: "./src/index.js" };`,
    corrected: `module.exports = { mode: "development", entry: "./src/index.js" };`,
    computed: `module.exports = { ...base, entry: "./src/index.js" };`,
  },
  {
    check: "eval-devtool-in-production",
    path: "devtool",
    link: "/configuration/devtool/#choosing-a-value",
    triggers: config(`  devtool: "eval-cheap-module-source-map",`),
    corrected: config(`  devtool: "source-map",`),
    computed: `module.exports = (env, argv) => ({ mode: argv.mode, devtool: "eval-source-map" });`,
  },
  {
    // The mode the reader picked stands in for a config without one.
    check: "eval-devtool-in-production",
    path: "devtool",
    link: "/configuration/devtool/#choosing-a-value",
    pickedMode: "production",
    triggers: `module.exports = { devtool: "eval" };`,
    corrected: `module.exports = { devtool: "hidden-source-map" };`,
    computed: `module.exports = { devtool: isDev ? "eval" : false };`,
  },
  {
    check: "public-path-trailing-slash",
    path: "output.publicPath",
    link: "/configuration/output/#outputpublicpath",
    triggers: config(`  output: { publicPath: "https://cdn.example.com/assets" },`),
    corrected: config(`  output: { publicPath: "https://cdn.example.com/assets/" },`),
    computed: config(`  output: { publicPath: process.env.CDN_URL },`),
  },
  {
    check: "split-chunks-never-applies",
    path: "optimization.splitChunks.maxSize",
    link: "/configuration/optimization/#optimizationsplitchunksmaxsize",
    triggers: config(`  optimization: { splitChunks: { chunks: "all", minSize: 30000, maxSize: 20000 } },`),
    corrected: config(`  optimization: { splitChunks: { chunks: "all", minSize: 20000, maxSize: 30000 } },`),
    computed: config(`  optimization: { splitChunks: { chunks: "all", minSize: sizes.min, maxSize: 20000 } },`),
  },
  {
    // A cache group inherits splitChunks.minSize, here webpack's production default of 20000.
    check: "split-chunks-never-applies",
    path: "optimization.splitChunks.cacheGroups.vendors.maxAsyncSize",
    link: "/configuration/optimization/#optimizationsplitchunksmaxsize",
    triggers: config(`  optimization: { splitChunks: { cacheGroups: { vendors: { test: /node_modules/, maxAsyncSize: 15000 } } } },`),
    corrected: config(`  optimization: { splitChunks: { cacheGroups: { vendors: { test: /node_modules/, minSize: 10000, maxAsyncSize: 15000 } } } },`),
    computed: config(`  optimization: { splitChunks: { cacheGroups: { vendors: { test: /node_modules/, enforce: shouldEnforce, maxAsyncSize: 15000 } } } },`),
  },
  {
    check: "hash-placeholder",
    path: "output.chunkFilename",
    link: "/configuration/output/#template-strings",
    triggers: config(`  output: { filename: "[name].[contenthash].js", chunkFilename: "[id].[hash:8].js", assetModuleFilename: "[hash][ext]" },`),
    corrected: config(`  output: { filename: "[name].[contenthash].js", chunkFilename: "[id].[contenthash:8].js", assetModuleFilename: "[hash][ext]" },`),
    computed: config(`  output: { filename: "[name].[contenthash].js", chunkFilename: \`[id].[\${hashKind}].js\` },`),
  },
  {
    check: "removed-plugin",
    path: "plugins[1]",
    link: "/migrate/5/#removed-plugins",
    triggers: config(`  plugins: [new webpack.DefinePlugin({}), new webpack.NamedModulesPlugin(), new webpack.ids.HashedModuleIdsPlugin()],`),
    corrected: config(`  optimization: { moduleIds: "named" },\n  plugins: [new webpack.DefinePlugin({}), new webpack.ids.HashedModuleIdsPlugin()],`),
    computed: config(`  plugins: [new webpack.DefinePlugin({}), new webpack[pluginName]()],`),
  },
  {
    check: "removed-plugin",
    path: "plugins[0]",
    link: "/migrate/5/#removed-plugins",
    triggers: config(`  plugins: [new webpack.optimize.OccurrenceOrderPlugin(true)],`),
    corrected: config(`  plugins: [new webpack.optimize.SplitChunksPlugin()],`),
    computed: config(`  plugins: [new webpack.optimize[pluginName]()],`),
  },
  {
    check: "string-test",
    path: "module.rules[0].test",
    link: "/configuration/module/#conditions",
    triggers: rules(`{ test: ".js", use: "babel-loader" }`),
    corrected: rules(`{ test: /\\.js$/, use: "babel-loader" }`),
    computed: rules(`{ test: extensionPattern, use: "babel-loader" }`),
  },
  {
    check: "string-test",
    path: "module.rules[0].exclude[1]",
    link: "/configuration/module/#conditions",
    triggers: rules(`{ test: /\\.js$/, exclude: ["/home/me/app/vendor/", "/\\\\.min\\\\.js$/"], use: "babel-loader" }`),
    corrected: rules(`{ test: /\\.js$/, exclude: ["/home/me/app/vendor/", /\\.min\\.js$/], use: "babel-loader" }`),
    computed: rules(`{ test: /\\.js$/, exclude: [path.resolve(__dirname, "vendor"), minifiedPattern], use: "babel-loader" }`),
  },
  {
    check: "resolve-extensions-without-defaults",
    path: "resolve.extensions",
    link: "/configuration/resolve/#setting-options-that-have-category-defaults",
    triggers: config(`  resolve: { extensions: [".ts", ".tsx"] },`),
    corrected: config(`  resolve: { extensions: [".ts", ".tsx", "..."] },`),
    computed: config(`  resolve: { extensions: [".ts", ".tsx", ...defaultExtensions] },`),
  },
];

describe("lint checks", () => {
  it("lists each check once, and every check has a case here", () => {
    const ids = LINT_CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CASES.map((testCase) => testCase.check))).toEqual(new Set(ids));
  });

  describe.each(CASES)("$check at $path", ({ check, path: findingPath, link, triggers, corrected, computed, pickedMode }) => {
    it("reports the mistake", () => {
      const found = findings(check, triggers, pickedMode);
      expect(found.map(({ path, link }) => ({ path, link }))).toEqual([{ path: findingPath, link }]);
      // Only a finding about the whole config has nothing to point at.
      expect(found[0].span === null).toBe(findingPath === "");
      expect(found[0].message).toMatch(/`[^`]+`/);
      expect(LINT_CHECKS.find((entry) => entry.id === check)?.link).toBe(link);
    });

    it("is quiet once the mistake is corrected", () => {
      expect(findings(check, corrected, pickedMode)).toEqual([]);
    });

    it("is quiet when the value is only known when webpack runs", () => {
      expect(findings(check, computed, pickedMode)).toEqual([]);
    });
  });

  it("writes messages that name option paths in backticks and say what to do", () => {
    const [found] = findings("public-path-trailing-slash", config(`  output: { publicPath: "/static" },`));
    expect(found.message).toBe(
      "`output.publicPath` is '/static', and webpack puts it directly in front of file names, so a chunk would be loaded from `/staticmain.js`. End it with a slash: '/static/'.",
    );
    const [removed] = findings("removed-plugin", config(`  plugins: [new webpack.NamedChunksPlugin()],`));
    expect(removed.message).toContain("`optimization.chunkIds: 'named'`");
  });

  it("trusts no value that a later spread may replace", () => {
    expect(findings("public-path-trailing-slash", config(`  output: { publicPath: "/static", ...cdnOutput },`))).toEqual([]);
    expect(findings("public-path-trailing-slash", config(`  output: { ...cdnOutput, publicPath: "/static" },`))).toHaveLength(1);
    expect(findings("eval-devtool-in-production", `module.exports = { mode: "production", devtool: "eval", ...overrides };`)).toEqual([]);
  });

  it("judges only the namespaces the export list goes into", () => {
    const text = config(`  plugins: [new webpack.experiments.schemes.HttpUriPlugin(), new webpack.optimize.OccurrenceOrderPlugin()],`);
    // As the page lists them: class names, one namespace deep.
    const shallowExports = CONTEXT.webpackExports.filter((name) => /^([a-z]\w*\.)?[A-Z]\w*$/.test(name));
    const found = lintConfig(readConfig(text).configs[0], { ...CONTEXT, webpackExports: shallowExports }).filter(
      (finding) => finding.check === "removed-plugin",
    );
    expect(found.map((finding) => finding.path)).toEqual(["plugins[1]"]);
    expect(findings("removed-plugin", text).map((finding) => finding.path)).toEqual(["plugins[1]"]);
  });

  it("needs a known mode for the checks that depend on it", () => {
    expect(findings("eval-devtool-in-production", `module.exports = { devtool: "eval" };`)).toEqual([]);
    expect(findings("eval-devtool-in-production", `module.exports = { devtool: "eval" };`, "development")).toEqual([]);
    expect(findings("split-chunks-never-applies", `module.exports = { optimization: { splitChunks: { maxSize: 15000 } } };`)).toEqual([]);
    expect(findings("split-chunks-never-applies", `module.exports = { optimization: { splitChunks: { maxSize: 15000 } } };`, "production")).toHaveLength(1);
  });

  it("finds nothing in realistic, correct configurations", () => {
    const production = `
      const path = require("path");
      const webpack = require("webpack");
      const HtmlWebpackPlugin = require("html-webpack-plugin");
      const MiniCssExtractPlugin = require("mini-css-extract-plugin");

      module.exports = {
        mode: "production",
        entry: { main: "./src/index.ts" },
        output: {
          path: path.resolve(__dirname, "dist"),
          filename: "[name].[contenthash].js",
          chunkFilename: "[name].[contenthash].chunk.js",
          assetModuleFilename: "assets/[hash][ext][query]",
          publicPath: "/",
          clean: true,
        },
        devtool: "source-map",
        resolve: { extensions: [".ts", ".tsx", "..."] },
        module: {
          rules: [
            { test: /\\.tsx?$/, exclude: /node_modules/, use: "ts-loader" },
            { test: /\\.s[ac]ss$/i, use: [MiniCssExtractPlugin.loader, { loader: "css-loader", options: { importLoaders: 2 } }, "postcss-loader", "sass-loader"] },
            { test: /\\.(png|jpe?g|gif|svg)$/i, type: "asset", parser: { dataUrlCondition: { maxSize: 8 * 1024 } } },
            { test: /\\.txt$/, type: "asset/source" },
          ],
        },
        optimization: {
          moduleIds: "deterministic",
          runtimeChunk: "single",
          splitChunks: { chunks: "all", maxSize: 250000, cacheGroups: { vendor: { test: /[\\\\/]node_modules[\\\\/]/, name: "vendors", chunks: "all" } } },
        },
        plugins: [
          new HtmlWebpackPlugin({ template: "./src/index.html" }),
          new MiniCssExtractPlugin({ filename: "[name].[contenthash].css" }),
          new webpack.DefinePlugin({ __VERSION__: JSON.stringify("1.0.0") }),
          new webpack.ids.HashedModuleIdsPlugin(),
        ],
      };
    `;
    const development = `
      const path = require("path");
      module.exports = (env, argv) => ({
        mode: argv.mode === "production" ? "production" : "development",
        devtool: argv.mode === "production" ? "source-map" : "eval-cheap-module-source-map",
        entry: "./src/index.js",
        output: { path: path.resolve(__dirname, "dist"), publicPath: "auto" },
        devServer: { static: "./public", hot: true },
        module: {
          rules: [
            { test: /\\.jsx?$/, include: path.resolve(__dirname, "src"), use: { loader: "babel-loader", options: { cacheDirectory: true } } },
            { test: /\\.css$/, use: ["style-loader", "css-loader"] },
          ],
        },
      });
    `;
    expect(lint(production)).toEqual([]);
    expect(lint(development, "development")).toEqual([]);
  });

  it("links every check to a heading that exists", () => {
    const contentRoot = path.resolve(__dirname, "../../../content");
    for (const { link } of LINT_CHECKS) {
      const [page, anchor] = link.split("#");
      const file = [`${page.replace(/\/$/, "")}.md`, `${page}index.md`]
        .map((candidate) => path.join(contentRoot, candidate))
        .find((candidate) => fs.existsSync(candidate));
      expect({ link, file: file ?? "missing" }).toEqual({ link, file: expect.stringMatching(/\.md$/) });
      if (!anchor) continue;
      const tree = remark().parse(matter(fs.readFileSync(file!, "utf8")).content) as { children: { type: string; data?: { hProperties?: { id?: string } } }[] };
      autolinkHeadings({ markdownAST: tree }, { elements: ["h2", "h3", "h4"] });
      const ids = tree.children.flatMap((node) => (node.type === "heading" && node.data?.hProperties?.id ? [node.data.hProperties.id] : []));
      expect({ link, found: ids.includes(anchor) }).toEqual({ link, found: true });
    }
  });
});

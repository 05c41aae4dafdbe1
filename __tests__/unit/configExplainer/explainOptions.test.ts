/**
 * @jest-environment node
 *
 * The explainer on the guide project's configurations (the files each guide ends with): every
 * option they set is explained, and none gets a false error.
 */
import fs from "node:fs";
import path from "node:path";
import webpack from "webpack";

import { configurationOptions, type WebpackOptionsSchema } from "../../../src/node/configurationOptions";
import { explainerOptions, sectionSummary } from "../../../src/node/configExplainer/explainerContext";
import { readConfig, type ConfigNode } from "../../../src/lib/configExplainer/readConfig";
import { validateRead } from "../../../src/lib/configExplainer/validateConfig";
import { explainConfig, optionsLeftAtDefaults, OptionIndex } from "../../../src/lib/configExplainer/explainOptions";
import { toPath, toPattern } from "../../../src/lib/configExplainer/configPaths";
import { LINT_CHECKS } from "../../../src/lib/configExplainer/lintChecks";
import { describeProblem } from "../../../src/lib/configExplainer/describeProblem";
import { ROOT } from "../../support/configExamples";
import { loadOptionsValidator } from "../../support/optionsValidator";

const schema = JSON.parse(fs.readFileSync(require.resolve("webpack/schemas/WebpackOptions.json"), "utf8")) as WebpackOptionsSchema;
const defaultsFor = (mode: "production" | "development") => {
  const options = webpack.config.getNormalizedWebpackOptions({ mode });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
};
const options = explainerOptions(
  configurationOptions(schema, { production: defaultsFor("production"), development: defaultsFor("development") }, {}, new Map(), { withMapValues: true }),
  new Map(),
);
const index = new OptionIndex(options);

const validator = loadOptionsValidator();

const GUIDE_PROJECT = path.join(ROOT, "__tests__", "fixtures", "guide-project");
const guideConfigs = fs.readdirSync(GUIDE_PROJECT).flatMap((step) =>
  fs
    .readdirSync(path.join(GUIDE_PROJECT, step))
    .filter((name) => /^webpack\..*js$/.test(name))
    .map((name) => path.join(step, name)),
);

/** Every property the configuration writes, as a path pattern and with its segments. */
function writtenPaths(node: ConfigNode, segments: (string | number)[] = []): (string | number)[][] {
  if (node.kind === "object") return node.entries.flatMap((entry) => [[...segments, entry.key], ...writtenPaths(entry.value, [...segments, entry.key])]);
  if (node.kind === "array") return node.items.flatMap((item, position) => writtenPaths(item, [...segments, position]));
  return [];
}

/** Whether webpack's schema says what may go inside an option: a loader's `options`, `devServer` and an entry's name are open. */
const hasListedChildren = (pattern: string) => options.some((option) => option.path.startsWith(`${pattern}.`) || option.path.startsWith(`${pattern}[].`));

describe("the explainer on the guide project's configurations", () => {
  it("finds them", () => {
    expect(guideConfigs.length).toBeGreaterThanOrEqual(10);
  });

  it.each(guideConfigs)("%s: no errors, and every option it sets explained", (file) => {
    const read = readConfig(fs.readFileSync(path.join(GUIDE_PROJECT, file), "utf8"));
    expect(validateRead(read, validator).problems).toEqual([]);
    const config = read.configs[0];
    const explained = new Set(explainConfig(config, index).map((row) => row.path));
    const unexplained = writtenPaths(config).filter((segments) => {
      if (explained.has(toPath(segments))) return false;
      if (index.find(segments)) return true;
      // Not an option: a name under a map (an entry's, a cache group's) or a key inside an open
      // option (a loader's options) is the option's value. Anything else would be unexplained.
      for (let length = segments.length - 1; length > 0; length -= 1) {
        const ancestor = segments.slice(0, length);
        if (typeof ancestor[ancestor.length - 1] === "number" || !index.find(ancestor)) continue;
        return hasListedChildren(toPattern(ancestor)) && !isMapKey(ancestor);
      }
      return true;
    });
    expect(unexplained).toEqual([]);
  });
});

/** `optimization.splitChunks.cacheGroups.vendor`: a name the reader chose, under a map option. */
function isMapKey(ancestor: (string | number)[]): boolean {
  return options.some((option) => option.path.startsWith(`${toPattern(ancestor)}.*.`));
}

describe("explaining options", () => {
  const read = readConfig(`module.exports = {
    mode: 'development',
    output: { publicPath: '/assets/' },
    module: { rules: [{ oneOf: [{ test: /\\.svg$/, type: 'asset/inline' }] }] },
    optimization: { splitChunks: { cacheGroups: { vendor: { test: /node_modules/, priority: 10 } } } },
  };`);
  const rows = explainConfig(read.configs[0], index);

  it("explains nested rules as rules, and a cache group's properties as a cache group's", () => {
    const byPath = new Map(rows.map((row) => [row.path, row.option.path]));
    expect(byPath.get("module.rules[0].oneOf[0].type")).toBe("module.rules[].type");
    expect(byPath.get("optimization.splitChunks.cacheGroups.vendor.priority")).toBe("optimization.splitChunks.cacheGroups.*.priority");
    expect(byPath.has("optimization.splitChunks.cacheGroups.vendor")).toBe(false);
  });

  it("gives the default each mode replaces, and the release an option arrived in", () => {
    const publicPath = rows.find((row) => row.path === "output.publicPath")!.option;
    expect(publicPath.defaults).toEqual({ production: '"auto"', development: '"auto"' });
    const copy = options.find((option) => option.path === "output.copy");
    expect(copy?.added).toMatch(/^5\.\d+\.\d+$/);
  });

  it("lists the options left at their defaults, top level and inside the objects it sets", () => {
    const left = optionsLeftAtDefaults(rows, index).map((option) => option.path);
    expect(left).toEqual(expect.arrayContaining(["devtool", "output.filename", "output.path"]));
    expect(left).not.toContain("mode");
    expect(left).not.toContain("output.publicPath");
    expect(left.some((path) => path.startsWith("resolve."))).toBe(false);
  });
});

describe("sectionSummary", () => {
  const html =
    '<h3 id="outputclean"><a href="#outputclean">#</a><code>output.clean</code></h3>\n<p class="skippable">Removes old files from the output folder, e.g. stale chunks, before emitting. More text here.</p>';

  it("takes the first sentence of the paragraph that opens the section", () => {
    expect(sectionSummary(html, "outputclean")).toBe("Removes old files from the output folder, e.g. stale chunks, before emitting.");
  });

  it("gives nothing for a section that opens with something else, or a missing heading", () => {
    expect(sectionSummary('<h3 id="x">x</h3><pre>code</pre>', "x")).toBeNull();
    expect(sectionSummary(html, "missing")).toBeNull();
  });
});

describe("content/configuration/explain.md", () => {
  it("lists every check the explainer runs, with the link its warnings carry", () => {
    const page = fs.readFileSync(path.join(ROOT, "content", "configuration", "explain.md"), "utf8");
    const listed = [...page.matchAll(/^- \[(?:`[^`]*`|[^\]`])+\]\(([^)]+)\)/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(LINT_CHECKS.map((check) => check.link).sort());
  });
});

describe("describing what webpack would reject", () => {
  const describe1 = (code: string) => {
    const read = readConfig(code);
    return validateRead(read, validator).problems.map((problem) => describeProblem(problem, read.configs[0], index, ""));
  };

  it("names the path, says what is expected, and points at the line", () => {
    const [problem] = describe1("module.exports = {\n  bail: 'yes',\n};");
    expect(problem).toMatchObject({ path: "bail", message: "should be of type boolean.", expected: "boolean", span: { line: 2 } });
  });

  it("looks inside an alternative for the part that is wrong, as webpack's details do", () => {
    const [rule] = describe1("module.exports = { module: { rules: [{ test: '.css', use: ['css-loader'] }] } };");
    expect(rule.path).toBe("module.rules");
    expect(rule.message).toContain("At `module.rules[0].test`, it should be an absolute path.");
    const [devtool] = describe1("module.exports = { devtool: 'cheap-eval-source-map' };");
    expect(devtool.message).toMatch(
      /^does not match any form this option takes\. It is "cheap-eval-source-map", which does not match the pattern webpack expects: `\^\(inline-/,
    );
  });

  it("names the option an unknown key was probably meant to be", () => {
    const [rules] = describe1("module.exports = { rules: [] };");
    expect(rules).toMatchObject({ path: "the configuration", link: "/configuration/options/" });
    expect(rules.message).toBe("has an unknown property `rules`: webpack stops with a validation error. webpack has `module.rules`.");
  });
});

/**
 * @jest-environment node
 *
 * The reference pages must keep up with the installed webpack: every option of its schema, every
 * hook its compiler, compilation and factories create, and every plugin class it exports has a
 * heading of its own (or, for plugins, a page). Read from the package, not from a list of ours, so
 * a webpack upgrade that adds an option fails here until the option is documented.
 */
import fs from "node:fs";
import path from "node:path";
import { contentPages, coverageLine, type ContentPage } from "../../support/contentHeadings";
import { hasPropertyPath, objectProperties, refName, resolveRef, type JsonSchema } from "../../support/schemaProperties";
import { scratchFolder } from "../../support/scratchFolder";

const WEBPACK_DIRECTORY = path.dirname(require.resolve("webpack/package.json"));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require("webpack");
const schema: JsonSchema = JSON.parse(fs.readFileSync(path.join(WEBPACK_DIRECTORY, "schemas/WebpackOptions.json"), "utf8"));

/**
 * Groups whose second-level options each need a heading of their own; `npm run release:diff`
 * reads the same list (scripts/lib/release-diff.mjs) to say which missing headings fail here.
 */
const SECOND_LEVEL_GROUPS: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, "../../support/secondLevelGroups.json"), "utf8"));

const configurationPages = contentPages("configuration");
const apiPages = contentPages("api");
const pluginPages = contentPages("plugins");

const headingNames = (pages: readonly ContentPage[]): Set<string> => new Set(pages.flatMap((page) => page.headings.flatMap((heading) => heading.codeSpans)));
const configurationHeadings = headingNames(configurationPages);

/** Fails listing what is missing and where it belongs; prints the figure either way. */
function expectCovered(label: string, expected: readonly string[], has: (name: string) => boolean, where: string): void {
  const missing = expected.filter((name) => !has(name));
  const covered = expected.length - missing.length;
  console.log(coverageLine(label, covered, expected.length));
  if (missing.length > 0) {
    throw new Error(`${label}: ${missing.length} without a heading (add one to ${where}):\n${missing.map((name) => `  - ${name}`).join("\n")}`);
  }
}

describe("configuration options of the installed webpack", () => {
  const topLevel = Object.keys(schema.properties ?? {});

  it("has a heading for every top-level option", () => {
    expectCovered("Top-level options", topLevel, (name) => configurationHeadings.has(name), "content/configuration/");
  });

  it("has a heading for every second-level option of the groups it names", () => {
    const secondLevel = SECOND_LEVEL_GROUPS.flatMap((group) =>
      [...objectProperties(schema, schema.properties![group]).keys()].map((name) => `${group}.${name}`),
    );
    for (const group of SECOND_LEVEL_GROUPS) {
      const names = secondLevel.filter((name) => name.startsWith(`${group}.`));
      console.log(`  ${coverageLine(group, names.filter((name) => configurationHeadings.has(name)).length, names.length)}`);
    }
    expectCovered("Second-level options", secondLevel, (name) => configurationHeadings.has(name), "the configuration page of its group");
  });

  it("has a heading for every condition and result of a module rule", () => {
    const ruleProperties = [...objectProperties(schema, { $ref: "#/definitions/RuleSetRule" }).keys()].map((name) => `Rule.${name}`);
    expectCovered("Rule properties", ruleProperties, (name) => configurationHeadings.has(name), "content/configuration/module.md");
  });

  it.each(["parser", "generator"])("has a heading for every %s option of every module type", (kind) => {
    const byType = resolveRef(schema, { $ref: `#/definitions/${kind === "parser" ? "Parser" : "Generator"}OptionsByModuleType` }).properties ?? {};
    // Types that share a definition (javascript, javascript/auto ...) are documented once, under any of them.
    const typesByDefinition = new Map<string, string[]>();
    for (const [type, node] of Object.entries(byType)) {
      const definition = refName(node) ?? type;
      typesByDefinition.set(definition, [...(typesByDefinition.get(definition) ?? []), type]);
    }
    const expected = [...typesByDefinition].flatMap(([definition, types]) =>
      [...objectProperties(schema, { $ref: `#/definitions/${definition}` }).keys()].map((option) => ({
        label: `module.${kind}.${types[0]}.${option}`,
        types,
        option,
      })),
    );
    const byLabel = new Map(expected.map((entry) => [entry.label, entry]));
    expectCovered(
      `module.${kind} options`,
      expected.map((entry) => entry.label),
      (label) => byLabel.get(label)!.types.some((type) => configurationHeadings.has(`module.${kind}.${type}.${byLabel.get(label)!.option}`)),
      "content/configuration/module.md",
    );
  });

  it("has a heading for every option of optimization.splitChunks and of a cache group", () => {
    const splitChunks = [...objectProperties(schema, { $ref: "#/definitions/OptimizationSplitChunksOptions" }).keys()].map(
      (name) => `optimization.splitChunks.${name}`,
    );
    const cacheGroup = [...objectProperties(schema, { $ref: "#/definitions/OptimizationSplitChunksCacheGroup" }).keys()].map(
      (name) => `optimization.splitChunks.cacheGroups.${name}`,
    );
    expectCovered("splitChunks options", [...splitChunks, ...cacheGroup], (name) => configurationHeadings.has(name), "content/configuration/optimization.md");
  });
});

describe("hooks of the installed webpack", () => {
  let directory: string;
  let hooks: Record<string, string[]>;

  beforeAll(() => {
    directory = scratchFolder("webpack-docs-hooks-");
    fs.writeFileSync(path.join(directory, "index.js"), "export default 1;\n");
    const compiler = webpack({ mode: "none", context: directory, entry: "./index.js", output: { path: path.join(directory, "dist") } });
    const params = compiler.newCompilationParams();
    const compilation = compiler.newCompilation(params);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const JavascriptParser = require("webpack/lib/javascript/JavascriptParser");
    hooks = {
      "api/compiler-hooks.md": Object.keys(compiler.hooks),
      "api/compilation-hooks.md": Object.keys(compilation.hooks),
      "api/normalmodulefactory-hooks.md": Object.keys(params.normalModuleFactory.hooks),
      "api/contextmodulefactory-hooks.md": Object.keys(params.contextModuleFactory.hooks),
      "api/javascriptparser-hooks.md": Object.keys(new JavascriptParser().hooks),
    };
  });

  it.each([
    ["Compiler", "api/compiler-hooks.md"],
    ["Compilation", "api/compilation-hooks.md"],
    ["NormalModuleFactory", "api/normalmodulefactory-hooks.md"],
    ["ContextModuleFactory", "api/contextmodulefactory-hooks.md"],
    ["JavascriptParser", "api/javascriptparser-hooks.md"],
  ])("has a heading for every %s hook", (label, file) => {
    const page = apiPages.find((candidate) => candidate.relativePath === file);
    const names = new Set((page?.headings ?? []).map((heading) => heading.code));
    expectCovered(`${label} hooks`, hooks[file], (name) => names.has(name), `content/${file}`);
  });
});

/** Every plugin class the package exports, with each name it is exported under ("optimize.SplitChunksPlugin"). */
function exportedPluginClasses(): Map<unknown, string[]> {
  const classes = new Map<unknown, string[]>();
  const visit = (namespace: object, prefix: string, depth: number): void => {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(namespace))) {
      // Deprecated aliases warn when read and are documented under their new names.
      if (descriptor.get && /deprecate/.test(descriptor.get.toString())) continue;
      const value = descriptor.get ? descriptor.get.call(namespace) : descriptor.value;
      if (typeof value === "function" && /Plugin$/.test(name)) {
        classes.set(value, [...(classes.get(value) ?? []), `${prefix}${name}`]);
      } else if (value && typeof value === "object" && depth < 3 && /^[a-z]/.test(name)) {
        visit(value, `${prefix}${name}.`, depth + 1);
      }
    }
  };
  visit(webpack, "", 0);
  return classes;
}

const kebabCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase();

describe("plugin classes of the installed webpack", () => {
  it("each have a page or a heading of their own", () => {
    const pageUrls = new Set(pluginPages.map((page) => page.url));
    const pluginHeadings = headingNames(pluginPages);
    const classes = [...exportedPluginClasses().values()];
    const documented = (names: string[]): boolean =>
      names.some((name) => {
        const className = name.split(".").pop()!;
        return (
          pageUrls.has(`/plugins/${kebabCase(className)}/`) ||
          pluginHeadings.has(className) ||
          pluginHeadings.has(name) ||
          pluginHeadings.has(`webpack.${name}`)
        );
      });
    expectCovered(
      "Plugin classes",
      classes.map((names) => names.join(" = ")),
      (label) => documented(label.split(" = ")),
      "content/plugins/ (a page named after the class, or a heading such as ## `ClassName`)",
    );
  });
});

/**
 * Options a package reads although its schema does not declare them, each with the file of the
 * package that reads it: the test checks the file still mentions the option, so an entry cannot
 * outlive the code it describes.
 */
const UNDECLARED_OPTIONS: Record<string, { option: string; readIn: string }[]> = {
  // options.json is `{ "type": "object", "additionalProperties": true }`; the loader reads this one.
  "val-loader": [{ option: "executableFile", readIn: "dist/index.js" }],
};

/** Where packages keep the JSON schema of their options. */
const PACKAGE_SCHEMA_FILES = ["dist/options.json", "dist/plugin-options.json", "dist/loader-options.json", "lib/schema.json", "dist/schema.json"];

function packageDirectory(name: string): string | null {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

/** The schemas documented by a loader or plugin page, if the package (or webpack's own class) has any. */
function schemasForPage(page: ContentPage): { label: string; schemas: JsonSchema[]; directory: string | null } | null {
  const fileName = path.basename(page.relativePath, ".md");
  if (fileName === "index") return null;
  if (fileName.startsWith("_")) {
    const name = fileName.slice(1);
    const directory = packageDirectory(name);
    if (!directory) return null;
    const schemas = PACKAGE_SCHEMA_FILES.map((file) => path.join(directory, file))
      .filter((file) => fs.existsSync(file))
      .map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as JsonSchema);
    return schemas.length > 0
      ? { label: `${name} ${JSON.parse(fs.readFileSync(path.join(directory, "package.json"), "utf8")).version}`, schemas, directory }
      : null;
  }
  if (!page.relativePath.startsWith("plugins/")) return null;
  // webpack's own plugins: schemas/plugins/**/<Class>.json (or <Class>Options.json).
  const className = fileName.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
  const candidates = fs
    .readdirSync(path.join(WEBPACK_DIRECTORY, "schemas/plugins"), { recursive: true })
    .map(String)
    .filter((file) => [`${className}.json`, `${className}Options.json`].includes(path.basename(file)));
  // Some plugin schemas only point into WebpackOptions.json; others exist only there (CleanOptions, CopyOptions).
  const inWebpackOptions = (definition: string): JsonSchema => ({ ...schema, $ref: `#/definitions/${definition}` });
  const schemas = candidates.map((file) => {
    const pluginSchema = JSON.parse(fs.readFileSync(path.join(WEBPACK_DIRECTORY, "schemas/plugins", file), "utf8")) as JsonSchema;
    const external = /WebpackOptions\.json#\/definitions\/(\w+)$/.exec(pluginSchema.$ref ?? "");
    return external ? inWebpackOptions(external[1]) : pluginSchema;
  });
  const optionsDefinition = `${className.replace(/Plugin$/, "")}Options`;
  if (schemas.length === 0 && schema.definitions?.[optionsDefinition]) schemas.push(inWebpackOptions(optionsDefinition));
  if (schemas.length === 0) return null;
  return { label: `webpack ${webpack.version} ${className}`, schemas, directory: null };
}

/**
 * Headings that document an option: level 3, nothing but a code span, under a level-2 section
 * about options ("Options", "Loader options"). Deeper headings there name values, not options.
 */
const optionHeadings = (page: ContentPage): string[] =>
  page.headings.filter((heading) => heading.depth === 3 && heading.code !== null && /options\b/i.test(heading.section)).map((heading) => heading.code!);

describe.each([
  ["loader", "loaders"],
  ["plugin", "plugins"],
])("%s pages against their packages' option schemas", (_kind, section) => {
  const pages = contentPages(section)
    .map((page) => ({ page, documented: schemasForPage(page) }))
    .filter((entry): entry is { page: ContentPage; documented: NonNullable<ReturnType<typeof schemasForPage>> } => entry.documented !== null);

  it("have pages to check", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages.map(({ page, documented }) => [page.relativePath, page, documented] as const))(
    "%s documents every option, and only real ones",
    (_file, page, documented) => {
      const headings = optionHeadings(page);
      const name = path.basename(page.relativePath, ".md").slice(1);
      const undeclared = UNDECLARED_OPTIONS[name] ?? [];
      for (const { option, readIn } of undeclared) {
        expect(fs.readFileSync(path.join(documented.directory!, readIn), "utf8")).toContain(option);
      }
      const options = [...new Set(documented.schemas.flatMap((schema) => [...objectProperties(schema, schema).keys()]))];
      const missing = options.filter((option) => !headings.includes(option));
      const unknown = headings.filter(
        (heading) => !documented.schemas.some((schema) => hasPropertyPath(schema, heading)) && !undeclared.some(({ option }) => option === heading),
      );
      console.log(`${page.relativePath} (${documented.label}): ${coverageLine("options with a heading", options.length - missing.length, options.length)}`);
      if (missing.length > 0 || unknown.length > 0) {
        throw new Error(
          [
            ...missing.map((option) => `  - option "${option}" has no heading: add ### \`${option}\` under ## Options`),
            ...unknown.map((heading) => `  - heading \`${heading}\` names no option of ${documented.label}`),
          ].join("\n"),
        );
      }
    },
  );
});

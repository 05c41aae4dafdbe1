/**
 * @jest-environment node
 */
import fs from "node:fs";
import {
  configurationOptions,
  describeDefault,
  describeType,
  listAllOptionPaths,
  listOptions,
  type WebpackOptionsSchema,
} from "../../../src/node/configurationOptions";

const schema: WebpackOptionsSchema = {
  type: "object",
  properties: {
    devtool: { anyOf: [{ enum: [false, "eval"] }, { type: "string" }] },
    output: { $ref: "#/definitions/Output" },
    module: { $ref: "#/definitions/ModuleOptions" },
    resolveLoader: { $ref: "#/definitions/ResolveOptions" },
    resolve: { $ref: "#/definitions/ResolveOptions" },
  },
  definitions: {
    Output: { type: "object", properties: { clean: { anyOf: [{ type: "boolean" }, { $ref: "#/definitions/CleanOptions" }] }, filename: { type: "string" } } },
    CleanOptions: { type: "object", properties: { keep: { instanceof: "RegExp" }, dry: { type: "boolean", deprecated: true } } },
    ModuleOptions: {
      type: "object",
      properties: {
        rules: { type: "array", items: { $ref: "#/definitions/RuleSetRule" } },
        defaultRules: { type: "array", items: { $ref: "#/definitions/RuleSetRule" } },
      },
    },
    RuleSetRule: {
      type: "object",
      properties: { test: { $ref: "#/definitions/RuleSetConditionOrConditions" }, rules: { type: "array", items: { $ref: "#/definitions/RuleSetRule" } } },
    },
    RuleSetConditionOrConditions: { anyOf: [{ instanceof: "RegExp" }, { $ref: "#/definitions/RuleSetLogicalConditions" }] },
    RuleSetLogicalConditions: { type: "object", properties: { and: { type: "array" }, or: { type: "array" } } },
    ResolveOptions: { type: "object", properties: { extensions: { type: "array", items: { type: "string" } } } },
  },
};

describe("the options table", () => {
  it("lists every option once, nested objects and list items included, conditions and repeats left out", () => {
    expect(listOptions(schema).map((option) => `${option.path} ${option.key}`)).toEqual([
      "devtool WebpackOptions#devtool",
      "output WebpackOptions#output",
      "module WebpackOptions#module",
      "resolveLoader WebpackOptions#resolveLoader",
      "resolve WebpackOptions#resolve",
      "output.clean Output#clean",
      "output.filename Output#filename",
      "module.rules ModuleOptions#rules",
      "module.defaultRules ModuleOptions#defaultRules",
      "resolveLoader.extensions ResolveOptions#extensions",
      "output.clean.keep CleanOptions#keep",
      "output.clean.dry CleanOptions#dry",
      "module.rules[].test RuleSetRule#test",
      "module.rules[].rules RuleSetRule#rules",
    ]);
  });

  it("describes types the way the docs write them", () => {
    // Open forms before listed values, so that a type cut short loses values, not a kind of value.
    expect(describeType(schema, schema.properties!.devtool)).toBe('false | string | "eval"');
    expect(describeType(schema, schema.definitions.ResolveOptions.properties!.extensions)).toBe("string[]");
    expect(describeType(schema, schema.definitions.Output.properties!.clean)).toBe("boolean | object");
  });

  it("keeps every accepted form: a list of several kinds does not hide the same kinds on their own", () => {
    const loose: WebpackOptionsSchema = { definitions: { Item: { anyOf: [{ instanceof: "RegExp" }, { type: "string" }] } } };
    const listOrOne = { anyOf: [{ type: "array", items: { $ref: "#/definitions/Item" } }, { $ref: "#/definitions/Item" }] };
    expect(describeType(loose, listOrOne)).toBe("(RegExp | string)[] | RegExp | string");
    // An enum narrows the type next to it: only the listed string is accepted.
    expect(describeType(loose, { anyOf: [{ type: "boolean" }, { type: "string", enum: ["preserve-unknown"] }] })).toBe('boolean | "preserve-unknown"');
    // Options the schema leaves open are named by their TypeScript type.
    expect(describeType(loose, { tsType: "import('../lib/fs/fs').InputFileSystem" })).toBe("InputFileSystem");
  });

  it("shows defaults readers can copy, and leaves objects to their own rows", () => {
    expect(describeDefault("[name].js")).toBe('"[name].js"');
    expect(describeDefault(false)).toBe("false");
    expect(describeDefault(["...", ".js"])).toBe('["...",".js"]');
    expect(describeDefault({ type: "memory" })).toBeNull();
    expect(describeDefault(() => 1)).toBe("function");
    expect(describeDefault(undefined)).toBeNull();
  });

  it("gives each option its defaults per mode, its release, and a link to the closest documented heading", () => {
    const options = configurationOptions(
      schema,
      {
        production: { devtool: false, output: { filename: "[name].js" }, resolveLoader: { extensions: [], byDependency: { esm: { extensions: [".js"] } } } },
        development: { devtool: "eval", output: { filename: "[name].js" } },
      },
      { "output.clean": "5.20.0" },
      new Map([
        ["output.clean", "/configuration/output/#outputclean"],
        ["Rule.test", "/configuration/module/#ruletest"],
        ["resolve", "/configuration/resolve/"],
      ]),
    );
    const byPath = new Map(options.map((option) => [option.path, option]));
    expect(byPath.get("devtool")?.defaults).toEqual({ production: "false", development: '"eval"' });
    expect(byPath.get("output.filename")?.defaults).toEqual({ production: '"[name].js"', development: '"[name].js"' });
    expect(byPath.get("output.clean")).toMatchObject({ added: "5.20.0", link: "/configuration/output/#outputclean" });
    expect(byPath.get("output.clean.keep")?.link).toBe("/configuration/output/#outputclean");
    expect(byPath.get("output.clean.dry")?.deprecated).toBe(true);
    // Resolve defaults live per kind of dependency; the table shows what an import gets.
    expect(byPath.get("resolveLoader.extensions")?.defaults.production).toBe('[".js"]');
    expect(byPath.get("module.rules[].test")?.link).toBe("/configuration/module/#ruletest");
    // resolveLoader's properties are resolve's: the shared definition is documented under resolve.
    expect(byPath.get("resolveLoader.extensions")?.link).toBeNull();
    expect(byPath.get("output.filename")?.link).toBeNull();
  });

  it("dates an option by its path: a property that moves into a definition of its own keeps its path", () => {
    // webpack 5.17 to 5.58 kept lazyCompilation's options inline; 5.59 moved them into a definition.
    const inline: WebpackOptionsSchema = {
      properties: {
        experiments: {
          type: "object",
          properties: { lazyCompilation: { anyOf: [{ type: "boolean" }, { type: "object", properties: { imports: { type: "boolean" } } }] } },
        },
      },
      definitions: {},
    };
    const moved: WebpackOptionsSchema = {
      properties: {
        experiments: { type: "object", properties: { lazyCompilation: { anyOf: [{ type: "boolean" }, { $ref: "#/definitions/LazyCompilationOptions" }] } } },
      },
      definitions: { LazyCompilationOptions: { type: "object", properties: { imports: { type: "boolean" } } } },
    };
    expect(listAllOptionPaths(inline)).toContain("experiments.lazyCompilation.imports");
    expect(listAllOptionPaths(moved)).toContain("experiments.lazyCompilation.imports");
  });

  it("lists every path of the real schema once, including shared and recursive definitions, without looping", () => {
    const real = JSON.parse(fs.readFileSync(require.resolve("webpack/schemas/WebpackOptions.json"), "utf8")) as WebpackOptionsSchema;
    const all = listAllOptionPaths(real);
    expect(new Set(all).size).toBe(all.length);
    for (const option of listOptions(real)) expect(all).toContain(option.path);
    // The shortest-path listing shows a shared definition once; the history needs its other places too.
    expect(all).toContain("resolveLoader.alias");
    expect(all).toContain("resolve.byDependency.*.alias");
    expect(all).toContain("module.rules[].rules[].test");
    expect(all).not.toContain("module.rules[].rules[].rules[].rules[].test");
    expect(all).toContain("devtool[].type");
  });

  it("covers the real schema: every top-level option of the installed webpack is listed", () => {
    const real = JSON.parse(fs.readFileSync(require.resolve("webpack/schemas/WebpackOptions.json"), "utf8")) as WebpackOptionsSchema;
    const paths = new Set(listOptions(real).map((option) => option.path));
    for (const option of Object.keys(real.properties ?? {})) expect(paths).toContain(option);
    expect(paths).toContain("optimization.splitChunks.cacheGroups");
    expect(paths).toContain("module.rules[].use");
  });
});

/**
 * The configuration explainer (/configuration/explain/) checks a pasted configuration in the
 * browser against the schema of the installed webpack. webpack validates with schema-utils, which
 * compiles that schema with ajv at run time; a page cannot do that under our script policy (no
 * 'unsafe-eval'), so the same ajv, with the same options and keywords, compiles it here into
 * standalone code that the page's lazy chunk imports. The equivalence test
 * (__tests__/unit/configExplainer/validation.test.ts) holds its verdicts and failing paths to
 * `webpack.validate` on every complete example in the content, and on mutations of each.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The few parts of ajv 8 used here. The ajv the project's node_modules hoists is another major
// (eslint's), so its types do not describe the one loaded below.
type Code = { readonly __code: unique symbol };
type CodeTag = (strings: TemplateStringsArray, ...values: unknown[]) => Code;
interface KeywordCxt {
  gen: {
    scopeValue(prefix: string, value: { key: string; ref: RegExp; code: Code }): Code;
    if(condition: Code, then: () => void): void;
    assign(target: Code, value: unknown): void;
  };
  data: Code;
  schema: unknown;
  parentSchema: { enum?: unknown };
  it: { parentData?: Code; parentDataProperty?: Code };
  fail(condition: Code): void;
}
interface Ajv {
  addKeyword(definition: {
    keyword: string;
    type?: string;
    schemaType?: string | string[];
    before?: string;
    modifying?: boolean;
    code(cxt: KeywordCxt): void;
  }): void;
  compile(schema: object): unknown;
  RULES: { all: Record<string, unknown> };
}
interface AjvModule {
  default: new (options: object) => Ajv;
  _: CodeTag;
  Name: new (name: string) => Code;
}

/** Resolves packages the way the installed webpack does, so its schema-utils' own ajv compiles the schema. */
function schemaUtilsRequire(projectRoot: string): NodeRequire {
  const fromProject = createRequire(path.join(projectRoot, "package.json"));
  const fromWebpack = createRequire(fromProject.resolve("webpack/package.json"));
  return createRequire(fromWebpack.resolve("schema-utils/package.json"));
}

// Constructors the schema names in `instanceof`; ajv-keywords accepts the same ones.
const CONSTRUCTORS = new Set(["Object", "Array", "Function", "Number", "String", "Date", "RegExp"]);
// schema-utils' test for an absolute path (keywords/absolutePath.js), as code ajv can write out.
const ABSOLUTE_PATH = String.raw`/^(?:file:(?=\/))?(?:[A-Za-z]:(\\|\/)|\\\\|\/)/i`;

/**
 * schema-utils defines `instanceof`, `absolutePath` and `undefinedAsNull` with functions that ajv
 * calls at run time; standalone code needs them as generated code instead. Same semantics, added
 * in the same order as schema-utils' getAjv, so ajv reports errors in the same order.
 */
function addCodeKeywords(ajv: Ajv, ajvModule: AjvModule, CodeOf: new (code: string) => Code): void {
  const { _, Name } = ajvModule;
  ajv.addKeyword({
    keyword: "instanceof",
    schemaType: ["string", "array"],
    code(cxt: KeywordCxt) {
      const names = (Array.isArray(cxt.schema) ? cxt.schema : [cxt.schema]) as string[];
      for (const name of names) if (!CONSTRUCTORS.has(name)) throw new Error(`The schema names an unknown constructor in "instanceof": ${name}`);
      cxt.fail(names.map((name) => _`!(${cxt.data} instanceof ${new Name(name)})`).reduce((all, one) => _`${all} && ${one}`));
    },
  });
  ajv.addKeyword({
    keyword: "absolutePath",
    type: "string",
    schemaType: "boolean",
    code(cxt: KeywordCxt) {
      const pattern = cxt.gen.scopeValue("pattern", { key: "absolutePath", ref: new RegExp(ABSOLUTE_PATH.slice(1, -2), "i"), code: new CodeOf(ABSOLUTE_PATH) });
      cxt.fail(_`${cxt.data}.includes("!") || ${pattern}.test(${cxt.data}) !== ${cxt.schema}`);
    },
  });
  ajv.addKeyword({
    keyword: "undefinedAsNull",
    before: "enum",
    modifying: true,
    code(cxt: KeywordCxt) {
      const { gen, data, schema, parentSchema, it } = cxt;
      if (!schema || parentSchema.enum === undefined || it.parentData === undefined || it.parentDataProperty === undefined) return;
      gen.if(_`${data} === undefined`, () => {
        gen.assign(_`${it.parentData}[${it.parentDataProperty}]`, null);
        gen.assign(data, null);
      });
    },
  });
}

// Keywords whose value holds schemas: annotations are removed inside them too.
const SCHEMA_VALUED = new Set(["additionalItems", "additionalProperties", "contains", "not", "items", "propertyNames", "if", "then", "else"]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "items"]);
const SCHEMA_MAPS = new Set(["definitions", "$defs", "properties", "patternProperties", "dependencies"]);

/**
 * The schema without its descriptions, links and TypeScript hints: standalone code embeds the
 * schema objects its `$ref`s point to, and the annotations would triple the page's code.
 */
function withoutAnnotations(schema: unknown, keywords: ReadonlySet<string>): unknown {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema as Record<string, unknown>)
      .filter(([key]) => keywords.has(key))
      .map(([key, value]) => {
        if (SCHEMA_LISTS.has(key) && Array.isArray(value)) return [key, value.map((item) => withoutAnnotations(item, keywords))];
        if (SCHEMA_VALUED.has(key)) return [key, withoutAnnotations(value, keywords)];
        if (SCHEMA_MAPS.has(key) && value && typeof value === "object")
          return [
            key,
            Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, Array.isArray(inner) ? inner : withoutAnnotations(inner, keywords)])),
          ];
        return [key, value];
      }),
  );
}

/**
 * The source of a CommonJS module that exports a function validating one configuration object: it
 * returns true, or false with ajv's error objects (every error, as schema-utils asks for them)
 * on its `errors` property.
 */
export function webpackOptionsValidatorSource(projectRoot = process.cwd()): string {
  const load = schemaUtilsRequire(projectRoot);
  const ajvModule = load("ajv") as AjvModule;
  const standaloneCode = (load("ajv/dist/standalone") as { default: (ajv: Ajv, validate: unknown) => string }).default;
  const ajvKeywords = (load("ajv-keywords") as { default: (ajv: Ajv, keywords: string[]) => void }).default;
  const fromProject = createRequire(path.join(projectRoot, "package.json"));
  const schema = JSON.parse(fs.readFileSync(fromProject.resolve("webpack/schemas/WebpackOptions.json"), "utf8")) as object;

  // schema-utils' options (validate.js), less `verbose`: the page words its own messages, and
  // verbose errors would carry pieces of the schema into the page's code.
  const ajv = new ajvModule.default({ strict: false, allErrors: true, $data: true, messages: false, code: { source: true, optimize: true } });
  ajvKeywords(ajv, ["patternRequired"]);
  addCodeKeywords(ajv, ajvModule, (load("ajv/dist/compile/codegen/code") as { _Code: new (code: string) => Code })._Code);
  const keywords = new Set([...Object.keys(ajv.RULES.all), "$id", "$schema", "$ref", "definitions", "$defs"]);
  const validate = ajv.compile(withoutAnnotations(schema, keywords) as object);
  const ajvRoot = path.dirname(load.resolve("ajv/package.json"));
  // The generated code requires ajv's small runtime helpers; they are resolved from schema-utils'
  // ajv (8), not from whichever ajv the project's node_modules hoists.
  const code = standaloneCode(ajv, validate)
    // The page reads an error's instancePath, keyword and params; the schema paths are dead weight.
    .replace(/,schemaPath:"(?:[^"\\]|\\.)*"/g, "");
  return code.replace(/require\("ajv\/dist\/runtime\/(\w+)"\)/g, (_match, helper: string) => {
    if (!["equal", "ucs2length", "uri"].includes(helper)) throw new Error(`ajv's standalone code asks for an unexpected helper: ${helper}`);
    return `require(${JSON.stringify(path.join(ajvRoot, "dist", "runtime", `${helper}.js`))})`;
  });
}

/** Where the build writes the validator, and the name the explainer's chunk imports it by. */
// In node_modules/.cache, so that `gatsby clean` (every cold build) does not make it again: the
// stamp below already says when it is stale. `.cjs`: Gatsby runs Babel over every `.js` outside
// node_modules, and this generated file is 800 KB of ES2015 already.
export const VALIDATOR_MODULE = path.join("node_modules", ".cache", "webpack-docs", "webpack-options-validator.cjs");
export const VALIDATOR_MODULE_NAME = "webpack-docs-options-validator";
// Bump when the generated code's shape changes: the file is rewritten only when this stamp differs.
const GENERATOR_VERSION = 1;

/**
 * Writes the validator for the installed webpack (about half a second), unless the file was
 * written for the same webpack, ajv and generator: an unchanged file keeps webpack's cache warm.
 */
export function writeValidatorModule(projectRoot = process.cwd()): void {
  const load = schemaUtilsRequire(projectRoot);
  const fromProject = createRequire(path.join(projectRoot, "package.json"));
  const stamp = `// webpack ${(fromProject("webpack/package.json") as { version: string }).version}, ajv ${(load("ajv/package.json") as { version: string }).version}, generator ${GENERATOR_VERSION}\n`;
  const file = path.join(projectRoot, VALIDATOR_MODULE);
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8").startsWith(stamp)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, stamp + webpackOptionsValidatorSource(projectRoot));
}

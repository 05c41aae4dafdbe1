/**
 * Reads a pasted webpack configuration without running it: acorn parses the text, and only
 * literals are evaluated (objects, arrays, strings, numbers, booleans, null, regular expressions
 * and template strings without expressions). Everything else (a call, a variable, `new`, an
 * environment variable) stays in the tree as "computed": webpack works it out when it runs, so
 * the explainer shows it but cannot check it.
 */
import { parse, parseExpressionAt, type Node as AcornNode } from "acorn";

export interface Span {
  start: number;
  end: number;
  /** 1-based, as editors count. */
  line: number;
  column: number;
}

/** What a computed value most likely is, so validation can stand in a value of that kind. */
export type ComputedHint = "string" | "instance" | "unknown";

export type ConfigNode =
  | { kind: "value"; value: string | number | boolean | null | undefined | RegExp; span: Span; source: string }
  | { kind: "object"; entries: ObjectEntry[]; spreads: Span[]; span: Span; source: string }
  | { kind: "array"; items: ConfigNode[]; span: Span; source: string }
  /** A function written in the configuration: webpack calls it, so its result is not known here. */
  | { kind: "function"; span: Span; source: string }
  | { kind: "computed"; hint: ComputedHint; span: Span; source: string };

export interface ObjectEntry {
  key: string;
  keySpan: Span;
  value: ConfigNode;
}

/** The ways a file can hand webpack its configuration. */
export type ConfigShape = "module.exports" | "export default" | "object";

export interface ReadConfig {
  shape: ConfigShape;
  /** Wrapped in `defineConfig(...)`. */
  definedWith: boolean;
  /** Exported as a function `(env, argv) => config`: its returned object is what is read. */
  isFunction: boolean;
  /** Built with webpack-merge's `merge(common, {...})`: the objects written here are merged; the others are not known. */
  isMerged: boolean;
  /** One entry for a single configuration, several for an exported array. */
  configs: ConfigNode[];
  isArray: boolean;
}

export class ConfigReadError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    super(message);
    this.name = "ConfigReadError";
  }
}

// acorn's nodes, narrowed to the fields read here; acorn types every node as `Node` with `any` fields.
type Any = AcornNode & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PARSE_OPTIONS = { ecmaVersion: "latest", locations: true, allowHashBang: true } as const;

/** Strings a call returns when it builds a path: the usual way `output.path` is written. */
const STRING_CALLS = /^(path\.(resolve|join|posix\.join|relative|dirname|basename)|require\.resolve|fileURLToPath|new URL)$/;

/** A webpack.config.ts pasted as is: its annotations are what acorn stops at. */
const TYPESCRIPT_SYNTAX = /\bimport\s+type\b|:\s*(webpack\.)?Configuration\b|\bsatisfies\s|\bas\s+(const\b|webpack\.|Configuration\b)|\binterface\s+\w+\s*\{/;

export function readConfig(text: string): ReadConfig {
  const program = parseProgram(text);
  const reader = new Reader(text, program);
  return reader.read();
}

function parseProgram(text: string): Any {
  try {
    return parse(text, { ...PARSE_OPTIONS, sourceType: "module" }) as Any;
  } catch (moduleError) {
    try {
      // Sloppy-mode scripts (a `with`, an octal literal) do not parse as modules.
      return parse(text, { ...PARSE_OPTIONS, sourceType: "script" }) as Any;
    } catch {
      // A bare object, as readers often paste one: `{ mode: "production" }` is a block statement to a parser.
      const bare = tryBareObject(text);
      if (bare) return bare;
      const { message, loc } = moduleError as SyntaxError & { loc?: { line: number; column: number } };
      const typeScript = TYPESCRIPT_SYNTAX.test(text)
        ? " This looks like TypeScript: the explainer reads JavaScript, so remove the type annotations first."
        : "";
      throw new ConfigReadError(`${message.replace(/\s*\(\d+:\d+\)$/, "")}.${typeScript}`, loc?.line ?? null, loc ? loc.column + 1 : null);
    }
  }
}

function tryBareObject(text: string): Any | null {
  const start = text.search(/\S/);
  if (start < 0 || text[start] !== "{") return null;
  try {
    const expression = parseExpressionAt(text, start, { ...PARSE_OPTIONS, sourceType: "module" }) as Any;
    if (expression.type !== "ObjectExpression" || text.slice(expression.end).trim().replace(/^;/, "").trim() !== "") return null;
    return {
      type: "Program",
      body: [{ type: "ExpressionStatement", expression, start: expression.start, end: expression.end }],
      start: 0,
      end: text.length,
    } as unknown as Any;
  } catch {
    return null;
  }
}

class Reader {
  /** Top-level `const`/`let`/`var` and function declarations, by name. */
  private readonly bindings = new Map<string, Any>();

  constructor(
    private readonly text: string,
    private readonly program: Any,
  ) {
    for (const statement of program.body as Any[]) {
      if (statement.type === "VariableDeclaration") {
        for (const declaration of statement.declarations as Any[]) {
          if (declaration.id.type === "Identifier" && declaration.init) this.bindings.set(declaration.id.name, declaration.init);
        }
      } else if (statement.type === "FunctionDeclaration" && statement.id) {
        this.bindings.set(statement.id.name, statement);
      }
    }
  }

  read(): ReadConfig {
    const exported = this.findExport();
    if (!exported) {
      throw new ConfigReadError(
        "No configuration found: export it with `module.exports = {...}` or `export default {...}`, or paste the object itself.",
        null,
        null,
      );
    }
    const state = { definedWith: false, isFunction: false, isMerged: false };
    const target = this.unwrap(exported.node, state, 0);
    if (target.type === "ArrayExpression") {
      const configs = (target.elements as (Any | null)[]).map((element) => {
        if (!element) throw this.errorAt(target, "The exported array has an empty slot where a configuration should be.");
        return this.evaluateConfig(this.unwrap(element, state, 0), state);
      });
      return { shape: exported.shape, ...state, configs, isArray: true };
    }
    const configs = [this.evaluateConfig(target, state)];
    return { shape: exported.shape, ...state, configs, isArray: false };
  }

  private evaluateConfig(target: Any, state: { isMerged: boolean }): ConfigNode {
    if (isMergeCall(target)) {
      state.isMerged = true;
      return this.evaluateMerge(target);
    }
    if (target.type !== "ObjectExpression") {
      throw this.errorAt(target, `The exported value is ${describeNode(target)}, not a configuration object: it is only known when webpack runs.`);
    }
    return this.evaluate(target);
  }

  /**
   * webpack-merge's `merge(common, {...})`: the object literals are merged as it merges them
   * (objects deeply, arrays joined, later values winning); a variable such as `common` is
   * another file's configuration, so its properties count as spread in, unknown here.
   */
  private evaluateMerge(call: Any): ConfigNode {
    const span = this.spanOf(call);
    let merged: ConfigNode = { kind: "object", entries: [], spreads: [], span, source: this.text.slice(call.start, call.end) };
    for (const argument of call.arguments as Any[]) {
      const target = this.unwrap(argument, { definedWith: false, isFunction: false }, 0);
      if (target.type === "ObjectExpression") merged = mergeNodes(merged, this.evaluate(target));
      else if (merged.kind === "object") merged.spreads.push(this.spanOf(argument));
    }
    return merged;
  }

  /** The last `module.exports = …` or `export default …`: later assignments win, as when Node runs the file. */
  private findExport(): { node: Any; shape: ConfigShape } | null {
    let found: { node: Any; shape: ConfigShape } | null = null;
    for (const statement of this.program.body as Any[]) {
      if (statement.type === "ExportDefaultDeclaration") found = { node: statement.declaration, shape: "export default" };
      if (statement.type === "ExpressionStatement") {
        const expression = statement.expression as Any;
        if (expression.type === "AssignmentExpression" && expression.operator === "=" && isModuleExports(expression.left)) {
          found = { node: expression.right, shape: "module.exports" };
        } else if (expression.type === "ObjectExpression" && this.program.body.length === 1) {
          found = { node: expression, shape: "object" };
        }
      }
    }
    return found;
  }

  /** Follows the exported value to the configuration object (or array of them). */
  private unwrap(node: Any, state: { definedWith: boolean; isFunction: boolean }, depth: number): Any {
    if (depth > 10) return node;
    if (node.type === "Identifier" && this.bindings.has(node.name)) return this.unwrap(this.bindings.get(node.name)!, state, depth + 1);
    if (node.type === "CallExpression" && calleeName(node.callee)?.replace(/^webpack\./, "") === "defineConfig" && node.arguments.length === 1) {
      state.definedWith = true;
      return this.unwrap(node.arguments[0], state, depth + 1);
    }
    if (node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression" || node.type === "FunctionDeclaration") {
      const returned = returnedExpression(node);
      if (returned) {
        state.isFunction = true;
        // `const config = {...}; return config;` inside the function.
        const local = returned.type === "Identifier" ? localDeclaration(node, returned.name as string) : null;
        return this.unwrap(local ?? returned, state, depth + 1);
      }
    }
    if (node.type === "ParenthesizedExpression") return this.unwrap(node.expression, state, depth + 1);
    return node;
  }

  private evaluate(node: Any): ConfigNode {
    const span = this.spanOf(node);
    const source = this.text.slice(node.start, node.end);
    switch (node.type) {
      case "Literal":
        if (node.regex) return { kind: "value", value: new RegExp(node.regex.pattern, node.regex.flags), span, source };
        if (typeof node.value === "bigint") return { kind: "computed", hint: "unknown", span, source };
        return { kind: "value", value: node.value as string | number | boolean | null, span, source };
      case "TemplateLiteral":
        if (node.expressions.length === 0) return { kind: "value", value: node.quasis[0].value.cooked as string, span, source };
        return { kind: "computed", hint: "string", span, source };
      case "UnaryExpression":
        if (node.operator === "-" && node.argument.type === "Literal" && typeof node.argument.value === "number") {
          return { kind: "value", value: -node.argument.value, span, source };
        }
        return { kind: "computed", hint: "unknown", span, source };
      case "Identifier":
        if (node.name === "undefined") return { kind: "value", value: undefined, span, source };
        return { kind: "computed", hint: node.name === "__dirname" || node.name === "__filename" ? "string" : "unknown", span, source };
      case "ObjectExpression":
        return this.evaluateObject(node, span, source);
      case "ArrayExpression":
        return {
          kind: "array",
          items: (node.elements as (Any | null)[]).map((element) =>
            element === null
              ? { kind: "value" as const, value: undefined, span, source: "" }
              : element.type === "SpreadElement"
                ? { kind: "computed" as const, hint: "unknown" as const, span: this.spanOf(element), source: this.text.slice(element.start, element.end) }
                : this.evaluate(element),
          ),
          span,
          source,
        };
      case "ArrowFunctionExpression":
      case "FunctionExpression":
        return { kind: "function", span, source };
      case "NewExpression":
        return { kind: "computed", hint: calleeName(node.callee) === "URL" ? "string" : "instance", span, source };
      case "CallExpression":
        return { kind: "computed", hint: STRING_CALLS.test(calleeName(node.callee) ?? "") ? "string" : "unknown", span, source };
      case "ParenthesizedExpression":
        return this.evaluate(node.expression);
      default:
        return { kind: "computed", hint: "unknown", span, source };
    }
  }

  private evaluateObject(node: Any, span: Span, source: string): ConfigNode {
    const entries: ObjectEntry[] = [];
    const spreads: Span[] = [];
    for (const property of node.properties as Any[]) {
      if (property.type === "SpreadElement" || property.computed) {
        spreads.push(this.spanOf(property));
        continue;
      }
      const key = property.key.type === "Identifier" ? (property.key.name as string) : String(property.key.value);
      // A method (`apply(compiler) {}`) and a getter are functions webpack calls.
      const value: ConfigNode =
        property.method || property.kind !== "init"
          ? { kind: "function", span: this.spanOf(property.value), source: this.text.slice(property.value.start, property.value.end) }
          : this.evaluate(property.value);
      // A repeated key: the last one wins, as in JavaScript.
      const existing = entries.findIndex((entry) => entry.key === key);
      if (existing >= 0) entries.splice(existing, 1);
      entries.push({ key, keySpan: this.spanOf(property.key), value });
    }
    return { kind: "object", entries, spreads, span, source };
  }

  private spanOf(node: Any): Span {
    return { start: node.start, end: node.end, line: node.loc?.start.line ?? 1, column: (node.loc?.start.column ?? 0) + 1 };
  }

  private errorAt(node: Any, message: string): ConfigReadError {
    const span = this.spanOf(node);
    return new ConfigReadError(message, span.line, span.column);
  }
}

function isModuleExports(node: Any): boolean {
  return (
    node.type === "MemberExpression" && !node.computed && node.object.type === "Identifier" && node.object.name === "module" && node.property.name === "exports"
  );
}

/** `path.resolve`, `defineConfig`, `webpack.optimize.SplitChunksPlugin`: a callee as written. */
export function calleeName(node: Any): string | null {
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "MemberExpression" && !node.computed) {
    const object = calleeName(node.object);
    return object ? `${object}.${node.property.name as string}` : null;
  }
  return null;
}

function returnedExpression(node: Any): Any | null {
  if (node.body.type !== "BlockStatement") return node.body as Any;
  const returns = (node.body.body as Any[]).filter((statement) => statement.type === "ReturnStatement" && statement.argument);
  return returns.length > 0 ? (returns[returns.length - 1].argument as Any) : null;
}

function isMergeCall(node: Any): boolean {
  return node.type === "CallExpression" && /^(merge|\w+\.merge)$/.test(calleeName(node.callee) ?? "");
}

function mergeNodes(base: ConfigNode, addition: ConfigNode): ConfigNode {
  if (base.kind === "object" && addition.kind === "object") {
    const entries = [...base.entries];
    for (const entry of addition.entries) {
      const index = entries.findIndex((existing) => existing.key === entry.key);
      if (index < 0) entries.push(entry);
      else entries[index] = { ...entry, value: mergeNodes(entries[index].value, entry.value) };
    }
    return { ...base, entries, spreads: [...base.spreads, ...addition.spreads] };
  }
  if (base.kind === "array" && addition.kind === "array") return { ...addition, items: [...base.items, ...addition.items] };
  return addition;
}

function localDeclaration(fn: Any, name: string): Any | null {
  if (fn.body.type !== "BlockStatement") return null;
  for (const statement of fn.body.body as Any[]) {
    if (statement.type !== "VariableDeclaration") continue;
    const declaration = (statement.declarations as Any[]).find((candidate) => candidate.id.type === "Identifier" && candidate.id.name === name);
    if (declaration?.init) return declaration.init as Any;
  }
  return null;
}

function describeNode(node: Any): string {
  if (node.type === "CallExpression") return `the result of calling ${calleeName(node.callee) ?? "a function"}()`;
  if (node.type === "Identifier") return `the variable ${node.name as string}`;
  return "an expression";
}

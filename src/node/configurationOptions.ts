/**
 * The table of /configuration/options/: every option of the installed webpack's configuration
 * schema, with its type, its defaults (computed by webpack itself for each mode), the release
 * that added it, and a link to the heading that documents it. Generated on every build, so it
 * cannot fall behind the webpack the site documents.
 */

interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  instanceof?: string;
  tsType?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode | SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  deprecated?: boolean;
  added?: string;
}

export interface WebpackOptionsSchema extends SchemaNode {
  definitions: Record<string, SchemaNode>;
}

export interface ConfigurationOption {
  /** "output.clean"; items of a list of objects are written `module.rules[].test`. */
  path: string;
  /** The schema definition and property it comes from ("Output#clean"): stable across releases. */
  key: string;
  type: string;
  /** Per mode when the modes differ: { production: "false", development: "\"eval\"" }. */
  defaults: { production: string | null; development: string | null };
  /** The release that added it, when newer than 5.0.0. */
  added: string | null;
  deprecated: boolean;
  /** "/configuration/output/#outputclean", or the closest documented option's heading. */
  link: string | null;
}

/** Definitions that only describe conditions (`{ and, or, not }`): listing their keys under every condition would bury the options. */
const CONDITION_DEFINITION = /^RuleSet(Logical)?Condition/;
/** Same shape as `module.rules`; listed once, there. */
const NOT_EXPANDED = new Set(["module.defaultRules"]);
const MAX_TYPE_LENGTH = 90;
const MAX_DEFAULT_LENGTH = 90;

function resolve(schema: WebpackOptionsSchema, node: SchemaNode): { node: SchemaNode; name: string | null } {
  let current = node;
  let name: string | null = null;
  const seen = new Set<string>();
  while (current.$ref && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    name = current.$ref.split("/").pop() ?? null;
    current = (name && schema.definitions[name]) || {};
  }
  return { node: current, name };
}

/** The object shapes a value may take, each with the definition that declares its properties. */
function objectShapes(schema: WebpackOptionsSchema, node: SchemaNode, owner: string, seen = new Set<SchemaNode>()) {
  const { node: resolved, name } = resolve(schema, node);
  const definition = name ?? owner;
  if (seen.has(resolved)) return [];
  seen.add(resolved);
  const shapes: { definition: string; properties: Record<string, SchemaNode>; isListItem: boolean }[] = [];
  if (resolved.properties) shapes.push({ definition, properties: resolved.properties, isListItem: false });
  for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])])
    shapes.push(...objectShapes(schema, variant, definition, seen));
  if (resolved.items && !Array.isArray(resolved.items)) {
    shapes.push(...objectShapes(schema, resolved.items, definition, seen).map((shape) => ({ ...shape, isListItem: true })));
  }
  return shapes;
}

/** The members of a union written by describeType, split only outside parentheses: "(a | b)[] | c" -> 2. */
function topLevelMembers(text: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === "(") depth += 1;
    else if (character === ")") depth -= 1;
    else if (depth === 0 && text.startsWith(" | ", index)) {
      members.push(text.slice(start, index));
      start = index + 3;
      index += 2;
    }
  }
  members.push(text.slice(start));
  return members;
}

/** A short type for people: `boolean | "auto"`, `string[]`, `RegExp | function`. */
export function describeType(schema: WebpackOptionsSchema, node: SchemaNode, depth = 0): string {
  const { node: resolved } = resolve(schema, node);
  if (depth > 5) return "…";
  // Open forms first, listed values after: when a long type is cut short, what is cut is a value,
  // not a whole kind of value (`output.library.type` keeps its `string`).
  const open: string[] = [];
  const values: string[] = [];
  // An enum next to a type narrows it: `{ type: "string", enum: ["preserve-unknown"] }` takes that one string.
  if (resolved.enum) values.push(...resolved.enum.map((value) => JSON.stringify(value)));
  else {
    if (resolved.instanceof) open.push(resolved.instanceof === "Function" ? "function" : resolved.instanceof);
    const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
    for (const type of types) {
      if (type === "array") {
        const item = resolved.items && !Array.isArray(resolved.items) ? describeType(schema, resolved.items, depth + 1) : null;
        open.push(item === null ? "array" : topLevelMembers(item).length > 1 ? `(${item})[]` : `${item}[]`);
      } else if (type === "object") open.push("object");
      else if (type === "integer") open.push("number");
      else open.push(type);
    }
  }
  const parts = [...open, ...values];
  for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) parts.push(describeType(schema, variant, depth + 1));
  if (parts.length === 0 && resolved.properties) parts.push("object");
  // Options the schema leaves open are described by their TypeScript type (`Console`, `InputFileSystem`).
  if (parts.length === 0 && resolved.tsType) parts.push(resolved.tsType.replace(/import\([^)]*\)\./g, ""));
  const members = [...new Set(parts.flatMap(topLevelMembers))];
  const ordered = [...members.filter((member) => !member.startsWith('"')), ...members.filter((member) => member.startsWith('"'))];
  const text = ordered.join(" | ") || "any";
  return text.length > MAX_TYPE_LENGTH ? `${text.slice(0, MAX_TYPE_LENGTH - 1)}…` : text;
}

/** Every option path of the schema, breadth first so each shared definition is listed under its shortest path. */
export function listOptions(schema: WebpackOptionsSchema): { path: string; key: string; node: SchemaNode }[] {
  const options: { path: string; key: string; node: SchemaNode }[] = [];
  const expanded = new Set<string>();
  const queue: { node: SchemaNode; path: string; owner: string }[] = [{ node: schema, path: "", owner: "WebpackOptions" }];
  while (queue.length > 0) {
    const { node, path, owner } = queue.shift()!;
    if (NOT_EXPANDED.has(path)) continue;
    for (const { definition, properties, isListItem } of objectShapes(schema, node, owner)) {
      if (CONDITION_DEFINITION.test(definition) || expanded.has(definition)) continue;
      expanded.add(definition);
      for (const [property, propertyNode] of Object.entries(properties)) {
        const optionPath = `${path}${isListItem ? "[]" : ""}${path ? "." : ""}${property}`;
        options.push({ path: optionPath, key: `${definition}#${property}`, node: propertyNode });
        queue.push({ node: propertyNode, path: optionPath, owner: definition });
      }
    }
  }
  return options;
}

/**
 * The properties of the values of an option that is a map (`optimization.splitChunks.cacheGroups`,
 * `entry`): `optimization.splitChunks.cacheGroups.*.test`. The options table leaves them out, as
 * the heading of the map explains them; the configuration explainer needs them to explain a
 * configuration that sets them.
 */
export function listMapValueOptions(
  schema: WebpackOptionsSchema,
  listed: readonly { path: string; node: SchemaNode }[],
): { path: string; key: string; node: SchemaNode }[] {
  const options: { path: string; key: string; node: SchemaNode }[] = [];
  const seen = new Set<string>();
  for (const option of listed) {
    const { node } = resolve(schema, option.node);
    for (const variant of [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])].map((inner) => resolve(schema, inner).node)) {
      if (!variant.additionalProperties || typeof variant.additionalProperties !== "object") continue;
      for (const { definition, properties } of objectShapes(schema, variant.additionalProperties, option.path)) {
        if (CONDITION_DEFINITION.test(definition)) continue;
        for (const [property, propertyNode] of Object.entries(properties)) {
          const path = `${option.path}.*.${property}`;
          if (seen.has(path)) continue;
          seen.add(path);
          options.push({ path, key: `${definition}#${property}`, node: propertyNode });
        }
      }
    }
  }
  return options;
}

/**
 * Every path at which the schema accepts each option, not only the shortest one: for the release
 * history, which must find an option wherever an older schema kept it (a property that later moved
 * into a definition of its own, or a definition first reached through another option). A
 * definition is expanded at most twice along one path, so recursive ones (`rules[].rules`,
 * `resolve.byDependency.*`) stop after their first nested level.
 */
export function listAllOptionPaths(schema: WebpackOptionsSchema): string[] {
  const paths = new Set<string>();
  // Ancestry by the properties object itself: inline objects carry their owner's name, so names would
  // count an inline object as a second visit of the definition around it.
  const visit = (node: SchemaNode, path: string, owner: string, ancestors: readonly Record<string, SchemaNode>[]) => {
    if (NOT_EXPANDED.has(path)) return;
    for (const { definition, properties, isListItem } of objectShapes(schema, node, owner)) {
      if (CONDITION_DEFINITION.test(definition) || ancestors.filter((shape) => shape === properties).length >= 2) continue;
      const inside = [...ancestors, properties];
      for (const [property, propertyNode] of Object.entries(properties)) {
        const optionPath = `${path}${isListItem ? "[]" : ""}${path ? "." : ""}${property}`;
        paths.add(optionPath);
        visit(propertyNode, optionPath, definition, inside);
      }
    }
    const { node: resolved } = resolve(schema, node);
    for (const variant of [resolved, ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])].map((inner) => resolve(schema, inner).node)) {
      if (variant.additionalProperties && typeof variant.additionalProperties === "object" && path) {
        visit(variant.additionalProperties, `${path}.*`, owner, ancestors);
      }
    }
  };
  visit(schema, "", "WebpackOptions", []);
  return [...paths];
}

/** A default as a reader would write it; null for objects shown through their own rows, and for values too long to be useful. */
export function describeDefault(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === "function") return "function";
  if (value instanceof RegExp) return String(value);
  if (value !== null && typeof value === "object" && !Array.isArray(value)) return null;
  const text = JSON.stringify(value, (_key, inner: unknown) => (inner instanceof RegExp ? String(inner) : typeof inner === "function" ? "function" : inner));
  if (text === undefined) return null;
  return text.length > MAX_DEFAULT_LENGTH ? null : text;
}

function valueAt(options: unknown, path: string): unknown {
  if (path.includes("[]")) return undefined;
  const segments = path.split(".");
  const get = (from: unknown, keys: readonly string[]): unknown =>
    keys.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), from);
  // webpack keeps most resolve defaults per kind of dependency; what an `import` gets is what readers mean.
  if ((segments[0] === "resolve" || segments[0] === "resolveLoader") && segments.length === 2) {
    const forImports = get(options, [segments[0], "byDependency", "esm", segments[1]]);
    if (forImports !== undefined) return forImports;
  }
  return get(options, segments);
}

/**
 * Names a heading may use for an option: its own path, `Rule.x` for the properties of a rule,
 * the same option under another module type that shares its definition, and then its parents.
 */
function headingCandidates(option: { path: string; key: string }, pathsByKey: Map<string, string[]>): string[] {
  const variants = (path: string): string[] => {
    const rule = /^module\.rules\[\]\.(.+)$/.exec(path);
    return rule ? [path, `Rule.${rule[1]}`] : [path];
  };
  // `optimization.splitChunks.cacheGroups.*.test` is documented as `optimization.splitChunks.cacheGroups.test`.
  const own = [option.path.replace(/\.\*(?=\.)/g, ""), ...(pathsByKey.get(option.key) ?? [])].flatMap(variants);
  const parents: string[] = [];
  const segments = option.path.split(".");
  for (let length = segments.length - 1; length > 0; length -= 1) {
    if (segments[length - 1] !== "*") parents.push(...variants(segments.slice(0, length).join(".").replace(/\[\]$/, "")));
  }
  return [...own, ...parents];
}

export function configurationOptions(
  schema: WebpackOptionsSchema,
  defaults: { production: unknown; development: unknown },
  history: Readonly<Record<string, string>>,
  headingLinks: ReadonlyMap<string, string>,
  { withMapValues = false }: { withMapValues?: boolean } = {},
): ConfigurationOption[] {
  const tableOptions = listOptions(schema);
  const listed = withMapValues ? [...tableOptions, ...listMapValueOptions(schema, tableOptions)] : tableOptions;
  const pathsByKey = new Map<string, string[]>();
  for (const { path, key } of listed) pathsByKey.set(key, [...(pathsByKey.get(key) ?? []), path]);
  return listed.map((option) => {
    const { node } = resolve(schema, option.node);
    const link = headingCandidates(option, pathsByKey).find((name) => headingLinks.has(name));
    return {
      path: option.path,
      key: option.key,
      type: describeType(schema, option.node),
      defaults: {
        production: describeDefault(valueAt(defaults.production, option.path)),
        development: describeDefault(valueAt(defaults.development, option.path)),
      },
      added: history[option.path] ?? option.node.added ?? node.added ?? null,
      deprecated: Boolean(option.node.deprecated ?? node.deprecated),
      link: link ? headingLinks.get(link)! : null,
    };
  });
}

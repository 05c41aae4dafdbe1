/**
 * What changed between two webpack releases, for the people who document them: pure functions
 * over data (schemas, applied defaults, export and hook names, page headings), so each part is
 * unit-tested on small fixtures. scripts/release-diff.mjs gathers the data and prints the report.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/* ------------------------------------------------------------------------------------------------
 * Configuration options, read from schemas/WebpackOptions.json
 * --------------------------------------------------------------------------------------------- */

/** Definitions that only describe conditions ({ and, or, not }), as in src/node/configurationOptions.ts. */
const CONDITION_DEFINITION = /^RuleSet(Logical)?Condition/;
/** Same shape as `module.rules`: its properties are listed once, there. */
const NOT_EXPANDED = new Set(["module.defaultRules"]);
/** The path segment of a key of a map (additionalProperties), as the pages write it: `entry.<name>.import`. */
export const NAME_SEGMENT = "<name>";

const isSchema = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const refName = (ref) => /^#\/definitions\/(.+)$/.exec(ref ?? "")?.[1] ?? null;

/** Follows $refs; returns the node reached and the last definition name on the way (null for an inline node). */
function resolve(schema, node) {
  let current = node;
  let name = null;
  const seen = new Set();
  while (isSchema(current) && current.$ref && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    name = refName(current.$ref);
    current = (name && schema.definitions?.[name]) || {};
  }
  return { node: current, name };
}

/**
 * The object shapes a value may take, through $ref, anyOf / oneOf / allOf, list items and map
 * values. `suffix` is what the path gains on the way ("[]" for an item, ".<name>" for a map value);
 * `definition` names the nearest definition the properties belong to (null at the top of an
 * inline object that no definition holds).
 */
function objectShapes(schema, node, seen = new Set(), suffix = "", enclosing = null) {
  const { node: resolved, name } = resolve(schema, node);
  if (!isSchema(resolved) || seen.has(resolved)) return [];
  seen.add(resolved);
  const definition = name ?? enclosing;
  const shapes = [];
  if (resolved.properties) shapes.push({ definition, own: name !== null, node: resolved, properties: resolved.properties, suffix });
  for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) {
    shapes.push(...objectShapes(schema, variant, seen, suffix, definition));
  }
  if (isSchema(resolved.items)) shapes.push(...objectShapes(schema, resolved.items, seen, `${suffix}[]`, definition));
  if (isSchema(resolved.additionalProperties))
    shapes.push(...objectShapes(schema, resolved.additionalProperties, seen, `${suffix}.${NAME_SEGMENT}`, definition));
  return shapes;
}

/** Whether a value may also be something else than an object (`true`, a string ...): a shorthand. */
function hasShorthand(schema, node, seen = new Set()) {
  const { node: resolved } = resolve(schema, node);
  if (!isSchema(resolved) || seen.has(resolved)) return false;
  seen.add(resolved);
  const variants = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
  if (variants.length > 0) return variants.some((variant) => hasShorthand(schema, variant, seen) || objectShapes(schema, variant).length === 0);
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  return types.some((type) => type !== "object" && type !== "array") || Array.isArray(resolved.enum) || resolved.instanceof !== undefined;
}

/**
 * Every option of a schema. Options are reached from the root, nearest first, so a definition used
 * in several places is listed once, under its shortest path, and the other places are kept as
 * `aliases`; a definition that contains itself (a rule's `rules`) stops there. A list item or a
 * map value counts as one step more, and a value that also takes a shorthand (`true`, a string)
 * half a step more: `output.html` wins over `entry.<name>.html`, `optimization.minimizeOptions`
 * over the `optimization.minimize` shorthand.
 *
 * Each option has a stable `key`, "Definition#property" (what stays the same when a path moves),
 * and a `path` for readers ("output.clean", "module.rules[].test", "entry.<name>.import").
 * Properties of definitions the walk does not reach (the normalized forms, conditions) are listed
 * with path null.
 */
export function listSchemaOptions(schema) {
  const options = [];
  const expanded = new Set();
  const aliasRoots = new Map();
  const queue = [{ node: schema, path: "", keyBase: "WebpackOptions", cost: 0, root: true }];
  const enqueue = (item) => {
    // Stable: among equal costs, schema order.
    const index = queue.findIndex((other) => other.cost > item.cost);
    queue.splice(index === -1 ? queue.length : index, 0, item);
  };
  while (queue.length > 0) {
    const { node, path, keyBase, cost, root } = queue.shift();
    if (NOT_EXPANDED.has(path)) continue;
    const shapes = root
      ? [{ definition: "WebpackOptions", own: true, node: schema, properties: schema.properties ?? {}, suffix: "" }]
      : objectShapes(schema, node);
    for (const shape of shapes) {
      const prefix = `${path}${shape.suffix}`;
      if (shape.definition && CONDITION_DEFINITION.test(shape.definition)) continue;
      const identity = shape.own ? shape.definition : shape.node;
      if (expanded.has(identity)) {
        if (shape.own) aliasRoots.set(shape.definition, [...(aliasRoots.get(shape.definition) ?? []), prefix]);
        continue;
      }
      expanded.add(identity);
      const steps = 1 + (shape.suffix.match(/\[\]|<name>/g) ?? []).length;
      for (const [property, propertyNode] of Object.entries(shape.properties)) {
        const optionPath = prefix ? `${prefix}.${property}` : property;
        const key = shape.definition ? `${shape.definition}#${property}` : `${keyBase}${shape.suffix}.${property}`;
        options.push({ key, path: optionPath, definition: shape.own ? shape.definition : null, property, node: propertyNode, aliases: [] });
        enqueue({ node: propertyNode, path: optionPath, keyBase: key, cost: cost + steps + (hasShorthand(schema, propertyNode) ? 0.5 : 0) });
      }
    }
  }
  for (const option of options) {
    const roots = option.definition ? (aliasRoots.get(option.definition) ?? []) : [];
    option.aliases = roots.map((root) => `${root}.${option.property}`);
  }
  for (const [definition, node] of Object.entries(schema.definitions ?? {})) {
    if (expanded.has(definition) || !isSchema(node.properties)) continue;
    for (const [property, propertyNode] of Object.entries(node.properties)) {
      options.push({ key: `${definition}#${property}`, path: null, definition, property, node: propertyNode, aliases: [] });
    }
  }
  return options;
}

/** The members of a union written by typeSummary: "a | (b | c)[] | { [name]: d | e }" -> 3 parts. */
export function splitUnion(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === "\\") index += 1;
      else if (character === '"') quoted = false;
    } else if (character === '"') quoted = true;
    else if ("([{".includes(character)) depth += 1;
    else if (")]}".includes(character)) depth -= 1;
    else if (depth === 0 && text.startsWith(" | ", index)) {
      parts.push(text.slice(start, index));
      start = index + 3;
      index += 2;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A definition shown by its name in a type: one with properties of its own, listed as options. */
const isObjectDefinition = (node) => isSchema(node) && isSchema(node.properties);

/**
 * The shape of the values an option takes, from the schema: types, enum values, `instanceof`,
 * list items, map values, and the $ref names of object definitions (whose properties are options
 * of their own). Other definitions are written out, so a value added to a shared enum shows.
 * With `named` false, object definitions are all "object": what is compared, so that renaming a
 * definition is no change (its properties are compared one by one anyway).
 */
export function typeSummary(schema, node, seen = new Set(), named = true) {
  if (node === true || node === undefined) return "any";
  if (node === false) return "never";
  if (!isSchema(node)) return "any";
  const parts = [];
  if (node.$ref) {
    const name = refName(node.$ref);
    const definition = name ? schema.definitions?.[name] : undefined;
    if (!definition) parts.push(`$ref ${node.$ref}`);
    else if (isObjectDefinition(definition)) parts.push(named ? name : "object");
    else if (seen.has(name)) parts.push(named ? name : "(recursive)");
    else parts.push(typeSummary(schema, definition, new Set([...seen, name]), named));
  }
  if (node.const !== undefined) parts.push(JSON.stringify(node.const));
  if (Array.isArray(node.enum)) parts.push(...node.enum.map((value) => JSON.stringify(value)));
  if (node.instanceof) parts.push(node.instanceof);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  const objectPart = () => (isSchema(node.additionalProperties) ? `{ [name]: ${typeSummary(schema, node.additionalProperties, seen, named)} }` : "object");
  for (const type of types) {
    if (type === "array") {
      if (Array.isArray(node.items)) parts.push(`[${node.items.map((item) => typeSummary(schema, item, seen, named)).join(", ")}]`);
      else if (isSchema(node.items)) {
        const item = typeSummary(schema, node.items, seen, named);
        parts.push(splitUnion(item).length > 1 ? `(${item})[]` : `${item}[]`);
      } else parts.push("array");
    } else if (type === "object") parts.push(objectPart());
    else parts.push(type);
  }
  if (types.length === 0 && (node.properties || isSchema(node.additionalProperties))) parts.push(objectPart());
  for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) parts.push(typeSummary(schema, variant, seen, named));
  if (Array.isArray(node.allOf)) parts.push(node.allOf.map((variant) => typeSummary(schema, variant, seen, named)).join(" & "));
  // Flatten nested unions ("a | b" inside "c | ...") and drop repeats; keep the schema's order.
  const unique = [...new Set(parts.flatMap(splitUnion))];
  return unique.join(" | ") || "any";
}

/** What one option looks like in one release: the fields that are compared. */
function describeOption(schema, option) {
  const { node: resolved } = resolve(schema, option.node);
  const own = isSchema(option.node) ? option.node : {};
  return {
    id: option.path ?? option.key,
    key: option.key,
    path: option.path,
    aliases: option.aliases,
    type: typeSummary(schema, option.node),
    shape: typeSummary(schema, option.node, new Set(), false),
    default: "default" in own ? JSON.stringify(own.default) : "default" in resolved ? JSON.stringify(resolved.default) : null,
    added: own.added ?? resolved.added ?? null,
    deprecated: Boolean(own.deprecated ?? resolved.deprecated),
  };
}

/**
 * Every option of a schema by id (its path, or its key when it has none). Two definitions may give
 * one path (`cache.type` of the memory and of the filesystem cache): for readers that is one
 * option, whose type is the union of both.
 */
function describeOptions(schema) {
  const options = new Map();
  for (const option of listSchemaOptions(schema)) {
    const next = describeOption(schema, option);
    const existing = options.get(next.id);
    if (!existing) {
      options.set(next.id, next);
      continue;
    }
    existing.key = `${existing.key}, ${next.key}`;
    existing.type = [...new Set([...splitUnion(existing.type), ...splitUnion(next.type)])].join(" | ");
    existing.shape = [...new Set([...splitUnion(existing.shape), ...splitUnion(next.shape)])].join(" | ");
    existing.aliases = [...existing.aliases, ...next.aliases];
    existing.default ??= next.default;
    existing.added ??= next.added;
    existing.deprecated &&= next.deprecated;
  }
  return options;
}

const byId = (a, b) => (a.path === null) - (b.path === null) || a.id.localeCompare(b.id);

/**
 * Options added, removed and changed between two schemas. Options are matched by their path (a
 * definition renamed under an unchanged path is no change for readers), and an option whose path
 * changed but whose definition and property did not is reported as moved, not as removed + added.
 */
export function diffOptions(oldSchema, newSchema) {
  const before = describeOptions(oldSchema);
  const after = describeOptions(newSchema);
  let added = [...after.values()].filter((option) => !before.has(option.id));
  let removed = [...before.values()].filter((option) => !after.has(option.id));
  const moved = [];
  for (const option of [...removed]) {
    const successor = added.find((candidate) => candidate.key === option.key);
    if (!successor) continue;
    moved.push({ key: option.key, before: option, after: successor });
    added = added.filter((candidate) => candidate !== successor);
    removed = removed.filter((candidate) => candidate !== option);
  }
  const changed = { type: [], default: [], deprecated: [] };
  for (const [id, next] of after) {
    const previous = before.get(id) ?? moved.find((entry) => entry.after === next)?.before;
    if (!previous) continue;
    if (previous.shape !== next.shape) changed.type.push({ option: next, before: previous.type, after: next.type });
    if (previous.default !== next.default) changed.default.push({ option: next, before: previous.default, after: next.default });
    if (!previous.deprecated && next.deprecated) changed.deprecated.push({ option: next });
  }
  for (const list of Object.values(changed)) list.sort((a, b) => byId(a.option, b.option));
  return { added: added.sort(byId), removed: removed.sort(byId), moved, changed };
}

/* ------------------------------------------------------------------------------------------------
 * Applied defaults
 * --------------------------------------------------------------------------------------------- */

const MAX_LIST_DEPTH = 6;
const isPlainObject = (value) => {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** One value as text: JSON, with RegExps, functions and class instances named. */
export function describeValue(value, replacements = [], depth = 0) {
  const replace = (text) => replacements.reduce((result, [from, to]) => (from ? result.split(from).join(to) : result), text);
  if (value === undefined) return "undefined";
  if (value === null || typeof value === "boolean" || typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(replace(value));
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "symbol") return String(value);
  if (typeof value === "function") return value.name ? `[function ${value.name}]` : "[function]";
  if (value instanceof RegExp) return replace(String(value));
  if (depth >= MAX_LIST_DEPTH) return "[…]";
  if (Array.isArray(value)) return `[${value.map((item) => describeValue(item, replacements, depth + 1)).join(", ")}]`;
  if (value instanceof Set) return `Set [${[...value].map((item) => describeValue(item, replacements, depth + 1)).join(", ")}]`;
  if (!isPlainObject(value)) return `[${value.constructor?.name ?? "object"}]`;
  const entries = Object.entries(value).filter(([, inner]) => inner !== undefined);
  return `{ ${entries.map(([key, inner]) => `${key}: ${describeValue(inner, replacements, depth + 1)}`).join(", ")} }`;
}

/**
 * Applied options as one entry per leaf: { "output.path": "\"<context>/dist\"", "resolve.extensions":
 * ["\".js\"", ...] }. Plain objects are walked; a list is a leaf given as the text of each item;
 * class instances (streams, caches) and functions are named. Unset (undefined) values are left
 * out. `replacements` turns machine-specific paths into placeholders.
 */
export function flattenDefaults(options, replacements = []) {
  const flat = {};
  const walk = (value, path) => {
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else if (Array.isArray(value)) {
      flat[path] = value.map((item) => describeValue(item, replacements, 1));
    } else if (value !== undefined) {
      flat[path] = describeValue(value, replacements);
    }
  };
  walk(options, "");
  return flat;
}

const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Leaves that differ between two flattened defaults; before or after is null where the leaf is unset. */
export function diffDefaults(before, after) {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return paths.filter((path) => !sameValue(before[path], after[path])).map((path) => ({ path, before: before[path] ?? null, after: after[path] ?? null }));
}

/**
 * The changes of both modes, merged: a change the same in development and production is listed
 * once with both modes. Input: { development: [before, after], production: [before, after] }.
 */
export function diffDefaultsByMode(byMode) {
  const changes = new Map();
  for (const [mode, [before, after]] of Object.entries(byMode)) {
    for (const change of diffDefaults(before, after)) {
      const id = JSON.stringify([change.path, change.before, change.after]);
      const entry = changes.get(id) ?? { ...change, modes: [] };
      entry.modes.push(mode);
      changes.set(id, entry);
    }
  }
  return [...changes.values()].sort((a, b) => a.path.localeCompare(b.path) || a.modes.join().localeCompare(b.modes.join()));
}

/* ------------------------------------------------------------------------------------------------
 * Exports and hooks
 * --------------------------------------------------------------------------------------------- */

/** Exported names added and removed. Entries: { name, kind, classId? }. */
export function diffExports(before, after) {
  const oldNames = new Set(before.map((entry) => entry.name));
  const newNames = new Set(after.map((entry) => entry.name));
  const byName = (a, b) => a.name.localeCompare(b.name);
  return {
    added: after.filter((entry) => !oldNames.has(entry.name)).sort(byName),
    removed: before.filter((entry) => !newNames.has(entry.name)).sort(byName),
  };
}

/** Hooks added and removed, per class: { Compiler: ["done", ...], ... } on both sides. */
export function diffHooks(before, after) {
  const result = {};
  for (const owner of [...new Set([...Object.keys(before), ...Object.keys(after)])]) {
    const oldHooks = new Set(before[owner] ?? []);
    const newHooks = new Set(after[owner] ?? []);
    result[owner] = {
      added: [...newHooks].filter((hook) => !oldHooks.has(hook)).sort(),
      removed: [...oldHooks].filter((hook) => !newHooks.has(hook)).sort(),
    };
  }
  return result;
}

/* ------------------------------------------------------------------------------------------------
 * Pages: where each addition is documented, and whether its heading is there
 * --------------------------------------------------------------------------------------------- */

/** The page of each class's hooks, as __tests__/unit/content/referenceCoverage.test.ts checks them. */
export const HOOK_PAGES = {
  Compiler: "api/compiler-hooks.md",
  Compilation: "api/compilation-hooks.md",
  NormalModuleFactory: "api/normalmodulefactory-hooks.md",
  ContextModuleFactory: "api/contextmodulefactory-hooks.md",
  JavascriptParser: "api/javascriptparser-hooks.md",
};

/** Groups whose second-level options each need a heading: the list referenceCoverage.test.ts checks. */
const SECOND_LEVEL_GROUPS = new Set(
  JSON.parse(fs.readFileSync(fileURLToPath(new URL("../../__tests__/support/secondLevelGroups.json", import.meta.url)), "utf8")),
);

/** Where a top-level option with no page of its own yet belongs. */
const FALLBACK_PAGE = "configuration/other-options.md";

/** Whether `npm run check:content` fails while this option has no heading (the rules of referenceCoverage.test.ts). */
export function headingRequired(path) {
  const segments = path.split(".");
  if (segments.length === 1) return true;
  if (segments.length === 2 && SECOND_LEVEL_GROUPS.has(segments[0])) return true;
  if (/^module\.rules\[\]\.[^.[]+$/.test(path)) return true;
  if (/^module\.(parser|generator)\.[^.]+\.[^.[]+$/.test(path)) return true;
  if (/^optimization\.splitChunks\.[^.[]+$/.test(path)) return true;
  return /^optimization\.splitChunks\.cacheGroups\.<name>\.[^.[]+$/.test(path);
}

/** Names a heading may give an option: its path, `Rule.x` for a rule's, without `<name>`, and the same under its aliases. */
export function headingCandidates(option) {
  const variants = (path) => {
    const names = [path];
    const rule = /^module\.rules\[\]\.(.+)$/.exec(path);
    if (rule) names.push(`Rule.${rule[1]}`);
    if (path.includes(`.${NAME_SEGMENT}`)) names.push(path.split(`.${NAME_SEGMENT}`).join(""));
    return names;
  };
  return [...new Set([option.path, ...(option.aliases ?? [])].filter(Boolean).flatMap(variants))];
}

/** The heading to write for an option: its path, or `Rule.x` for a property of a rule as module.md names them. */
export const suggestedHeading = (path) => path.replace(/^module\.rules\[\]\./, "Rule.");

const kebabCase = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase();

const isIndex = (page) => /(^|\/)index\.md$/.test(page.relativePath);
const spansOf = (page) => page.headings.flatMap((heading) => heading.codeSpans);

/**
 * The configuration page of each option group: the page (not an index) with the most headings
 * that start with "group.", else the one with a heading "group". Read from the pages, so it
 * follows them when a group moves.
 */
export function groupPages(configurationPages) {
  const pages = configurationPages.filter((page) => !isIndex(page));
  const groups = new Set(pages.flatMap((page) => spansOf(page).map((span) => span.split(/[.[]/)[0])));
  const result = {};
  for (const group of groups) {
    const prefixed = pages
      .map((page) => ({ page, count: spansOf(page).filter((span) => span.startsWith(`${group}.`)).length }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count);
    const own = pages.find((page) => spansOf(page).includes(group));
    const page = prefixed[0]?.page ?? own;
    if (page) result[group] = page.relativePath;
  }
  return result;
}

/** Where each code span of a set of pages is used as a heading: span -> relative paths. */
function headingIndex(pages, spans = spansOf) {
  const index = new Map();
  for (const page of pages) for (const span of spans(page)) index.set(span, [...new Set([...(index.get(span) ?? []), page.relativePath])]);
  return index;
}

/**
 * Where an option below the levels that need a heading of their own is documented without one,
 * on the page that has a heading for one of its parent paths: as a row of a table whose first
 * cell is its name in code (the 41 XML minimizer options of optimization.md are one table), in
 * the row of its parent when that row names it (`removeElements` lists `id` and `class`), or by
 * its path below that heading in code (`cssModules.attributes` under
 * `module.parser.html.cssModules`). Needs the pages' markdown (`text`); without it, nothing counts.
 */
function documentedWithoutHeading(path, configurationPages, configuration) {
  const segments = path.replace(/\[\]/g, "").split(".");
  const leaf = segments[segments.length - 1];
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rowOf = (name) => new RegExp(`^\\|\\s*\`${escape(name)}\`\\s*\\|.*$`, "m");
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const parent = segments.slice(0, length).join(".");
    for (const relativePath of configuration.get(parent) ?? []) {
      const text = configurationPages.find((candidate) => candidate.relativePath === relativePath)?.text;
      if (!text) continue;
      for (let named = segments.length - 1; named >= length; named -= 1) {
        const row = rowOf(segments[named]).exec(text)?.[0];
        if (row && (named === segments.length - 1 || new RegExp(`\\b${escape(leaf)}\\b`).test(row)))
          return { page: relativePath, heading: `${parent}: table row \`${segments[named]}\`` };
      }
      const below = segments.slice(length - 1).join(".");
      if (text.includes(`\`${below}\``)) return { page: relativePath, heading: `${parent}: \`${below}\` in its text` };
    }
  }
  return null;
}

/**
 * Which pages must change, from a release's differences and the headings the pages have now.
 * `pages` = { configuration, api, plugins }, each a list of { relativePath, url, headings: [{
 * code, codeSpans }] } as __tests__/support/contentHeadings.ts reads them.
 *
 * Returns { missing, documented, obsolete, unplaced }: headings to write (with the page and
 * whether check:content requires it), additions already documented (and where), headings of
 * removed things that are still there, and additions without a configuration path.
 */
export function planPages({ options, hooks, exports }, pages) {
  const missing = [];
  const documented = [];
  const obsolete = [];
  const unplaced = [];
  const configuration = headingIndex(pages.configuration);
  const groups = groupPages(pages.configuration);

  const moved = options.moved ?? [];
  for (const option of [...options.added, ...moved.map((entry) => entry.after)]) {
    if (option.path === null) {
      unplaced.push({ kind: "option", name: option.key });
      continue;
    }
    const found = headingCandidates(option).find((name) => configuration.has(name));
    const group = option.path.split(/[.[]/)[0];
    const page = groups[group] ?? FALLBACK_PAGE;
    const required = headingRequired(option.path);
    const row = found || required ? null : documentedWithoutHeading(option.path, pages.configuration, configuration);
    if (found) documented.push({ kind: "option", name: option.path, page: configuration.get(found)[0], heading: found });
    else if (row) documented.push({ kind: "option", name: option.path, page: row.page, heading: row.heading });
    else missing.push({ kind: "option", name: option.path, page, heading: suggestedHeading(option.path), required });
  }
  for (const option of [...options.removed, ...moved.map((entry) => entry.before)]) {
    if (option.path === null) continue;
    const found = headingCandidates(option).find((name) => configuration.has(name));
    if (found) obsolete.push({ kind: "option", name: option.path, page: configuration.get(found)[0], heading: found });
  }

  const api = new Map(pages.api.map((page) => [page.relativePath, new Set(page.headings.map((heading) => heading.code).filter(Boolean))]));
  for (const [owner, { added = [], removed = [] }] of Object.entries(hooks ?? {})) {
    const page = HOOK_PAGES[owner];
    if (!page) continue;
    const headings = api.get(page) ?? new Set();
    for (const hook of added) {
      if (headings.has(hook)) documented.push({ kind: "hook", name: `${owner}.hooks.${hook}`, page, heading: hook });
      else missing.push({ kind: "hook", name: `${owner}.hooks.${hook}`, page, heading: hook, required: true });
    }
    for (const hook of removed) if (headings.has(hook)) obsolete.push({ kind: "hook", name: `${owner}.hooks.${hook}`, page, heading: hook });
  }

  // Plugins: a page named after the class, or a heading with its name, as referenceCoverage.test.ts accepts.
  const pluginUrls = new Map(pages.plugins.map((page) => [page.url, page.relativePath]));
  const pluginHeadings = headingIndex(pages.plugins);
  const whereDocumented = (name) => {
    const className = name.split(".").pop();
    const url = `/plugins/${kebabCase(className)}/`;
    if (pluginUrls.has(url)) return { page: pluginUrls.get(url), heading: null };
    const heading = [className, name, `webpack.${name}`].find((candidate) => pluginHeadings.has(candidate));
    return heading ? { page: pluginHeadings.get(heading)[0], heading } : null;
  };
  const isPlugin = (entry) => /Plugin$/.test(entry.name) && (entry.kind === "class" || entry.kind === "function");
  const addedPlugins = (exports?.added ?? []).filter(isPlugin);
  for (const entry of addedPlugins) {
    // Another name of a class exported before (or in this release) counts: documented once is enough.
    const aliases =
      entry.classId === undefined ? [entry.name] : (exports.after ?? []).filter((other) => other.classId === entry.classId).map((other) => other.name);
    const where = aliases.map(whereDocumented).find(Boolean);
    const className = entry.name.split(".").pop();
    if (where) documented.push({ kind: "plugin", name: entry.name, page: where.page, heading: where.heading });
    else missing.push({ kind: "plugin", name: entry.name, page: `plugins/${kebabCase(className)}.md`, heading: null, required: true });
  }
  for (const entry of (exports?.removed ?? []).filter(isPlugin)) {
    const where = whereDocumented(entry.name);
    if (where) obsolete.push({ kind: "plugin", name: entry.name, page: where.page, heading: where.heading });
  }
  return { missing, documented, obsolete, unplaced };
}

/* ------------------------------------------------------------------------------------------------
 * The report
 * --------------------------------------------------------------------------------------------- */

const MAX_VALUE_LENGTH = 160;
const clip = (text) => (text === null ? "(unset)" : text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text);
const listText = (value) => (Array.isArray(value) ? `[${value.join(", ")}]` : value);

/** One changed default: before -> after on one line, or item by item for a long list. */
export function defaultChangeLines({ path, modes, before, after }) {
  const head = `  ~ ${path}  [${modes.length === 2 ? "both modes" : modes.join(", ")}]`;
  const [oldText, newText] = [listText(before), listText(after)];
  const long = (oldText?.length ?? 0) > MAX_VALUE_LENGTH || (newText?.length ?? 0) > MAX_VALUE_LENGTH;
  if (!long || !Array.isArray(before) || !Array.isArray(after)) return [`${head}: ${clip(oldText)} -> ${clip(newText)}`];
  const removed = before.filter((item) => !after.includes(item));
  const added = after.filter((item) => !before.includes(item));
  const summary = `list of ${before.length} -> ${after.length} items`;
  if (removed.length === 0 && added.length === 0) return [`${head}: ${summary}, the same items in another order`];
  return [`${head}: ${summary}`, ...removed.map((item) => `      - ${item}`), ...added.map((item) => `      + ${item}`)];
}
const count = (list, noun) => `${list.length} ${noun}${list.length === 1 ? "" : "s"}`;

function optionLine(sign, option) {
  const name = option.path ?? option.key;
  const notes = [option.type, option.added ? `"added": "${option.added}"` : null, option.path ? option.key : null].filter(Boolean);
  return `  ${sign} ${name}  (${notes.join("; ")})`;
}

/** The options part of the report. */
function formatOptions(options, lines) {
  const reachable = (list) => list.filter((option) => option.path !== null);
  const internal = (list) => list.filter((option) => option.path === null);
  lines.push(`Added: ${reachable(options.added).length}`, ...reachable(options.added).map((option) => optionLine("+", option)), "");
  lines.push(`Removed: ${reachable(options.removed).length}`, ...reachable(options.removed).map((option) => optionLine("-", option)), "");
  if (options.moved.length > 0) {
    lines.push(`Moved to another path: ${options.moved.length}`);
    for (const { key, before, after } of options.moved) lines.push(`  > ${before.id} -> ${after.id}  (${key})`);
    lines.push("");
  }
  lines.push(`Type changed: ${options.changed.type.length}`);
  for (const { option, before, after } of options.changed.type) lines.push(`  ~ ${option.id}`, `      before: ${before}`, `      after:  ${after}`);
  lines.push("", `Schema default changed: ${options.changed.default.length}`);
  for (const { option, before, after } of options.changed.default) lines.push(`  ~ ${option.id}: ${clip(before)} -> ${clip(after)}`);
  if (options.changed.deprecated.length > 0) {
    lines.push("", `Newly deprecated: ${options.changed.deprecated.length}`, ...options.changed.deprecated.map(({ option }) => `  ~ ${option.id}`));
  }
  const internalAdded = internal(options.added);
  const internalRemoved = internal(options.removed);
  if (internalAdded.length + internalRemoved.length > 0) {
    lines.push("", "Without a configuration path (normalized forms, conditions), by definition:");
    lines.push(...internalAdded.map((option) => optionLine("+", option)), ...internalRemoved.map((option) => optionLine("-", option)));
  }
}

/**
 * The whole report as text. `data` = { from, to, options, defaults, exports, hooks, pages,
 * problems } where defaults, exports, hooks and pages are null when they could not be read
 * (then `problems` holds the one line that says why).
 */
export function formatReport({ from, to, options, defaults, exports, hooks, pages, problems = [], nodeVersion = null }) {
  const lines = [`webpack ${from} -> ${to}`, ""];
  for (const problem of problems) lines.push(`! ${problem}`);
  if (problems.length > 0) lines.push("");

  lines.push("## Configuration options (schemas/WebpackOptions.json)", "");
  if (options) formatOptions(options, lines);
  else lines.push("Not compared (see the line above).");
  lines.push("", "## Applied defaults (lib/config/defaults.js), mode development and production", "");
  // Some defaults depend on the Node.js that computes them (features webpack detects at run time).
  if (nodeVersion) lines.push(`Computed with Node.js ${nodeVersion}.`);
  if (!defaults) lines.push("Not compared (see the line above).");
  else if (defaults.length === 0) lines.push("No default changed.");
  else {
    lines.push(`${count(defaults, "change")}:`);
    for (const change of defaults) lines.push(...defaultChangeLines(change));
  }

  lines.push("", '## Exports of require("webpack")', "");
  if (!exports) lines.push("Not compared (see the line above).");
  else {
    lines.push(`Added: ${exports.added.length}`, ...exports.added.map((entry) => `  + ${entry.name}  (${entry.kind})`));
    lines.push(`Removed: ${exports.removed.length}`, ...exports.removed.map((entry) => `  - ${entry.name}  (${entry.kind})`));
  }

  lines.push("", "## Hooks", "");
  if (!hooks) lines.push("Not compared (see the line above).");
  else {
    for (const [owner, { added, removed }] of Object.entries(hooks)) {
      const changes = [...added.map((hook) => `+${hook}`), ...removed.map((hook) => `-${hook}`)];
      lines.push(`  ${owner}: ${changes.length === 0 ? "no change" : changes.join(", ")}`);
    }
  }

  lines.push("", "## Pages to change", "");
  if (!pages) lines.push("Not worked out (see the line above).");
  else {
    const byPage = new Map();
    for (const item of pages.missing) byPage.set(item.page, [...(byPage.get(item.page) ?? []), item]);
    const required = pages.missing.filter((item) => item.required).length;
    lines.push(`Missing headings: ${pages.missing.length} (${required} of them fail npm run check:content until written)`);
    for (const [page, items] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  content/${page}`);
      for (const item of items) {
        const what = item.kind === "plugin" ? `a page (or a heading \`${item.name.split(".").pop()}\`) for ${item.name}` : `\`${item.heading}\``;
        lines.push(`    - [ ] ${what}${item.required ? "" : "  (optional: check:content does not require this level)"}`);
      }
    }
    lines.push("", `Already documented: ${pages.documented.length}`);
    for (const item of pages.documented) {
      const where = !item.heading || item.heading === item.name ? "" : /: (table row|`)/.test(item.heading) ? ` (${item.heading})` : ` (\`${item.heading}\`)`;
      lines.push(`  = ${item.name}: content/${item.page}${where}`);
    }
    lines.push("", `Headings to remove or mark removed: ${pages.obsolete.length}`);
    for (const item of pages.obsolete) lines.push(`  - ${item.name}: content/${item.page}${item.heading ? ` (\`${item.heading}\`)` : ""}`);
    if (pages.unplaced.length > 0) {
      lines.push("", `Added without a configuration path (no page; usually the normalized form of an option above): ${pages.unplaced.length}`);
      for (const item of pages.unplaced) lines.push(`  ? ${item.name}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Option names read from JSON schemas (webpack's own and the loaders' and plugins' options.json),
 * for the coverage tests.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema | JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  deprecated?: boolean;
  description?: string;
}

/** Follows a local "#/definitions/Name" reference; returns the node itself otherwise. */
export function resolveRef(root: JsonSchema, node: JsonSchema): JsonSchema {
  let current = node;
  const seen = new Set<string>();
  while (current.$ref && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const match = /^#\/definitions\/(.+)$/.exec(current.$ref);
    if (!match || !root.definitions?.[match[1]]) throw new Error(`Cannot resolve ${current.$ref}`);
    current = root.definitions[match[1]];
  }
  return current;
}

/** The definition name a node refers to ("Output" for { $ref: "#/definitions/Output" }). */
export function refName(node: JsonSchema): string | null {
  return /^#\/definitions\/(.+)$/.exec(node.$ref ?? "")?.[1] ?? null;
}

/**
 * The properties an option accepts when it is given as an object: those of the node itself and
 * of every object variant of anyOf / oneOf / allOf (`cache: false | MemoryCacheOptions |
 * FileCacheOptions` has the properties of both option objects).
 */
export function objectProperties(root: JsonSchema, node: JsonSchema, seen = new Set<JsonSchema>()): Map<string, JsonSchema> {
  const resolved = resolveRef(root, node);
  const result = new Map<string, JsonSchema>();
  if (seen.has(resolved)) return result;
  seen.add(resolved);
  for (const [name, property] of Object.entries(resolved.properties ?? {})) result.set(name, property);
  for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) {
    for (const [name, property] of objectProperties(root, variant, seen)) if (!result.has(name)) result.set(name, property);
  }
  return result;
}

/** Whether a dotted path ("modules.auto") names a property of the schema's option object. */
export function hasPropertyPath(root: JsonSchema, dottedPath: string): boolean {
  let properties = objectProperties(root, root);
  const segments = dottedPath.split(".");
  for (const [index, segment] of segments.entries()) {
    const property = properties.get(segment);
    if (!property) return false;
    if (index < segments.length - 1) properties = objectProperties(root, property);
  }
  return true;
}

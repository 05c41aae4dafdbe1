/**
 * Checks a read configuration against the installed webpack's schema, with the standalone
 * validator the build generates (src/node/configExplainer/validatorSource.ts), and reports the
 * errors webpack would report: the outermost error of each failing part, at the same paths.
 */
import type { ConfigNode, ReadConfig } from "./readConfig";
import { escapePointerSegment, pointerSegments, toPath } from "./configPaths";

/** An ajv error object, as the generated validator leaves them (no messages, no schema paths). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  children?: SchemaError[];
}

export type OptionsValidator = ((value: unknown) => boolean) & { errors?: SchemaError[] | null };

export interface ConfigProblem {
  /** The JSON pointer ajv reports ("/output/publicPath"); with `[1]` in front for the second of several configurations, as webpack writes it. */
  instancePath: string;
  /** "output.publicPath", or "[1].output.publicPath". */
  path: string;
  keyword: string;
  params: Record<string, unknown>;
  /** Errors of the alternatives an `anyOf` tried, nested as webpack nests them. */
  children: SchemaError[];
}

export interface ValidationResult {
  problems: ConfigProblem[];
  /** Paths ("output.path") whose values are computed when webpack runs: not checked here. */
  unchecked: string[];
}

/**
 * Stands in for a function the configuration defines: validation only asks whether the value is
 * a function. It is never called, and the reader's own code is never run.
 */
function functionStandIn(): void {}

/** A value of the right kind for a computed part, so that its parent can still be checked. */
function standIn(node: Extract<ConfigNode, { kind: "computed" }>): unknown {
  if (node.hint === "string") return "/computed/when/webpack/runs";
  if (node.hint === "instance") return { apply: functionStandIn };
  return undefined;
}

interface Converted {
  value: unknown;
  /** JSON pointers of the computed parts, and of objects with spread-in properties. */
  computed: string[];
  spread: string[];
}

/** The configuration as the plain value webpack would receive, with stand-ins for what is computed. */
export function toValue(node: ConfigNode, pointer = "", found: Converted = { value: undefined, computed: [], spread: [] }): Converted {
  const convert = (inner: ConfigNode, innerPointer: string): unknown => {
    switch (inner.kind) {
      case "value":
        return inner.value instanceof RegExp ? new RegExp(inner.value.source, inner.value.flags) : inner.value;
      case "function":
        return functionStandIn;
      case "computed":
        found.computed.push(innerPointer);
        return standIn(inner);
      case "array":
        return inner.items.map((item, index) => convert(item, `${innerPointer}/${index}`));
      case "object": {
        if (inner.spreads.length > 0) found.spread.push(innerPointer);
        const object: Record<string, unknown> = {};
        for (const entry of inner.entries) object[entry.key] = convert(entry.value, `${innerPointer}/${escapePointerSegment(entry.key)}`);
        return object;
      }
    }
  };
  found.value = convert(node, pointer);
  return found;
}

function isAtOrBelow(path: string, ancestor: string): boolean {
  return path === ancestor || (path.startsWith(ancestor) && path.charAt(ancestor.length) === "/");
}

/**
 * Nests each error under a later error whose path contains it, as schema-utils does before
 * webpack prints them: what is left at the top level is one error per failing part.
 */
export function outermostErrors(errors: readonly SchemaError[]): SchemaError[] {
  let kept: SchemaError[] = [];
  for (const original of errors) {
    const error: SchemaError = { ...original };
    const children: SchemaError[] = [];
    kept = kept.filter((earlier) => {
      if (!isAtOrBelow(earlier.instancePath, error.instancePath)) return true;
      children.push(...(earlier.children ?? []), { ...earlier, children: undefined });
      return false;
    });
    if (children.length > 0) error.children = children;
    kept.push(error);
  }
  return kept;
}

/**
 * Whether an error may come from a part this page cannot see: it sits at or below a computed
 * value, is an alternative (`anyOf`) one of whose branches failed there, or names as missing a
 * property that a spread may bring in.
 */
function touchesComputed(error: SchemaError, converted: Converted): boolean {
  const below = (path: string) => converted.computed.some((computed) => isAtOrBelow(path, computed));
  if (below(error.instancePath)) return true;
  if ((error.keyword === "anyOf" || error.keyword === "oneOf" || error.keyword === "not") && (error.children ?? []).some((child) => below(child.instancePath)))
    return true;
  if (error.keyword === "required" && converted.spread.includes(error.instancePath)) return true;
  return false;
}

export function validateRead(read: ReadConfig, validate: OptionsValidator): ValidationResult {
  const problems: ConfigProblem[] = [];
  const unchecked: string[] = [];
  read.configs.forEach((config, index) => {
    const prefix = read.isArray ? `[${index}]` : "";
    const converted = toValue(config);
    unchecked.push(...converted.computed.map((pointer) => toPath(pointerSegments(pointer), prefix)));
    if (validate(converted.value)) return;
    for (const error of outermostErrors(validate.errors ?? [])) {
      if (touchesComputed(error, converted)) continue;
      problems.push({
        instancePath: `${prefix}${error.instancePath}`,
        path: toPath(pointerSegments(error.instancePath), prefix),
        keyword: error.keyword,
        params: error.params,
        children: error.children ?? [],
      });
    }
  });
  return { problems, unchecked };
}

/**
 * Words for a schema error: what is wrong at which path, what webpack expects there (the
 * option's type, as the options table gives it), the heading that documents it, and where it
 * is in the pasted text.
 */
import type { ConfigNode, Span } from "./readConfig";
import type { ConfigProblem, SchemaError } from "./validateConfig";
import type { ExplainerOption, OptionIndex } from "./explainOptions";
import { toPath, unescapePointerSegment, type PathSegment } from "./configPaths";

export interface DescribedProblem {
  /** "output.publicPath", or "the configuration" for the top level. */
  path: string;
  message: string;
  /** "string | function", when the option is known. */
  expected: string | null;
  link: string | null;
  span: Span | null;
}

/** Where an unknown top-level key sends the reader: the list of every option. */
const ALL_OPTIONS_URL = "/configuration/options/";

function list(values: unknown): string {
  return Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join(", ") : String(values);
}

/** The node at an ajv instance path ("/module/rules/0"), and the path's segments. */
export function nodeAtPointer(config: ConfigNode, pointer: string): { node: ConfigNode | null; segments: PathSegment[] } {
  const segments: PathSegment[] = [];
  let node: ConfigNode | null = config;
  for (const raw of pointer.split("/").slice(1)) {
    const key = unescapePointerSegment(raw);
    if (node?.kind === "array" && /^\d+$/.test(key)) {
      segments.push(Number(key));
      node = node.items[Number(key)] ?? null;
    } else {
      segments.push(key);
      node = node?.kind === "object" ? (node.entries.find((entry) => entry.key === key)?.value ?? null) : null;
    }
  }
  return { node, segments };
}

function keySpan(config: ConfigNode, pointer: string, key: string): Span | null {
  const { node } = nodeAtPointer(config, pointer);
  return node?.kind === "object" ? (node.entries.find((entry) => entry.key === key)?.keySpan ?? null) : null;
}

/** The option that documents a path, or the nearest option above it. */
function nearestOption(index: OptionIndex, segments: readonly PathSegment[]): ExplainerOption | null {
  for (let length = segments.length; length > 0; length -= 1) {
    if (typeof segments[length - 1] === "number") continue;
    const option = index.find(segments.slice(0, length));
    if (option) return option;
  }
  return null;
}

// Keywords that only say the value took another form; the others say what is wrong with the form it took.
const FORM_KEYWORDS = new Set(["type", "instanceof", "enum"]);

/** "string | RegExp | false": the forms the failed alternatives asked for. */
function formsAsked(errors: readonly SchemaError[]): string {
  const forms = errors.flatMap((error) => {
    if (error.keyword === "type") return [String(error.params.type)];
    if (error.keyword === "instanceof") return [];
    if (error.keyword === "enum") return (Array.isArray(error.params.allowedValues) ? error.params.allowedValues : []).map((value) => JSON.stringify(value));
    return [];
  });
  return [...new Set(forms)].join(" | ");
}

/**
 * What failed deepest inside an `anyOf`: of the forms a value may take, the one that got furthest
 * into it is almost always the one meant (a rule whose `test` is not an absolute path), as in the
 * details webpack prints under such an error.
 */
function deepestDetail(problem: ConfigProblem, config: ConfigNode, index: OptionIndex, prefix: string): DescribedProblem | null {
  const depth = (error: { instancePath: string }) => error.instancePath.split("/").length;
  const candidates = problem.children.filter((child) => child.keyword !== "anyOf" && child.keyword !== "oneOf");
  if (candidates.length === 0) return null;
  const deepestDepth = Math.max(...candidates.map(depth));
  const atDeepest = candidates.filter((child) => depth(child) === deepestDepth);
  const specific = atDeepest.find((child) => !FORM_KEYWORDS.has(child.keyword));
  if (specific) return describeProblem({ ...specific, path: "", children: [] }, config, index, prefix);
  const own = problem.instancePath.replace(/^\[\d+\]/, "");
  // Only forms at the option's own level: the option's type already says which it takes.
  if (atDeepest[0].instancePath === own) return null;
  const described = describeProblem({ ...atDeepest[0], path: "", children: [] }, config, index, prefix);
  const forms = formsAsked(atDeepest);
  return forms ? { ...described, message: `should be ${forms}.` } : described;
}

/** Options named like an unknown key: `rules` is `module.rules`, `filename` is `output.filename`. */
function optionsNamed(index: OptionIndex, key: string): string[] {
  const lower = key.toLowerCase();
  return index.options
    .filter((option) => !option.path.includes("[]") && !option.path.includes("*") && option.path.toLowerCase().split(".").pop() === lower)
    .map((option) => option.path)
    .sort((a, b) => a.length - b.length)
    .slice(0, 3);
}

export function describeProblem(problem: ConfigProblem, config: ConfigNode, index: OptionIndex, prefix: string): DescribedProblem {
  const pointer = problem.instancePath.replace(/^\[\d+\]/, "");
  const { node, segments } = nodeAtPointer(config, pointer);
  const exactOption = segments.length > 0 && typeof segments[segments.length - 1] !== "number" ? index.find(segments) : null;
  const option = nearestOption(index, segments);
  const path = toPath(segments, prefix) || "the configuration";
  const value = node?.kind === "value" ? node.value : undefined;
  const base = { path, expected: exactOption?.type ?? null, link: option?.link ?? null, span: node?.span ?? null };
  const params = problem.params;
  switch (problem.keyword) {
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      const namedLikeIt = optionsNamed(index, key).filter((candidate) => candidate !== [...segments, key].join("."));
      const hint = namedLikeIt.length > 0 ? ` webpack has ${namedLikeIt.map((candidate) => `\`${candidate}\``).join(", ")}.` : "";
      return {
        ...base,
        message: `has an unknown property \`${key}\`: webpack stops with a validation error.${hint}`,
        expected: null,
        link: base.link ?? ALL_OPTIONS_URL,
        span: keySpan(config, pointer, key) ?? base.span,
      };
    }
    case "required":
      return { ...base, message: `needs the property \`${String(params.missingProperty)}\`.` };
    case "enum":
      return { ...base, message: `is ${JSON.stringify(value)}, which is not one of the values webpack accepts: ${list(params.allowedValues)}.` };
    case "type":
      return { ...base, message: `should be of type ${String(params.type)}.` };
    case "instanceof":
      return { ...base, message: "should be a function or a regular expression, which a configuration file creates when it runs." };
    case "absolutePath":
      if (typeof value === "string" && value.includes("!")) return { ...base, message: "contains `!`, which webpack keeps for loader requests." };
      if (/^(?:[A-Za-z]:[\\/]|\\\\|\/)/.test(String(value))) return { ...base, message: "should be a relative path, not an absolute one." };
      return {
        ...base,
        message: `should be an absolute path${segments[segments.length - 1] === "path" ? ", for example `path.resolve(__dirname, 'dist')`" : ""}.`,
      };
    case "pattern":
      return { ...base, message: `is ${JSON.stringify(value)}, which does not match the pattern webpack expects: \`${String(params.pattern)}\`.` };
    case "minLength":
      return { ...base, message: "should not be an empty string." };
    case "minItems":
      return { ...base, message: "should not be an empty array." };
    case "minimum":
    case "exclusiveMinimum":
      return { ...base, message: `should be at least ${String(params.limit)}${problem.keyword === "exclusiveMinimum" ? " (exclusive)" : ""}.` };
    case "uniqueItems":
      return { ...base, message: "should not list the same value twice." };
    case "anyOf":
    case "oneOf": {
      const lead = exactOption ? "does not match any form this option takes." : "does not match any form webpack accepts here.";
      const detail = deepestDetail(problem, config, index, prefix);
      if (!detail) return { ...base, message: lead };
      const where = detail.path === path ? "It" : `At \`${detail.path}\`, it`;
      return { ...base, message: `${lead} ${where} ${detail.message}`, expected: detail.expected ?? base.expected, span: detail.span ?? base.span };
    }
    default:
      return { ...base, message: `is not valid here (${problem.keyword}).` };
  }
}

/**
 * Turns a read configuration into one row per option it sets: the option's type, the default it
 * replaces in the chosen mode, the release that added it, a one-line summary and the heading
 * that documents it. Options are matched by path against the list the build made from the
 * installed webpack's schema (src/node/configExplainer/explainerContext.ts).
 */
import type { ConfigNode, Span } from "./readConfig";
import { toPath, toPattern, type PathSegment } from "./configPaths";

export interface ExplainerOption {
  /** "output.publicPath", "module.rules[].use", "optimization.splitChunks.cacheGroups.*.test" */
  path: string;
  type: string;
  defaults: { production: string | null; development: string | null };
  added: string | null;
  deprecated: boolean;
  link: string | null;
  summary: string | null;
}

export type ExplainMode = "production" | "development";

export interface ExplainedOption {
  /** Where the configuration sets it: "module.rules[0].use"; with "[1]." in front for the second of several configurations. */
  path: string;
  option: ExplainerOption;
  /** The value as written, shortened. */
  value: string;
  /** Worked out when webpack runs (a call, a variable, a function): shown, not checked. */
  isComputed: boolean;
  span: Span;
}

const MAX_VALUE_LENGTH = 80;

/** Looks options up by path: exact, then with nested rules folded into `module.rules[]`, then with a map's keys as `*`. */
export class OptionIndex {
  private readonly byPath: Map<string, ExplainerOption>;

  constructor(readonly options: readonly ExplainerOption[]) {
    this.byPath = new Map(options.map((option) => [option.path, option]));
  }

  find(segments: readonly PathSegment[]): ExplainerOption | null {
    const pattern = toPattern(segments);
    // `oneOf` and nested `rules` hold rules of the same shape as module.rules.
    const folded = pattern.replace(/^module\.rules\[\]((\.oneOf|\.rules)\[\])+/, "module.rules[]");
    const exact = this.byPath.get(pattern) ?? this.byPath.get(folded);
    if (exact) return exact;
    const parts = folded.split(".");
    for (let index = parts.length - 2; index > 0; index -= 1) {
      const withWildcard = [...parts.slice(0, index), "*", ...parts.slice(index + 1)].join(".");
      const found = this.byPath.get(withWildcard);
      if (found) return found;
    }
    return null;
  }
}

function shorten(source: string): string {
  const oneLine = source.replace(/\s+/g, " ").trim();
  return oneLine.length > MAX_VALUE_LENGTH ? `${oneLine.slice(0, MAX_VALUE_LENGTH - 1)}…` : oneLine;
}

/** Every option one configuration sets, in the order it sets them. */
export function explainConfig(config: ConfigNode, index: OptionIndex, prefix = ""): ExplainedOption[] {
  const rows: ExplainedOption[] = [];
  const visit = (node: ConfigNode, segments: PathSegment[]) => {
    if (node.kind === "object") {
      for (const entry of node.entries) {
        const entrySegments = [...segments, entry.key];
        const option = index.find(entrySegments);
        if (option) {
          rows.push({
            path: toPath(entrySegments, prefix),
            option,
            value: shorten(entry.value.source),
            isComputed: entry.value.kind === "computed" || entry.value.kind === "function",
            span: entry.keySpan,
          });
        }
        // Below an option the schema leaves open (a loader's `options`, `devServer`) nothing is webpack's to explain.
        if (option || segments.length > 0) visit(entry.value, entrySegments);
      }
    } else if (node.kind === "array") {
      node.items.forEach((item, itemIndex) => visit(item, [...segments, itemIndex]));
    }
  };
  visit(config, []);
  return rows;
}

/**
 * The options a configuration leaves at their defaults: top-level ones, and those of the objects
 * it sets. Takes the rows explainConfig made for it, rather than reading the configuration again.
 */
export function optionsLeftAtDefaults(rows: readonly ExplainedOption[], index: OptionIndex): ExplainerOption[] {
  const set = new Set(rows.map((row) => row.option.path));
  const setObjects = new Set(rows.filter((row) => /\bobject\b/.test(row.option.type)).map((row) => row.option.path));
  return index.options.filter((option) => {
    if (set.has(option.path) || option.path.includes("[]") || option.path.includes("*") || option.deprecated) return false;
    const parent = option.path.split(".").slice(0, -1).join(".");
    return parent === "" || setObjects.has(parent);
  });
}

/** The mode a configuration sets, when it sets a literal one webpack has defaults for. */
export function configMode(config: ConfigNode): ExplainMode | "none" | null {
  if (config.kind !== "object") return null;
  const mode = config.entries.find((entry) => entry.key === "mode")?.value;
  if (mode?.kind !== "value") return null;
  return mode.value === "production" || mode.value === "development" || mode.value === "none" ? mode.value : null;
}

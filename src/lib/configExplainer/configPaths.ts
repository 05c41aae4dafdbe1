/**
 * The three ways the explainer names a place in a configuration: the path a reader reads
 * ("module.rules[0].use"), the pattern the options list uses ("module.rules[].use"), and the
 * JSON pointer ajv reports ("/module/rules/0/use").
 */
export type PathSegment = string | number;

/** ["module", "rules", 0, "use"] → "module.rules[0].use"; the second of several configurations gets "[1]." in front. */
export function toPath(segments: readonly PathSegment[], prefix = ""): string {
  const path = segments.reduce<string>((text, segment) => (typeof segment === "number" ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment), "");
  return `${prefix}${prefix && path ? "." : ""}${path}`;
}

/** ["module", "rules", 0, "use"] → "module.rules[].use" */
export function toPattern(segments: readonly PathSegment[]): string {
  return segments.reduce<string>((pattern, segment) => (typeof segment === "number" ? `${pattern}[]` : pattern ? `${pattern}.${segment}` : segment), "");
}

export function escapePointerSegment(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** "/module/rules/0/use" → ["module", "rules", 0, "use"]: digits are read as list positions. */
export function pointerSegments(pointer: string): PathSegment[] {
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : unescapePointerSegment(segment)));
}

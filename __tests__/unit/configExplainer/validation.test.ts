/**
 * @jest-environment node
 *
 * The explainer must give webpack's own verdict: every complete webpack.config.js example in the
 * content, and each with a mutation (an unknown key, a bad enum value, a wrong type), goes through
 * both the explainer (read without running it, checked by the generated validator) and
 * `webpack.validate` (the file run by Node). Verdicts and failing paths must be identical.
 */
import { readConfig, type ConfigNode } from "../../../src/lib/configExplainer/readConfig";
import { validateRead } from "../../../src/lib/configExplainer/validateConfig";
import { completeConfigExamples, loadConfig } from "../../support/configExamples";
import { loadOptionsValidator } from "../../support/optionsValidator";

const validator = loadOptionsValidator();

type ObjectNode = Extract<ConfigNode, { kind: "object" }>;

interface Mutation {
  name: string;
  /** Whether webpack must reject the result: an unknown key in an object that takes any keys (`devServer`) is fine. */
  alwaysInvalid: boolean;
  apply(code: string, config: ObjectNode): string | null;
}

function setTopLevel(key: string, valueSource: string): Mutation["apply"] {
  return (code, config) => {
    const existing = config.entries.find((entry) => entry.key === key);
    // `{ mode }` is shorthand for `{ mode: mode }`: its key and value are the same text.
    if (existing && existing.value.span.start === existing.keySpan.start)
      return code.slice(0, existing.keySpan.start) + `${key}: ${valueSource}` + code.slice(existing.value.span.end);
    if (existing) return code.slice(0, existing.value.span.start) + valueSource + code.slice(existing.value.span.end);
    // Inserted last, so that a spread (`...common`) cannot override it.
    const lastEnd = Math.max(...config.entries.map((entry) => entry.value.span.end), ...config.spreads.map((spread) => spread.end));
    if (lastEnd < 0) return code.slice(0, config.span.start + 1) + ` ${key}: ${valueSource}` + code.slice(config.span.start + 1);
    return code.slice(0, lastEnd) + `, ${key}: ${valueSource}` + code.slice(lastEnd);
  };
}

function firstStaticString(node: ConfigNode): Extract<ConfigNode, { kind: "value" }> | null {
  if (node.kind === "value") return typeof node.value === "string" ? node : null;
  if (node.kind === "object") {
    for (const entry of node.entries) {
      const found = firstStaticString(entry.value);
      if (found) return found;
    }
  }
  if (node.kind === "array") {
    for (const item of node.items) {
      const found = firstStaticString(item);
      if (found && found.source !== "") return found;
    }
  }
  return null;
}

const MUTATIONS: Mutation[] = [
  {
    name: "an unknown top-level key",
    alwaysInvalid: true,
    apply: (code, config) => code.slice(0, config.span.start + 1) + " notAnOption: true," + code.slice(config.span.start + 1),
  },
  { name: "a bad enum value for mode", alwaysInvalid: true, apply: setTopLevel("mode", '"prod"') },
  { name: "a string where bail takes a boolean", alwaysInvalid: true, apply: setTopLevel("bail", '"yes"') },
  {
    name: "an unknown key in the first nested object",
    alwaysInvalid: false,
    apply: (code, config) => {
      const nested = config.entries.find((entry) => entry.value.kind === "object")?.value;
      return nested ? code.slice(0, nested.span.start + 1) + " notAnOption: true," + code.slice(nested.span.start + 1) : null;
    },
  },
  {
    name: "a number where the first string was",
    alwaysInvalid: false,
    apply: (code, config) => {
      const leaf = firstStaticString(config);
      return leaf ? code.slice(0, leaf.span.start) + "12345" + code.slice(leaf.span.end) : null;
    },
  },
];

interface Verdict {
  valid: boolean;
  /** "/output/publicPath anyOf": the path and keyword of each error webpack prints. */
  failures: string[];
}

function explainerVerdict(code: string): Verdict {
  const { problems } = validateRead(readConfig(code), validator);
  return { valid: problems.length === 0, failures: problems.map((problem) => `${problem.instancePath} ${problem.keyword}`).sort() };
}

function webpackVerdict(code: string, where: string): Verdict {
  const { config, validate } = loadConfig(code, where);
  try {
    validate(config as Parameters<typeof validate>[0]);
    return { valid: true, failures: [] };
  } catch (error) {
    const { errors } = error as { errors?: { instancePath: string; keyword: string }[] };
    if (!errors) throw error;
    return { valid: false, failures: errors.map((schemaError) => `${schemaError.instancePath} ${schemaError.keyword}`).sort() };
  }
}

const examples = completeConfigExamples();
const cases = examples.flatMap(({ where, code }) => {
  const read = readConfig(code);
  const config = read.configs[0];
  const mutated = MUTATIONS.flatMap((mutation) => {
    const changed = config.kind === "object" ? mutation.apply(code, config) : null;
    return changed ? [{ where, label: mutation.name, code: changed, alwaysInvalid: mutation.alwaysInvalid }] : [];
  });
  return [{ where, label: "as written", code, alwaysInvalid: false }, ...mutated];
});

describe("the explainer's validation against webpack.validate", () => {
  it("reads every complete example, and mutates each", () => {
    expect(examples.length).toBeGreaterThan(50);
    expect(cases.length).toBeGreaterThan(examples.length * 4);
    const invalid = cases.filter((testCase) => testCase.label !== "as written").length;
    console.log(`${examples.length} examples as written and ${invalid} mutations, checked against webpack.validate.`);
  });

  it.each(cases.map((testCase) => [`${testCase.where} (${testCase.label})`, testCase]))(
    "%s: same verdict, failing paths and keywords",
    (_name, { where, code, alwaysInvalid }) => {
      const expected = webpackVerdict(code, where);
      if (alwaysInvalid) expect(expected.valid).toBe(false);
      expect(explainerVerdict(code)).toEqual(expected);
    },
  );
});

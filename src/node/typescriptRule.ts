/**
 * Gatsby's built-in gatsby-plugin-typescript adds a webpack rule that runs Babel on every `.ts`
 * and `.tsx` file. Gatsby's own JavaScript rule matches those files too when they are the site's
 * (not in node_modules), and both rules use the same Babel configuration (the plugin adds the
 * TypeScript preset to it). So each of our TypeScript files was compiled twice in each bundle, the
 * second time on the first pass's output. Babel was about 5 s of a cold build's bundles and
 * renderer, and the second pass about 1.3 s of it. The output is the same code; only webpack's
 * module ids change, because a module's loaders are part of its identity.
 */

type FileCondition = (file: string) => boolean;

/** The parts of a webpack rule our adjustments read (here, in swcRule.ts and in productionCss.ts). */
export interface RuleLike {
  test?: unknown;
  include?: unknown;
  exclude?: unknown;
  use?: unknown;
  oneOf?: RuleLike[];
  rules?: RuleLike[];
}

const matches = (test: unknown, file: string): boolean => test instanceof RegExp && test.test(file);

/** A rule whose loaders come from a function, as Gatsby's Babel rules do. */
const isBabelRule = (rule: RuleLike): boolean => typeof rule.use === "function";

/** gatsby-plugin-typescript's rule: `.ts` and `.tsx` only, with no conditions of its own. */
const isTypeScriptRule = (rule: RuleLike): boolean =>
  isBabelRule(rule) && matches(rule.test, "a.ts") && matches(rule.test, "a.tsx") && !matches(rule.test, "a.js") && !rule.include && !rule.exclude;

/** Gatsby's JavaScript rule: JavaScript and TypeScript, for the files its `include` accepts. */
export const isJavaScriptRule = (rule: RuleLike): boolean =>
  isBabelRule(rule) && ["a.js", "a.ts", "a.tsx"].every((file) => matches(rule.test, file)) && typeof rule.include === "function" && !rule.exclude;

/**
 * The rules with gatsby-plugin-typescript's left to the TypeScript files Gatsby's JavaScript rule
 * does not take (those in node_modules). When either rule is not found in the shape described
 * above (a later Gatsby), the rules are returned as they are: compiling twice is slow, but
 * leaving TypeScript uncompiled would break the build.
 */
export function withoutDuplicateTypeScriptRule<Rule extends RuleLike>(rules: readonly Rule[]): Rule[] {
  const javaScriptRule = rules.find(isJavaScriptRule);
  const typeScriptRules = rules.filter(isTypeScriptRule);
  if (!javaScriptRule || typeScriptRules.length !== 1) return [...rules];
  const takenByJavaScriptRule = javaScriptRule.include as FileCondition;
  return rules.map((rule) => (rule === typeScriptRules[0] ? { ...rule, exclude: takenByJavaScriptRule } : rule));
}

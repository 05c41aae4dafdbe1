/**
 * The queries of __tests__/e2e/searchOptions.test.ts, generated rather than chosen: every option
 * path of the installed webpack's schema (and webpack-dev-server's, for `devServer.*`) that has a
 * heading on the configuration pages, and the values of `devtool`, `target` and `stats` that
 * readers type alone. Each query comes with the url of the heading or page that must answer it.
 */
import fs from "node:fs";
import path from "node:path";
import { contentPages, CONTENT_ROOT, ROOT, type ContentPage } from "./contentHeadings";
import { objectProperties, resolveRef, type JsonSchema } from "./schemaProperties";
import { listOptions, type WebpackOptionsSchema } from "../../src/node/configurationOptions";

export type OptionQueryKind = "full path" | "leaf" | "devtool value" | "target value" | "stats preset";

export interface OptionQuery {
  kind: OptionQueryKind;
  query: string;
  /**
   * For an option: the urls of its headings ("/configuration/output/#outputpublicpath"), or of its
   * own page's opening. For a value: its reference page, any heading of which counts.
   */
  answers: string[];
}

/** Whether a hit's url answers the query: one of the option's own urls, or any part of a value's page. */
export function answersQuery({ kind, answers }: OptionQuery, url: string): boolean {
  return answers.some((answer) => url === answer || (kind !== "full path" && kind !== "leaf" ? url.startsWith(`${answer}#`) : false));
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;
const packageFile = (name: string): string => path.dirname(require.resolve(`${name}/package.json`, { paths: [ROOT] }));

export const webpackSchema = (): WebpackOptionsSchema => readJson(path.join(packageFile("webpack"), "schemas/WebpackOptions.json"));
const devServerSchema = (): WebpackOptionsSchema => readJson(path.join(packageFile("webpack-dev-server"), "lib/options.json"));

/** The pages that document options, without the generated table of every option (which names them all). */
const OPTIONS_TABLE_URL = "/configuration/options/";
/** The heading levels gatsby-remark-autolink-headers gives ids (gatsby-config.ts). */
const ANCHORED_DEPTHS = new Set([2, 3, 4]);

/** The slugger gatsby-remark-autolink-headers uses, from where it resolves it, so ids are the build's. */
function createSlugger(): { slug(text: string): string; reset(): void } {
  const autolinkDirectory = path.dirname(require.resolve("gatsby-remark-autolink-headers/package.json", { paths: [ROOT] }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const GithubSlugger = require(require.resolve("github-slugger", { paths: [autolinkDirectory] })) as new () => { slug(text: string): string; reset(): void };
  return new GithubSlugger();
}

/** Whether a heading is nothing but names: "`output.publicPath`", "`a`, `b` and `c`"; not "`SourceMapDevToolPlugin` instead of `devtool`". */
const onlyNames = (text: string, codeSpans: readonly string[]): boolean =>
  codeSpans.length > 0 && /^(?:[\s,/]|\band\b|\bor\b)*$/.test(codeSpans.reduce((rest, code) => rest.replace(code, " "), text));

/**
 * The urls of the headings that name each thing ("output.publicPath" ->
 * ["/configuration/output/#outputpublicpath"]), with the ids the build gives them.
 */
export function headingUrlsByName(pages: readonly ContentPage[]): Map<string, string[]> {
  const slugger = createSlugger();
  const urls = new Map<string, string[]>();
  for (const page of pages) {
    // Ids are unique per page: the build numbers repeated headings ("-1") page by page.
    slugger.reset();
    for (const heading of page.headings) {
      if (!ANCHORED_DEPTHS.has(heading.depth)) continue;
      const url = `${page.url}#${slugger.slug(heading.text)}`;
      if (onlyNames(heading.text, heading.codeSpans)) for (const name of heading.codeSpans) urls.set(name, [...(urls.get(name) ?? []), url]);
    }
  }
  return urls;
}

/**
 * Names for the options under a map whose keys the user chooses (`entry`, `cacheGroups`): the pages
 * write them `entry.<name>.import` or `optimization.splitChunks.cacheGroups.test`.
 */
function mapValueOptionNames(schema: JsonSchema, optionPath: string, node: JsonSchema): string[] {
  const names: string[] = [];
  const visit = (current: JsonSchema, seen: Set<JsonSchema>): void => {
    const resolved = resolveRef(schema, current) as JsonSchema & { additionalProperties?: boolean | JsonSchema };
    if (seen.has(resolved)) return;
    seen.add(resolved);
    if (resolved.additionalProperties && typeof resolved.additionalProperties === "object") {
      for (const property of objectProperties(schema, resolved.additionalProperties).keys())
        names.push(`${optionPath}.<name>.${property}`, `${optionPath}.${property}`);
    }
    for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) visit(variant, seen);
  };
  visit(node, new Set());
  return names;
}

/** Every name an option of the schema may have a heading under, prefixed for a nested schema ("devServer."). */
function schemaOptionNames(schema: WebpackOptionsSchema, prefix = ""): string[] {
  const names: string[] = [];
  for (const option of listOptions(schema)) {
    const rule = /^module\.rules\[\]\.(.+)$/.exec(option.path);
    names.push(`${prefix}${option.path}`, ...(rule ? [`Rule.${rule[1]}`] : []));
    names.push(...mapValueOptionNames(schema as JsonSchema, `${prefix}${option.path}`, option.node as JsonSchema));
  }
  return names;
}

const kebabCase = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/**
 * The option paths that have a heading on the configuration pages, each with the urls that
 * document it: every heading named after it, and for a top-level option with a page of its own
 * (`devtool`, `devServer`), that page's opening.
 */
export function optionHeadings(pages: readonly ContentPage[] = contentPages("configuration")): Map<string, string[]> {
  const optionPages = pages.filter((page) => page.url !== OPTIONS_TABLE_URL);
  const headings = headingUrlsByName(optionPages);
  const pageUrls = new Set(optionPages.map((page) => page.url));
  const names = [...new Set([...schemaOptionNames(webpackSchema()), ...schemaOptionNames(devServerSchema(), "devServer.")])];
  return new Map(
    names
      .filter((name) => headings.has(name))
      .map((name) => {
        const ownPage = `/configuration/${kebabCase(name)}/`;
        return [name, [...headings.get(name)!, ...(!name.includes(".") && pageUrls.has(ownPage) ? [ownPage] : [])]];
      }),
  );
}

/** The last segment of an option path: "publicPath" for output.publicPath, "test" for Rule.test. */
export const leafName = (optionPath: string): string => optionPath.split(".").pop()!;

/**
 * Every string a regular expression made of literals, groups, alternatives and optional groups
 * matches: the Devtool pattern `^(inline-|hidden-|eval-)?(nosources-)?(cheap-(module-)?)?source-map...$`
 * spelled out. Anything else (repetition, classes, escapes) throws: such a pattern has no list.
 */
export function expandPattern(pattern: string): string[] {
  const source = pattern.replace(/^\^/, "").replace(/\$$/, "");
  let position = 0;
  const alternatives = (): string[] => {
    const results: string[] = [];
    for (;;) {
      results.push(...sequence());
      if (source[position] !== "|") return results;
      position += 1;
    }
  };
  const sequence = (): string[] => {
    let results = [""];
    while (position < source.length && source[position] !== "|" && source[position] !== ")") {
      let part: string[];
      if (source[position] === "(") {
        position += 1;
        if (source.startsWith("?:", position)) position += 2;
        part = alternatives();
        if (source[position] !== ")") throw new Error(`Unclosed group in ${pattern}`);
        position += 1;
      } else if (/[\\[\]{}*+.^$?]/.test(source[position])) {
        throw new Error(`Cannot list the strings of ${pattern}: "${source[position]}" at ${position}`);
      } else {
        part = [source[position]];
        position += 1;
      }
      if (source[position] === "?") {
        position += 1;
        part = ["", ...part];
      }
      results = results.flatMap((prefix) => part.map((suffix) => prefix + suffix));
    }
    return results;
  };
  const results = alternatives();
  if (position !== source.length) throw new Error(`Unexpected "${source[position]}" in ${pattern}`);
  return [...new Set(results)];
}

/** The string values of a schema definition: its enum's strings and every string its pattern spells. */
function stringValues(schema: JsonSchema, definition: string): string[] {
  const values: string[] = [];
  const visit = (node: JsonSchema): void => {
    const resolved = resolveRef(schema, node) as JsonSchema & { enum?: unknown[]; pattern?: string };
    values.push(...(resolved.enum ?? []).filter((value): value is string => typeof value === "string"));
    if (resolved.pattern) values.push(...expandPattern(resolved.pattern));
    for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) visit(variant);
  };
  visit({ $ref: `#/definitions/${definition}` });
  return [...new Set(values)];
}

/** The strings a page quotes as code ("`'eval-source-map'`" gives eval-source-map). */
export const quotedValues = (markdown: string): Set<string> => new Set([...markdown.matchAll(/`'([^'`]+)'`/g)].map((match) => match[1]));

/**
 * The target values the target page documents: each `target: '...'` heading's value. A heading
 * with a placeholder (`target: 'esX'`) stands for the values its own section quotes in that
 * shape ('es5', 'es2015', ...), which are what readers type.
 */
export function documentedTargets(markdown: string): string[] {
  const sections = markdown.split(/^(?=#{2,4} )/m);
  const values: string[] = [];
  for (const section of sections) {
    const value = /^#{2,4} `target: '([^']+)'`/.exec(section)?.[1];
    if (!value) continue;
    if (!/X/.test(value)) {
      values.push(value);
      continue;
    }
    const shape = new RegExp(`^${value.replace(/X/g, "\\d+")}$`);
    values.push(...[...section.matchAll(/`'([^'`]+)'`/g)].map((match) => match[1]).filter((quoted) => shape.test(quoted)));
  }
  return [...new Set(values)];
}

/**
 * All the queries. Full paths: every option path with a heading, answered by its headings (or,
 * for a top-level option, by its own page's opening too). Leaves: the last segment alone
 * ("chunkLoadingGlobal"), where only one option path with a heading ends in it (otherwise the
 * reader has not said which they mean: "publicPath"), answered by the same urls.
 * Values, answered by their reference page (any heading on it):
 * - devtool: the strings the schema's RawDevTool definition allows (its enum and every string
 *   its pattern spells) that the devtool page lists as values ('eval-source-map'). The pattern
 *   spells 96 strings; the page lists the 24 without -debugids / -scopes endings in its table,
 *   says once that every value may take those endings, and quotes three that do. `false` is not
 *   something anyone searches for.
 * - target: the values the target page gives a heading of its own (see documentedTargets); the
 *   schema accepts any string there, so the page is the list.
 * - stats: the presets of the schema's StatsValue enum.
 */
export function optionSearchQueries(): OptionQuery[] {
  const headings = optionHeadings();
  const queries: OptionQuery[] = [...headings].map(([name, urls]) => ({ kind: "full path", query: name, answers: urls }));

  const namesByLeaf = new Map<string, string[]>();
  for (const name of headings.keys()) namesByLeaf.set(leafName(name), [...(namesByLeaf.get(leafName(name)) ?? []), name]);
  for (const [leaf, names] of namesByLeaf) {
    if (names.length === 1 && names[0] !== leaf) queries.push({ kind: "leaf", query: leaf, answers: headings.get(names[0])! });
  }

  const schema = webpackSchema() as JsonSchema;
  const devtoolPage = quotedValues(fs.readFileSync(path.join(CONTENT_ROOT, "configuration/devtool.md"), "utf8"));
  for (const value of stringValues(schema, "RawDevTool").filter((value) => devtoolPage.has(value)))
    queries.push({ kind: "devtool value", query: value, answers: ["/configuration/devtool/"] });
  for (const value of documentedTargets(fs.readFileSync(path.join(CONTENT_ROOT, "configuration/target.md"), "utf8")))
    queries.push({ kind: "target value", query: value, answers: ["/configuration/target/"] });
  for (const value of stringValues(schema, "StatsValue")) queries.push({ kind: "stats preset", query: value, answers: ["/configuration/stats/"] });
  return queries;
}

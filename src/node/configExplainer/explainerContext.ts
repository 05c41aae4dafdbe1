/**
 * What /configuration/explain/ needs from the build: every option of the installed webpack (as
 * in the options table, plus the properties of map values such as a cache group's), each with
 * the first sentence of the section that documents it, and the names webpack exports (to tell a
 * removed plugin from a present one). The page's code reads the pasted configuration against it
 * in the browser.
 */
import path from "node:path";
import type { ConfigurationOption } from "../configurationOptions";
import { buildCodeVersion } from "../compiledBuildCode";
import { BUILD_CACHE_DIRECTORY, readBuildCache, writeBuildCache } from "../buildCache";
import type { ExplainerOption } from "../../lib/configExplainer/explainOptions";

/** The page the explainer's template renders, under the markdown of content/configuration/explain.md. */
export const CONFIGURATION_EXPLAINER_URL = "/configuration/explain/";

const MAX_SUMMARY_LENGTH = 220;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The first sentence of the paragraph that opens a section, or null when the section opens with something else. */
export function sectionSummary(html: string, anchor: string): string | null {
  const heading = new RegExp(`<h([1-6])[^>]*\\sid="${anchor.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>[\\s\\S]*?</h\\1>`).exec(html);
  if (!heading) return null;
  const rest = html.slice(heading.index + heading[0].length);
  const paragraph = /^\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/.exec(rest);
  if (!paragraph) return null;
  const text = textOf(paragraph[1]);
  // A sentence ends at ". " before a capital, a backtick or a digit; abbreviations like "e.g." do not.
  const end = /[.!?](?=\s+[A-Z`0-9])/.exec(text);
  const sentence = end ? text.slice(0, end.index + 1) : text;
  return sentence.length > MAX_SUMMARY_LENGTH ? `${sentence.slice(0, MAX_SUMMARY_LENGTH - 1).trimEnd()}…` : sentence;
}

/** Each option with its summary; the summaries of one link are computed once. */
export function explainerOptions(options: readonly ConfigurationOption[], htmlByUrl: ReadonlyMap<string, string>): ExplainerOption[] {
  const summaries = new Map<string, string | null>();
  const summaryOf = (link: string | null): string | null => {
    if (!link) return null;
    if (!summaries.has(link)) {
      const [url, anchor] = link.split("#");
      const html = htmlByUrl.get(url);
      summaries.set(link, html && anchor ? sectionSummary(html, anchor) : null);
    }
    return summaries.get(link)!;
  };
  return options.map(({ path, type, defaults, added, deprecated, link }) => ({ path, type, defaults, added, deprecated, link, summary: summaryOf(link) }));
}

/**
 * The classes webpack exports, by the names a configuration writes them: "DefinePlugin",
 * "optimize.SplitChunksPlugin". webpack exports them through getters that load each plugin's
 * module; only the namespaces are read, never the classes.
 */
export function webpackExportNames(webpack: object): string[] {
  const isClassName = (name: string) => /^[A-Z]/.test(name);
  const names = Object.keys(webpack).filter(isClassName);
  for (const namespace of Object.keys(webpack).filter((name) => /^[a-z]/.test(name))) {
    const value = (webpack as Record<string, unknown>)[namespace];
    if (value && typeof value === "object")
      names.push(
        ...Object.keys(value)
          .filter(isClassName)
          .map((name) => `${namespace}.${name}`),
      );
  }
  return names.sort();
}

const EXPORT_NAMES_CACHE_FILE = path.join(BUILD_CACHE_DIRECTORY, "webpack-export-names.json");

/**
 * webpackExportNames, remembered for the installed webpack: reading the namespaces loads about
 * 180 ms of webpack's modules, on every build, for a list that changes only with webpack's
 * version (or with this code).
 */
export function cachedWebpackExportNames(
  webpack: { version: string },
  cacheFile: string = EXPORT_NAMES_CACHE_FILE,
  codeVersion: string = buildCodeVersion([]),
): string[] {
  const version = `webpack ${webpack.version} ${codeVersion}`;
  const cached = readBuildCache<string[]>(cacheFile, version);
  if (cached) return cached;
  const names = webpackExportNames(webpack);
  writeBuildCache(cacheFile, version, names);
  return names;
}

/**
 * Names a section documents: the option, hook or class its heading names (`output.publicPath`),
 * the value a heading such as `target: 'web'` documents, and the values a table of values lists
 * (`'eval-source-map'`, one per row). A reader who types such a name ("output.publicPath",
 * "publicPath", "eval-source-map") expects the section that documents it, not the sections that
 * use it most; word-based ranking cannot tell them apart (it also matches "publicPath" in every
 * code example, and "cache" as the beginning of "cacheGroups"). So both indexes keep each
 * section's names (src/node/search/localIndex.ts, src/node/search/offlineIndex.ts), and a query
 * that is exactly a name ranks the sections documenting it first (orderByNames).
 */

export interface SectionNames {
  /** What the heading names: "output.publicPath", "processAssets"; "web" for `target: 'web'`. */
  names: string[];
  /** The values the section's tables list, one quoted value starting each row. */
  listed: string[];
}

/** What may separate the code spans of a heading that is nothing but names: "`a`, `b` and `c`". */
const NAME_SEPARATORS = /^(?:[\s,/|]|\band\b|\bor\b)*$/i;
/** `option: value`: a heading about one value of an option. */
const OPTION_VALUE = /^[\w$.]+:\s+(.+)$/;
const QUOTED = /^(['"])(.+)\1$/;
/** A name is one word of code. */
const ONE_WORD = /^[^\s'"`]+$/;

/** The string a code span quotes ("'eval'" -> "eval"), or null when it is not one quoted word. */
export function quotedValue(code: string): string | null {
  const match = QUOTED.exec(code.trim());
  return match && ONE_WORD.test(match[2]) ? match[2] : null;
}

/**
 * What a heading names: its code spans, when the heading is nothing but code spans ("`a`, `b`");
 * a heading that mentions code in a sentence ("`SourceMapDevToolPlugin` instead of `devtool`")
 * is about something else. `option: 'value'` names the value; `cache: true` names nothing.
 */
export function headingNames(text: string, codeSpans: readonly string[]): string[] {
  if (codeSpans.length === 0) return [];
  const rest = codeSpans.reduce((remaining, code) => remaining.replace(code, " "), text);
  if (!NAME_SEPARATORS.test(rest)) return [];
  const names = codeSpans.flatMap((span) => {
    const code = span.trim();
    const optionValue = OPTION_VALUE.exec(code);
    if (optionValue) return quotedValue(optionValue[1]) ?? [];
    return ONE_WORD.test(code) ? [code.replace(/\(\)$/, "")] : [];
  });
  return [...new Set(names)];
}

/**
 * The shorter forms of a dotted name that readers type for it: each ending of the path
 * ("splitChunks.cacheGroups.test", "cacheGroups.test", "test"), and the path without its
 * placeholders ("entry.<name>.import" -> "entry.import", "import"). Not the name itself.
 */
export function nameEndings(name: string): string[] {
  const isPlaceholder = (segment: string): boolean => /^<[^>]*>$/.test(segment);
  const segments = name.split(".");
  const forms = new Set<string>();
  for (const form of [segments, segments.filter((segment) => !isPlaceholder(segment))]) {
    for (let start = 0; start < form.length; start += 1) if (!isPlaceholder(form[start])) forms.add(form.slice(start).join("."));
  }
  forms.delete(name);
  return [...forms];
}

/**
 * A name as the index keeps it and a query is compared with it: lowercased, so "publicpath" is
 * "publicPath", and otherwise exact, so "__filename" is not "filename" and the value "source-map"
 * is not the option `sourceMap`. Quotes around a value and the parentheses of "import()" go.
 */
export function nameKey(name: string): string {
  return name
    .trim()
    .replace(/^(['"`])(.*)\1$/, "$2")
    .replace(/\(\)$/, "")
    .toLowerCase();
}

/**
 * The kinds of name, in the order a query that is exactly such a name ranks them:
 * - option: webpack's own option or option value of that name, with a heading of its own on a
 *   configuration page (`output.publicPath`, `target: 'web'`);
 * - optionPart: an option whose path ends in it (`publicPath` for output.publicPath), or a value
 *   a table of a configuration page lists (`'eval-source-map'`);
 * - elsewhere: a name or value documented on any other page (a loader's or plugin's option, a hook).
 * webpack's options come first because a bare option name most often means webpack's:
 * `publicPath` is output.publicPath before it is file-loader's.
 */
export const NAME_KINDS = ["option", "optionPart", "elsewhere"] as const;
export type NameKind = (typeof NAME_KINDS)[number];

/**
 * The Pagefind sort of the local index that orders the sections documenting a name
 * (src/node/search/sectionPrecedence.ts).
 */
export const PRECEDENCE_SORT = "precedence";

/** Words of a query that may together be an option path: "module parser javascript url". */
const MAX_PATH_WORDS = 5;

/** The pages of webpack's own options. */
const OPTION_PAGES = "/configuration/";

/** The names of each kind a section of the page at `pageUrl` documents, as keys (nameKey). */
export function namesByKind({ names, listed }: SectionNames, pageUrl: string): Record<NameKind, string[]> {
  const isOptionPage = pageUrl.startsWith(OPTION_PAGES);
  const keys = (list: readonly string[]): string[] => [...new Set(list.map(nameKey).filter((key) => key !== ""))];
  const parts = [...names.flatMap(nameEndings), ...listed];
  return {
    option: isOptionPage ? keys(names) : [],
    optionPart: isOptionPage ? keys(parts) : [],
    elsewhere: isOptionPage ? [] : keys([...names, ...parts]),
  };
}

/**
 * The name a query may be, as a key (nameKey), or null. A query of one word may be a name
 * ("publicPath", "output.publicPath", "eval-source-map"); so may a few words of code that,
 * joined by dots, make an option path ("output publicPath", "splitChunks cacheGroups": the
 * index knows no "output.publicpath" unless it is one). Other queries are questions.
 */
export function queryName(query: string): string | null {
  const words = nameKey(query).split(/\s+/);
  if (words.length > MAX_PATH_WORDS || !words.every((word) => /^[\w$./<>-]+$/.test(word))) return null;
  const key = words.join(".");
  return key.length >= 2 ? key : null;
}

/**
 * Results reordered so that the sections documenting the query as a name come first: `named`
 * holds them per kind (NAME_KINDS), each kind most linked-to first
 * (src/node/search/sectionPrecedence.ts), whether or not the search found them (a name in a
 * heading is a match even where the text never spells it whole). Then the rest, as the search
 * ranked them.
 */
export function orderByNames<T>(ranked: readonly T[], named: ReadonlyArray<readonly T[]>, idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return [...named.flat(), ...ranked].filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * A query as Pagefind should read it. Pagefind's query parser drops punctuation such as "." and
 * "-" but keeps symbols and underscores ("<", ">", "`", "$", "_"), which its indexer drops from
 * words; so "entry.<name>.import" or "__webpack_public_path__" would look for words no page has.
 * Those characters are dropped here, as the indexer drops them. A query in double quotes (an
 * exact phrase for Pagefind) is left alone.
 */
export function pagefindQuery(query: string): string {
  if (/^\s*".+"\s*$/.test(query)) return query;
  return query.replace(/[\p{S}\p{Pc}]/gu, "");
}

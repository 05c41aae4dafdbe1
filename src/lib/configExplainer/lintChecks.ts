/**
 * Mistakes the schema cannot see: values that are valid but make webpack do something the reader
 * almost certainly did not mean. Every check reads only literal values; wherever the value it needs
 * is computed or a function, it says nothing, since that value is only known when webpack runs.
 */
import type { ConfigNode, Span } from "./readConfig";

export type LintCheckId =
  | "loader-order"
  | "loader-string-syntax"
  | "legacy-asset-loader"
  | "mode-missing"
  | "eval-devtool-in-production"
  | "public-path-trailing-slash"
  | "split-chunks-never-applies"
  | "hash-placeholder"
  | "removed-plugin"
  | "string-test"
  | "resolve-extensions-without-defaults";

export interface LintFinding {
  check: LintCheckId;
  /** "module.rules[0].use" – where the finding is, config path style (array indices in brackets); "" for the whole config */
  path: string;
  message: string;
  /** site-relative docs link with anchor, e.g. "/concepts/loaders/#the-loader-chain" */
  link: string;
  span: Span | null;
}

export type Mode = "development" | "production" | "none";

export interface LintContext {
  /**
   * Names exported by the installed webpack, namespaces as dotted paths: ["DefinePlugin", "optimize.SplitChunksPlugin",
   * "ids.HashedModuleIdsPlugin", ...]. Used to know which `new webpack.X()` do not exist.
   */
  webpackExports: readonly string[];
  webpackVersion: string;
  /** the mode the reader picked when the config does not set one */
  pickedMode?: Mode;
}

export const LINT_CHECKS: readonly { id: LintCheckId; title: string; link: string }[] = [
  { id: "loader-order", title: "Loaders listed in the wrong order", link: "/concepts/loaders/#the-loader-chain" },
  { id: "loader-string-syntax", title: "A loader list or query in `Rule.loader`", link: "/configuration/module/#ruleloader" },
  {
    id: "legacy-asset-loader",
    title: "file-loader, url-loader or raw-loader instead of asset modules",
    link: "/guides/asset-modules/#replacing-file-loader-url-loader-and-raw-loader",
  },
  { id: "mode-missing", title: "No `mode`", link: "/configuration/mode/" },
  { id: "eval-devtool-in-production", title: "An `eval` source map in a production build", link: "/configuration/devtool/#choosing-a-value" },
  { id: "public-path-trailing-slash", title: "`output.publicPath` without a trailing slash", link: "/configuration/output/#outputpublicpath" },
  { id: "split-chunks-never-applies", title: "A `maxSize` below `minSize`", link: "/configuration/optimization/#optimizationsplitchunksmaxsize" },
  { id: "hash-placeholder", title: "`[hash]` in a chunk file name", link: "/configuration/output/#template-strings" },
  { id: "removed-plugin", title: "A plugin webpack no longer has", link: "/migrate/5/#removed-plugins" },
  { id: "string-test", title: "A pattern written as a string in a rule condition", link: "/configuration/module/#conditions" },
  {
    id: "resolve-extensions-without-defaults",
    title: "`resolve.extensions` that drops `.js`",
    link: "/configuration/resolve/#setting-options-that-have-category-defaults",
  },
];

type ObjectNode = Extract<ConfigNode, { kind: "object" }>;

export function lintConfig(config: ConfigNode, context: LintContext): LintFinding[] {
  if (config.kind !== "object") return [];
  return [
    ...checkLoaderOrder(config),
    ...checkLoaderStringSyntax(config),
    ...checkLegacyAssetLoaders(config),
    ...checkModeMissing(config),
    ...checkEvalDevtoolInProduction(config, context),
    ...checkPublicPathTrailingSlash(config),
    ...checkSplitChunksNeverApplies(config, context),
    ...checkHashPlaceholder(config),
    ...checkRemovedPlugins(config, context),
    ...checkStringConditions(config),
    ...checkResolveExtensions(config),
  ];
}

function finding(check: LintCheckId, path: string, message: string, node: ConfigNode | undefined): LintFinding {
  const link = LINT_CHECKS.find((entry) => entry.id === check)!.link;
  return { check, path, message, link, span: node?.span ?? null };
}

/**
 * A property's value; undefined when it is certainly absent. A spread (`...base`) may bring the property in or
 * replace it when it comes later, so then the value is unknown and comes back as computed.
 */
function get(node: ConfigNode | undefined, key: string): ConfigNode | undefined {
  if (node?.kind !== "object") return undefined;
  const entry = node.entries.find((candidate) => candidate.key === key);
  const spreadAfter = node.spreads.find((spread) => !entry || spread.start > entry.keySpan.start);
  if (spreadAfter) return { kind: "computed", hint: "unknown", span: entry?.value.span ?? spreadAfter, source: entry?.value.source ?? "" };
  return entry?.value;
}

function staticString(node: ConfigNode | undefined): string | undefined {
  return node?.kind === "value" && typeof node.value === "string" ? node.value : undefined;
}

function staticNumber(node: ConfigNode | undefined): number | undefined {
  return node?.kind === "value" && typeof node.value === "number" ? node.value : undefined;
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** The config's own mode, else the one the reader picked; undefined when only webpack can tell (computed, or spread in). */
function modeOf(config: ObjectNode, context: LintContext): Mode | undefined {
  const mode = get(config, "mode");
  if (!mode) return context.pickedMode;
  return mode.kind === "value" && (mode.value === "development" || mode.value === "production" || mode.value === "none") ? mode.value : undefined;
}

/** Every rule object in `module.rules`, nested `rules` and `oneOf` included, with its path. */
function rulesOf(config: ObjectNode): { rule: ObjectNode; path: string }[] {
  const found: { rule: ObjectNode; path: string }[] = [];
  const walk = (list: ConfigNode | undefined, path: string) => {
    if (list?.kind !== "array") return;
    list.items.forEach((rule, index) => {
      if (rule.kind !== "object") return;
      const rulePath = `${path}[${index}]`;
      found.push({ rule, path: rulePath });
      walk(get(rule, "rules"), `${rulePath}.rules`);
      walk(get(rule, "oneOf"), `${rulePath}.oneOf`);
    });
  };
  walk(get(get(config, "module"), "rules"), "module.rules");
  return found;
}

const MINI_CSS_EXTRACT_LOADER = "MiniCssExtractPlugin.loader";

/** "css-loader" for "css-loader?modules" or ".../node_modules/css-loader/dist/cjs.js". */
function loaderPackage(request: string): string {
  const withoutQuery = request.split("?")[0];
  return withoutQuery.split(/[\\/]/).find((segment) => segment.endsWith("-loader")) ?? withoutQuery;
}

/** The loaders one `use` item (or `loader` string) names, in order; null for one only webpack knows. */
function loaderNames(item: ConfigNode): (string | null)[] {
  const request = staticString(item);
  // A `!` list is how webpack 4 wrote a chain in one string; its order means the same.
  if (request !== undefined) return request.split("!").filter(Boolean).map(loaderPackage);
  if (item.kind === "object") {
    const loader = get(item, "loader");
    return loader ? loaderNames(loader) : [null];
  }
  if (item.kind === "computed" && /\.loader$/.test(item.source.trim()) && item.source.includes("MiniCssExtractPlugin")) return [MINI_CSS_EXTRACT_LOADER];
  return [null];
}

/** A rule's loaders in the order `use` (or `loader`) lists them. */
function loaderChain(rule: ObjectNode, rulePath: string): { path: string; node: ConfigNode; names: (string | null)[] } | null {
  const use = get(rule, "use");
  const node = use ?? get(rule, "loader");
  if (!node) return null;
  return { path: `${rulePath}.${use ? "use" : "loader"}`, node, names: node.kind === "array" ? node.items.flatMap(loaderNames) : loaderNames(node) };
}

const INJECTORS = new Set(["style-loader", MINI_CSS_EXTRACT_LOADER]);
const PREPROCESSORS = new Set(["sass-loader", "less-loader", "stylus-loader", "postcss-loader"]);

function checkLoaderOrder(config: ObjectNode): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const { rule, path } of rulesOf(config)) {
    const chain = loaderChain(rule, path);
    if (!chain) continue;
    const firstCss = chain.names.indexOf("css-loader");
    const lastCss = chain.names.lastIndexOf("css-loader");
    if (firstCss < 0) continue;
    const injector = chain.names.find((name, index) => index > firstCss && name !== null && INJECTORS.has(name));
    if (injector) {
      findings.push(
        finding(
          "loader-order",
          chain.path,
          `\`${injector}\` comes after \`css-loader\` in \`${chain.path}\`. Loaders run from last to first, so it would run before css-loader and get the raw file instead of css-loader's output. List \`${injector}\` first.`,
          chain.node,
        ),
      );
    }
    const preprocessor = chain.names.find((name, index) => index < lastCss && name !== null && PREPROCESSORS.has(name));
    if (preprocessor) {
      findings.push(
        finding(
          "loader-order",
          chain.path,
          `\`${preprocessor}\` comes before \`css-loader\` in \`${chain.path}\`. Loaders run from last to first, so it would run after css-loader and get JavaScript instead of styles. List \`${preprocessor}\` after \`css-loader\`.`,
          chain.node,
        ),
      );
    }
  }
  return findings;
}

function checkLoaderStringSyntax(config: ObjectNode): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const { rule, path } of rulesOf(config)) {
    const loader = get(rule, "loader");
    const request = staticString(loader);
    if (request === undefined) continue;
    // webpack 5 throws on both when it compiles the rules (lib/rules/UseEffectRulePlugin.js).
    if (request.includes("!")) {
      findings.push(
        finding(
          "loader-string-syntax",
          `${path}.loader`,
          `\`${path}.loader\` lists several loaders with \`!\`, which webpack 5 rejects. Write them as a \`use\` array instead.`,
          loader,
        ),
      );
    } else if (request.includes("?")) {
      findings.push(
        finding(
          "loader-string-syntax",
          `${path}.loader`,
          `\`${path}.loader\` passes options as a query after \`?\`, which webpack 5 rejects. Move them into the rule's \`options\` object.`,
          loader,
        ),
      );
    }
  }
  return findings;
}

const ASSET_TYPE_FOR_LOADER: Record<string, string> = { "file-loader": "asset/resource", "url-loader": "asset", "raw-loader": "asset/source" };

function checkLegacyAssetLoaders(config: ObjectNode): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const { rule, path } of rulesOf(config)) {
    const chain = loaderChain(rule, path);
    if (!chain) continue;
    for (const name of new Set(chain.names)) {
      const type = name === null ? undefined : ASSET_TYPE_FOR_LOADER[name];
      if (!type) continue;
      findings.push(
        finding(
          "legacy-asset-loader",
          chain.path,
          `\`${name}\` is not needed with webpack 5, which handles such files itself. Remove it and set \`type: '${type}'\` on the rule${name === "url-loader" ? " (its `limit` becomes `parser.dataUrlCondition.maxSize`)" : ""}.`,
          chain.node,
        ),
      );
    }
  }
  return findings;
}

function checkModeMissing(config: ObjectNode): LintFinding[] {
  if (get(config, "mode")) return [];
  return [
    finding(
      "mode-missing",
      "",
      "No `mode` is set. Unless you pass `--mode`, webpack warns and builds with production defaults. Set `mode: 'production'` or `mode: 'development'`.",
      undefined,
    ),
  ];
}

function checkEvalDevtoolInProduction(config: ObjectNode, context: LintContext): LintFinding[] {
  if (modeOf(config, context) !== "production") return [];
  const devtool = get(config, "devtool");
  // The array form gives a value per asset type: `[{ type: 'javascript', use: 'eval' }]`.
  const values =
    devtool?.kind === "array"
      ? devtool.items.map((item, index) => ({ node: get(item, "use"), path: `devtool[${index}].use` }))
      : [{ node: devtool, path: "devtool" }];
  return values
    .filter(({ node }) => staticString(node)?.includes("eval"))
    .map(({ node, path }) =>
      finding(
        "eval-devtool-in-production",
        path,
        `\`${path}\` is ${quote(staticString(node)!)} in a production build: every module is wrapped in \`eval()\`, which makes the bundle larger and is blocked by a strict Content Security Policy. Use \`'source-map'\`, \`'hidden-source-map'\` or \`false\`.`,
        node,
      ),
    );
}

function checkPublicPathTrailingSlash(config: ObjectNode): LintFinding[] {
  const publicPath = get(get(config, "output"), "publicPath");
  const value = staticString(publicPath);
  if (value === undefined || value === "" || value === "auto" || value.endsWith("/")) return [];
  return [
    finding(
      "public-path-trailing-slash",
      "output.publicPath",
      `\`output.publicPath\` is ${quote(value)}, and webpack puts it directly in front of file names, so a chunk would be loaded from \`${value}main.js\`. End it with a slash: ${quote(`${value}/`)}.`,
      publicPath,
    ),
  ];
}

const MAX_SIZE_KEYS = ["maxSize", "maxAsyncSize", "maxInitialSize"] as const;

function checkSplitChunksNeverApplies(config: ObjectNode, context: LintContext): LintFinding[] {
  const splitChunks = get(get(config, "optimization"), "splitChunks");
  if (splitChunks?.kind !== "object") return [];
  const mode = modeOf(config, context);
  // webpack's default when `minSize` is left out (lib/config/defaults.js): 20000 in production, 10000 otherwise.
  const defaultMinSize = mode === undefined ? undefined : mode === "production" ? 20000 : 10000;
  const minSizeOf = (group: ConfigNode, inherited: number | undefined) => {
    const own = get(group, "minSize");
    return own ? staticNumber(own) : inherited;
  };
  const topMinSize = minSizeOf(splitChunks, defaultMinSize);
  const groups = [{ node: splitChunks as ConfigNode, path: "optimization.splitChunks", minSize: topMinSize }];
  const fallback = get(splitChunks, "fallbackCacheGroup");
  if (fallback?.kind === "object")
    groups.push({ node: fallback, path: "optimization.splitChunks.fallbackCacheGroup", minSize: minSizeOf(fallback, topMinSize) });
  const cacheGroups = get(splitChunks, "cacheGroups");
  for (const { key, value } of cacheGroups?.kind === "object" ? cacheGroups.entries : []) {
    if (value.kind !== "object") continue;
    // A cache group inherits splitChunks.minSize unless it sets `enforce: true` (_getCacheGroup in SplitChunksPlugin).
    const enforce = get(value, "enforce");
    const inherits = enforce === undefined || (enforce.kind === "value" && !enforce.value);
    groups.push({ node: value, path: `optimization.splitChunks.cacheGroups.${key}`, minSize: minSizeOf(value, inherits ? topMinSize : undefined) });
  }
  return groups.flatMap(({ node, path, minSize }) =>
    MAX_SIZE_KEYS.flatMap((key) => {
      const maxNode = get(node, key);
      const maxSize = staticNumber(maxNode);
      if (minSize === undefined || maxSize === undefined || maxSize >= minSize) return [];
      return [
        finding(
          "split-chunks-never-applies",
          `${path}.${key}`,
          `\`${path}.${key}\` (${maxSize}) is smaller than the \`minSize\` that applies there (${minSize}). webpack never makes a part smaller than \`minSize\`, so \`${key}\` splits nothing and the build warns. Raise \`${key}\` or lower \`minSize\`.`,
          maxNode,
        ),
      ];
    }),
  );
}

// Chunk-level names only: in `output.assetModuleFilename` `[hash]` is the asset's content hash and is fine.
const CHUNK_FILENAME_KEYS = ["filename", "chunkFilename", "cssFilename", "cssChunkFilename"];

function checkHashPlaceholder(config: ObjectNode): LintFinding[] {
  const output = get(config, "output");
  return CHUNK_FILENAME_KEYS.flatMap((key) => {
    const node = get(output, key);
    const match = staticString(node)?.match(/\[hash(:[^\]]+)?\]/);
    if (!match) return [];
    return [
      finding(
        "hash-placeholder",
        `output.${key}`,
        `\`${match[0]}\` in \`output.${key}\` is the deprecated name of \`[fullhash]\`, a hash of the whole build: every file gets a new name whenever anything changes. Use \`[contenthash${match[1] ?? ""}]\` so a file's name changes only with its content.`,
        node,
      ),
    ];
  });
}

/** What replaces a plugin webpack 5 no longer exports, by the name it had under `webpack.`. */
const REMOVED_PLUGIN_REPLACEMENTS: Record<string, string> = {
  NamedModulesPlugin: "Set `optimization.moduleIds: 'named'` instead (the default in development mode).",
  NamedChunksPlugin: "Set `optimization.chunkIds: 'named'` instead (the default in development mode).",
  HashedModuleIdsPlugin: "Set `optimization.moduleIds: 'deterministic'` instead (the default in production mode), or use `webpack.ids.HashedModuleIdsPlugin`.",
  "optimize.OccurrenceOrderPlugin": "Remove it: ids are chosen by `optimization.moduleIds` and `optimization.chunkIds` (`'size'` orders by occurrence).",
  "optimize.CommonsChunkPlugin": "Use `optimization.splitChunks` instead.",
  "optimize.UglifyJsPlugin": "Remove it: production mode minifies by default, and `optimization.minimizer` picks the minifier.",
};

function checkRemovedPlugins(config: ObjectNode, context: LintContext): LintFinding[] {
  const plugins = get(config, "plugins");
  if (plugins?.kind !== "array" || context.webpackExports.length === 0) return [];
  const exported = new Set(context.webpackExports);
  // A namespace the list does not go into (say `experiments.schemes`) may hold the name: only namespaces it lists are judged.
  const listed = (namespace: string) => namespace === "" || context.webpackExports.some((name) => name.startsWith(`${namespace}.`));
  return plugins.items.flatMap((item, index) => {
    const name = item.kind === "computed" ? item.source.trim().match(/^new\s+webpack\.((?:[\w$]+\.)*[A-Z][\w$]*)\s*(\(|$)/)?.[1] : undefined;
    if (!name || exported.has(name) || context.webpackExports.some((exportName) => exportName.startsWith(`${name}.`))) return [];
    if (!listed(name.split(".").slice(0, -1).join("."))) return [];
    const replacement = REMOVED_PLUGIN_REPLACEMENTS[name] ?? "Remove it, or look up what replaced it in the migration guide.";
    return [
      finding(
        "removed-plugin",
        `plugins[${index}]`,
        `\`webpack.${name}\` does not exist in webpack ${context.webpackVersion}, so \`new webpack.${name}()\` throws. ${replacement}`,
        item,
      ),
    ];
  });
}

// schema-utils' test for an absolute path (keywords/absolutePath.js), which webpack's schema asks of these strings.
const ABSOLUTE_PATH = /^(?:file:(?=\/))?(?:[A-Za-z]:(\\|\/)|\\\\|\/)/i;
const WINDOWS_PATH = /^[A-Za-z]:\\|^\\\\/;

/** What to write instead of a string condition that can match no file, or null when the string can match. */
function stringConditionAdvice(value: string): string | null {
  if (value.includes("*")) return `Write the glob as \`{ glob: ${quote(value)} }\`.`;
  // An extension written as a string (".css") becomes the RegExp for that extension.
  if (/^\.[A-Za-z0-9]+$/.test(value)) return `Use a RegExp: \`/\\${value}$/\`.`;
  // `\.` is a regular expression's dot, unless it is a Windows folder such as `C:\.cache`.
  if (/^\.[^./\\]|^\^|\$$/.test(value) || (!WINDOWS_PATH.test(value) && value.includes("\\."))) return "Use a RegExp such as `/\\.js$/`.";
  // An empty string matches every path, and one with a scheme (`data:`) may match such a module.
  if (!ABSOLUTE_PATH.test(value) && value !== "" && !value.includes(":"))
    return `Use an absolute path: \`path.resolve(__dirname, ${quote(value.replace(/^\.[\\/]/, ""))})\`.`;
  return null;
}

function checkStringConditions(config: ObjectNode): LintFinding[] {
  const findings: LintFinding[] = [];
  const visit = (condition: ConfigNode | undefined, path: string) => {
    if (condition?.kind === "array") condition.items.forEach((item, index) => visit(item, `${path}[${index}]`));
    if (condition?.kind === "object") for (const key of ["and", "or", "not"]) visit(get(condition, key), `${path}.${key}`);
    const value = staticString(condition);
    const advice = value === undefined ? null : stringConditionAdvice(value);
    if (advice === null) return;
    findings.push(
      finding(
        "string-test",
        path,
        `\`${path}\` is the string ${quote(value!)}. A string condition matches only paths that start with it, and webpack tests the module's absolute path, so it matches no file. ${advice}`,
        condition,
      ),
    );
  };
  for (const { rule, path } of rulesOf(config)) {
    for (const key of ["test", "include", "exclude"]) visit(get(rule, key), `${path}.${key}`);
  }
  return findings;
}

function checkResolveExtensions(config: ObjectNode): LintFinding[] {
  const extensions = get(get(config, "resolve"), "extensions");
  if (extensions?.kind !== "array" || extensions.items.some((item) => staticString(item) === undefined)) return [];
  const values = extensions.items.map((item) => staticString(item));
  if (values.includes("...") || values.includes(".js")) return [];
  return [
    finding(
      "resolve-extensions-without-defaults",
      "resolve.extensions",
      "`resolve.extensions` replaces webpack's default list, and this one leaves out `.js`: requests without an extension no longer find JavaScript files, including those inside packages. Add `'...'` to the list to keep the defaults.",
      extensions,
    ),
  ];
}

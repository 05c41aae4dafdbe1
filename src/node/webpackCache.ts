/**
 * Webpack's persistent cache (.cache/webpack/stage-*), made cheap to create.
 *
 * Webpack drops its cache when a "build dependency" changes: the files of the webpack config and
 * of every loader. To know those files it walks their whole require graph, and Gatsby's config
 * and babel loader load almost all of Gatsby, so the walk visits thousands of files. On a cold
 * build the two walks (browser bundle and HTML renderer) took 12 to 20 s, most of the time the
 * build spent "Building HTML renderer".
 *
 * Everything in that graph is either installed (node_modules, pinned by package-lock.json) or
 * ours (compiled by Gatsby into .cache/compiled/). So one small fingerprint file stands in for it:
 * a hash of the lock file, package.json, the compiled gatsby-config and gatsby-node, and the
 * Node.js version. Webpack watches that file instead; when any of them changes, the cache goes.
 *
 * What it gives up: a hand edit inside node_modules that changes no version is not noticed (webpack
 * itself trusts package versions in node_modules the same way). `npm run clean` empties the cache.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { COMPILED_GATSBY_CONFIG, COMPILED_GATSBY_NODE } from "./compiledBuildCode";

export const FINGERPRINT_FILE = path.join(".cache", "webpack-docs", "webpack-build-fingerprint.json");

/** What the webpack configuration and its loaders are made of, relative to the project root. */
export const FINGERPRINT_INPUTS = ["package-lock.json", "package.json", COMPILED_GATSBY_CONFIG, COMPILED_GATSBY_NODE];

export function buildFingerprint(root: string): Record<string, string> {
  const hashes: Record<string, string> = { node: process.version };
  for (const input of FINGERPRINT_INPUTS) {
    const file = path.join(root, input);
    hashes[input] = fs.existsSync(file) ? createHash("sha256").update(fs.readFileSync(file)).digest("hex") : "missing";
  }
  return hashes;
}

/**
 * Writes the fingerprint file and returns its absolute path. The file is rewritten only when its
 * content changes, so its timestamp means something to webpack's snapshot.
 */
export function writeFingerprintFile(root: string): string {
  const file = path.join(root, FINGERPRINT_FILE);
  const content = `${JSON.stringify(buildFingerprint(root), null, 2)}\n`;
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (previous !== content) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return file;
}

const INSTALLED = `${path.sep}node_modules${path.sep}`;

interface CompilerLike {
  hooks: {
    done: { tap(name: string, callback: (stats: { compilation: { buildDependencies: Iterable<string> & { delete(value: string): boolean } } }) => void): void };
  };
}

/**
 * Takes installed loaders out of the build dependencies webpack records after each compilation
 * (the fingerprint's lock file versions them). Loaders of our own, and config files a loader
 * names (babel or postcss config in the project), stay.
 */
export class InstalledLoadersAreFingerprinted {
  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tap("InstalledLoadersAreFingerprinted", ({ compilation }) => {
      const dependencies = compilation.buildDependencies;
      for (const dependency of [...dependencies]) if (dependency.includes(INSTALLED)) dependencies.delete(dependency);
    });
  }
}

interface FilesystemCacheConfig {
  type?: string;
  buildDependencies?: Record<string, string[]>;
}

/**
 * Points a stage's filesystem cache at the fingerprint file instead of the config's require
 * graph, and adds the plugin above. Stages without a filesystem cache are left alone.
 */
export function keyCacheOnFingerprint(config: { cache?: unknown; plugins: unknown[] }, root: string): void {
  const cache = config.cache as FilesystemCacheConfig | undefined | false;
  if (!cache || cache.type !== "filesystem") return;
  // `defaultWebpack` is webpack's own lib folder, which webpack adds unless it is set: the lock file covers it.
  cache.buildDependencies = { defaultWebpack: [], config: [writeFingerprintFile(root)] };
  config.plugins.push(new InstalledLoadersAreFingerprinted());
}

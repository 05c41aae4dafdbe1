import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Where Gatsby compiles gatsby-node.ts and everything it imports (all of src/node), relative to
 * the project root. A change to the build's own code changes this file, so the build's caches key
 * on it, and the search worker runs it.
 */
export const COMPILED_GATSBY_NODE = path.join(".cache", "compiled", "gatsby-node.js");
export const COMPILED_GATSBY_CONFIG = path.join(".cache", "compiled", "gatsby-config.js");

/**
 * A package's version, from the package.json above its entry point (a package may keep its
 * package.json out of its exports, as MiniSearch does).
 */
function installedVersion(name: string): string {
  let directory = path.dirname(createRequire(path.resolve("package.json")).resolve(name));
  for (;;) {
    const manifest = path.join(directory, "package.json");
    if (fs.existsSync(manifest)) {
      const { name: found, version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { name?: string; version?: string };
      if (found === name && version) return version;
    }
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`Could not find the version of ${name}.`);
    directory = parent;
  }
}

/**
 * A version of the code a cached build output comes from: the compiled gatsby-node bundle (all of
 * our build code) and the versions of the packages named, which the bundle leaves out. When it
 * changes, every output cached under the old version is stale.
 */
export function buildCodeVersion(dependencies: readonly string[]): string {
  const hash = createHash("sha256");
  const compiled = path.resolve(COMPILED_GATSBY_NODE);
  hash.update(fs.existsSync(compiled) ? fs.readFileSync(compiled) : `${Date.now()}`);
  for (const dependency of dependencies) hash.update(`${dependency} ${installedVersion(dependency)}`);
  return hash.digest("hex");
}

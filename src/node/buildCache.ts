/**
 * What a build step remembers for the next build: one JSON file per step in .cache (which
 * `gatsby clean` empties), holding a value under the version it was made with. A step names in
 * the version everything its value depends on (the build code, package versions, its inputs'
 * hashes), so a value read back is never stale.
 */
import fs from "node:fs";
import path from "node:path";

export const BUILD_CACHE_DIRECTORY = path.resolve(".cache", "webpack-docs");

interface BuildCacheFile<T> {
  version: string;
  value: T;
}

/** The value last written under `version`; undefined when there is none, or the file is unreadable. */
export function readBuildCache<T>(file: string, version: string): T | undefined {
  try {
    const cached = JSON.parse(fs.readFileSync(file, "utf8")) as BuildCacheFile<T>;
    return cached.version === version ? cached.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildCache<T>(file: string, version: string, value: T): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ version, value } satisfies BuildCacheFile<T>));
}

/**
 * Adds each HTML file's script policy (src/node/contentSecurityPolicy.ts) after the build, and
 * remembers which files it left as they are now. A rebuild re-renders only the pages that changed,
 * yet reading and hashing all 244 HTML files again took about a quarter of a second of every
 * rebuild; now a file is read only when its size or modification time differs from what this step
 * left, or when the policy code or its settings changed (Gatsby's "Rewriting compilation hashes"
 * step rewrites a file, which changes its modification time).
 */
import fs from "node:fs";
import path from "node:path";
import { addScriptPolicy } from "./contentSecurityPolicy";
import { withoutStrayNulBytes } from "./strayNulBytes";
import { BUILD_CACHE_DIRECTORY, readBuildCache, writeBuildCache } from "./buildCache";

export const SCRIPT_POLICIES_CACHE_FILE = path.join(BUILD_CACHE_DIRECTORY, "script-policies.json");

const fileState = (file: string): string => {
  const { size, mtimeMs } = fs.statSync(file);
  return `${size} ${mtimeMs}`;
};

/**
 * Gives every file its policy, after removing the renderer's stray NUL bytes (a policy hashes
 * inline scripts as they will be served). `version` names the code and settings the policies
 * come from. Returns how many files were read and how many of those were rewritten.
 */
export function addScriptPolicies(
  htmlFiles: readonly string[],
  version: string,
  cacheFile: string = SCRIPT_POLICIES_CACHE_FILE,
): { read: number; rewritten: number } {
  // File -> "size mtimeMs" as this step left it.
  const previous = readBuildCache<Record<string, string>>(cacheFile, version) ?? {};
  const files: Record<string, string> = {};
  let read = 0;
  let rewritten = 0;
  for (const file of htmlFiles) {
    const state = fileState(file);
    if (previous[file] === state) {
      files[file] = state;
      continue;
    }
    read += 1;
    const html = fs.readFileSync(file, "utf8");
    const withPolicy = addScriptPolicy(withoutStrayNulBytes(html));
    if (withPolicy !== html) {
      fs.writeFileSync(file, withPolicy);
      rewritten += 1;
    }
    files[file] = fileState(file);
  }
  writeBuildCache(cacheFile, version, files);
  return { read, rewritten };
}

/**
 * Remembers, between builds, each page's search records and their Pagefind documents. Cutting a
 * page into records and writing its documents means parsing its HTML with cheerio (a few seconds
 * for the whole site), yet an edit changes one page: a rebuild redoes only the pages whose input
 * changed and takes the rest from here.
 *
 * An entry is found by a hash of everything its output depends on: the page's own input and the
 * code that turns it into records (the compiled gatsby-node bundle, and the versions of cheerio and
 * of its parser), so a change to either can never serve a stale record. The file lives in .cache,
 * which `gatsby clean` removes, and holds only the pages of the last build.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { buildCodeVersion } from "../compiledBuildCode";
import { BUILD_CACHE_DIRECTORY, readBuildCache, writeBuildCache } from "../buildCache";

const CACHE_FILE = path.join(BUILD_CACHE_DIRECTORY, "search-pages.json");

/**
 * Returns `compute(input)` for every input, from the cache where the input and the code are
 * unchanged. `hits` says how many came from the cache. `save` writes what this build used: the
 * caller calls it once the outputs are on their way (writing 16 MB of JSON takes a few hundred
 * milliseconds that the local index need not wait for).
 */
export function withPageCache<Input, Output>(
  inputs: readonly Input[],
  compute: (input: Input) => Output,
  cacheFile: string = CACHE_FILE,
  // cheerio parses with the htmlparser2 installed beside it, which an update can move on its own.
  version: string = buildCodeVersion(["cheerio", "htmlparser2"]),
): { outputs: Output[]; hits: number; save: () => void } {
  // No cache yet, or one of other code: everything is computed.
  const previous = readBuildCache<Record<string, Output>>(cacheFile, version) ?? {};
  const entries: Record<string, Output> = {};
  let hits = 0;
  const outputs = inputs.map((input) => {
    const key = createHash("sha256").update(JSON.stringify(input)).digest("hex");
    const cached = Object.hasOwn(previous, key) ? previous[key] : undefined;
    if (cached !== undefined) hits += 1;
    const output = cached ?? compute(input);
    entries[key] = output;
    return output;
  });
  const save = (): void => writeBuildCache(cacheFile, version, entries);
  return { outputs, hits, save };
}

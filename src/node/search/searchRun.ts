/**
 * The search outputs of the running build, begun as soon as their input exists. createPages has
 * every page's HTML already, several seconds before Gatsby's onPreBuild: begun there, the worker
 * (and Pagefind after it) run on the second core through the rest of the bootstrap, and after an
 * edit the build no longer waits for Pagefind at its end. onPostBuild takes what was begun.
 */
import type { Reporter } from "gatsby";
import type { SearchInput } from "./buildSearch";
import { writeSearchInWorker, type SearchInWorker } from "./searchWorker";

let started: Promise<SearchInWorker | null> | null = null;

/** Starts writing the search outputs in a worker thread and reports what they hold when done. */
export function startSearchOutputs(input: SearchInput, reporter: Reporter): SearchInWorker {
  const search = writeSearchInWorker(input);
  search.written.then(
    ({ records, pages, recut, offlineIndexBytes }) =>
      reporter.info(
        `Search: ${records} sections of ${pages} pages (${recut} cut into sections, the rest unchanged since the last build); offline index ${(offlineIndexBytes / 1024).toFixed(0)} KB; wrote llms.txt and the markdown sources.`,
      ),
    () => undefined,
  );
  search.indexed.then(
    ({ files, bytes }) => reporter.info(`Search: local index of ${files} files, ${(bytes / 1024).toFixed(0)} KB.`),
    () => undefined,
  );
  return search;
}

/** Remembers search outputs begun (or being read for) by an earlier step of this build. */
export function rememberStartedSearch(search: Promise<SearchInWorker | null>): void {
  started = search;
}

/** The search outputs an earlier step began, once: null when none did. */
export function takeStartedSearch(): Promise<SearchInWorker | null> | null {
  const search = started;
  started = null;
  return search;
}

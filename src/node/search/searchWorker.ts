/**
 * Writes the search outputs (src/node/search/buildSearch.ts) in a worker thread.
 *
 * Why: cutting every page into sections (cheerio), stemming the offline index and writing the
 * machine-readable docs take 4 to 9 s of one core, and need nothing from Gatsby but the pages.
 * Started before the bundles, on the main thread they held webpack up for all that time; in a
 * worker they run on the second core while webpack keeps the first busy.
 *
 * The worker runs Gatsby's compiled gatsby-node bundle, which holds all of src/node: loaded in a
 * worker that `writeSearchInWorker` started, the bundle finds its task in `workerData` and runs it
 * (the code at the bottom of this file). Loaded anywhere else, that code does nothing.
 */
import path from "node:path";
import fs from "node:fs";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { writeSearchOutputs, type LocalIndexSummary, type SearchInput, type SearchSummary } from "./buildSearch";
import { COMPILED_GATSBY_NODE } from "../compiledBuildCode";

const TASK = "webpack-docs:search-outputs";

type WorkerMessage = { kind: "written"; summary: SearchSummary } | { kind: "indexed"; index: LocalIndexSummary } | { kind: "failed"; message: string };

export interface SearchInWorker {
  /** The records, offline index and machine-readable docs are written. */
  written: Promise<SearchSummary>;
  /** The local index (Pagefind, its own process) is written too. */
  indexed: Promise<LocalIndexSummary>;
}

export function writeSearchInWorker(input: SearchInput, bundle: string = path.resolve(COMPILED_GATSBY_NODE)): SearchInWorker {
  if (!fs.existsSync(bundle)) throw new Error(`The search outputs are written by Gatsby's compiled gatsby-node, and ${bundle} does not exist.`);
  const worker = new Worker(bundle, { workerData: { task: TASK, input } });
  let resolveWritten: (summary: SearchSummary) => void;
  let rejectWritten: (error: Error) => void;
  let resolveIndexed: (index: LocalIndexSummary) => void;
  let rejectIndexed: (error: Error) => void;
  const written = new Promise<SearchSummary>((resolve, reject) => ((resolveWritten = resolve), (rejectWritten = reject)));
  const indexed = new Promise<LocalIndexSummary>((resolve, reject) => ((resolveIndexed = resolve), (rejectIndexed = reject)));
  // Awaited later by the post-build; until then a failure must not count as unhandled.
  written.catch(() => undefined);
  indexed.catch(() => undefined);
  // A promise settles once: whatever ends the worker can safely reject both.
  const fail = (error: Error): void => {
    rejectWritten(error);
    rejectIndexed(error);
  };
  worker.on("message", (message: WorkerMessage) => {
    if (message.kind === "written") resolveWritten(message.summary);
    else if (message.kind === "indexed") resolveIndexed(message.index);
    else fail(new Error(message.message));
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The search worker stopped (exit code ${code}) before it had written everything.`)));
  return { written, indexed };
}

async function runTask(input: SearchInput): Promise<void> {
  const post = (message: WorkerMessage): void => parentPort?.postMessage(message);
  try {
    const { summary, localIndexWritten } = writeSearchOutputs(input);
    post({ kind: "written", summary });
    post({ kind: "indexed", index: await localIndexWritten });
  } catch (error) {
    post({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}

const task = isMainThread ? undefined : (workerData as { task?: string; input?: SearchInput } | null);
// After the rest of the bundle has been evaluated: every module the task uses is ready by then.
if (task?.task === TASK && task.input) setImmediate(() => void runTask(task.input as SearchInput));

/**
 * `npm start` makes Gatsby's development server rebuild 100 ms after a saved file changes the data,
 * instead of 500 ms: a patch (patches/, applied by `npm install`) lets NODE_MUTATION_BATCH_TIMEOUT
 * set the wait, and package.json's develop script sets it.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The delays after which Gatsby's develop state machine commits a batch of node changes. */
function batchingDelays(timeout: string | undefined): string[] {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  if (timeout === undefined) delete env.NODE_MUTATION_BATCH_TIMEOUT;
  else env.NODE_MUTATION_BATCH_TIMEOUT = timeout;
  // In a process of its own: the machine's module loads Gatsby's store, whose lmdb Jest cannot load.
  const script = 'console.log(JSON.stringify(Object.keys(require("gatsby/dist/state-machines/waiting").waitingStates.states.batchingNodeMutations.after)))';
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { env, encoding: "utf8" }).trim().split("\n").pop() ?? "[]") as string[];
}

test("the development server waits as long as NODE_MUTATION_BATCH_TIMEOUT says, and Gatsby's 500 ms without it", () => {
  expect(batchingDelays("100")).toEqual(["100"]);
  expect(batchingDelays(undefined)).toEqual(["500"]);
});

test("npm start sets 100 ms, unless the environment already says otherwise", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as { scripts: Record<string, string> };
  expect(scripts.start).toBe("npm run develop");
  expect(scripts.develop).toContain("NODE_MUTATION_BATCH_TIMEOUT=${NODE_MUTATION_BATCH_TIMEOUT:-100} gatsby develop");
});

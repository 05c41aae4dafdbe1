#!/usr/bin/env node
/**
 * Runs the W3C Nu Html Checker (vnu-jar, needs Java) over every HTML page of the production build
 * and fails on any error. Usage: node scripts/check-html.mjs public
 *
 * Only the checker's own faults are excluded, each listed below with its reason.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { builtPages } from "./lib/built-pages.mjs";

const require = createRequire(import.meta.url);
const root = path.resolve(process.argv[2] ?? "public");

/** Messages that are the checker's mistakes, not ours. */
const CHECKER_FAULTS = [
  {
    message: /^CSS: “mask”: Too many values or values are not recognized\.$/,
    reason: "the checker's CSS validator does not know the mask shorthand (a URL, position / size and no-repeat), which every browser we support parses",
  },
];

if (!fs.existsSync(root)) {
  console.error(`check-html: ${root} does not exist; run npm run build first.`);
  process.exit(1);
}
const files = builtPages(root);
// Run the jar with Debian's Java: vnu-jar's own install script would download a Java runtime.
const vnuJar = path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
const result = spawnSync("java", ["-Xss8m", "-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
if (result.error) {
  console.error(`check-html: cannot run java (${result.error.message}); scripts/install-system-deps.sh installs it.`);
  process.exit(1);
}
let messages;
try {
  // The checker writes its JSON report to standard error.
  messages = JSON.parse(result.stderr).messages;
} catch {
  console.error(`check-html: the checker did not report (exit ${result.status}):\n${result.stderr.slice(0, 2000)}`);
  process.exit(1);
}
const excluded = new Map(CHECKER_FAULTS.map((fault) => [fault, 0]));
const errors = messages.filter((message) => {
  const fault = CHECKER_FAULTS.find((candidate) => candidate.message.test(message.message));
  if (fault) excluded.set(fault, excluded.get(fault) + 1);
  return !fault;
});
for (const [fault, count] of excluded) if (count > 0) console.log(`Left out ${count} × "${fault.message.source}": ${fault.reason}.`);
const relative = (url) => path.relative(root, decodeURIComponent(new URL(url).pathname));
for (const error of errors) {
  console.log(`${relative(error.url)}:${error.lastLine ?? "?"}: ${error.message}${error.extract ? `\n    ${error.extract.trim().slice(0, 160)}` : ""}`);
}
console.log(`Checked ${files.length} pages with the Nu Html Checker: ${errors.length} errors.`);
process.exit(errors.length === 0 ? 0 : 1);

/**
 * The configuration explainer's validator, generated as the build generates it, and required
 * through Jest: its `instanceof RegExp` must run in the same realm as the values the explainer
 * builds in a test, which Node's own loader would not give.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { webpackOptionsValidatorSource } from "../../src/node/configExplainer/validatorSource";
import type { OptionsValidator } from "../../src/lib/configExplainer/validateConfig";
import { ROOT } from "./configExamples";

export function loadOptionsValidator(): OptionsValidator {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "options-validator-"));
  const file = path.join(folder, "validator.cjs");
  try {
    fs.writeFileSync(file, webpackOptionsValidatorSource(ROOT));
    return require(file) as OptionsValidator; // eslint-disable-line @typescript-eslint/no-require-imports
  } finally {
    // Once required, the module lives in memory; the file would only pile up in the temp folder.
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

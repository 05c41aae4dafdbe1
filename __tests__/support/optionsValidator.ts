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
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "options-validator-")), "validator.cjs");
  fs.writeFileSync(file, webpackOptionsValidatorSource(ROOT));
  return require(file) as OptionsValidator; // eslint-disable-line @typescript-eslint/no-require-imports
}

/**
 * Lets a script of ours load the project's own TypeScript modules (the helpers the tests and the
 * build use), so that logic is written once. Node.js 20 cannot run TypeScript by itself: each
 * `.ts` file is turned into CommonJS by the TypeScript compiler (a dev dependency) when it is
 * first required. Types are dropped, not checked; `npm run typecheck` checks them.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let registered = false;

function register() {
  if (registered) return;
  const ts = require("typescript");
  const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
  // require.extensions is deprecated in favour of loader hooks, but it is the one hook that CommonJS
  // require() consults synchronously in every Node.js version this project supports.
  require.extensions[".ts"] = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), { fileName: filename, compilerOptions });
    module._compile(outputText, filename);
  };
  registered = true;
}

/** require() for a TypeScript module of this repository, given its absolute path. */
export function requireTypeScript(file) {
  register();
  return require(file);
}

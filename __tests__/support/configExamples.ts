/**
 * The complete webpack.config.js examples of the content (a js fence titled webpack.config.js
 * without the `partial` flag, and the home page's), and a loader that runs one the way Node runs
 * a config file. Shared by the examples' own test and the explainer's equivalence test.
 */
import fs from "node:fs";
import Module from "node:module";
import path from "node:path";
import type webpack from "webpack";

import { markdownFiles } from "./contentFiles";
import { remark } from "./transformerRemark";

export const ROOT = path.resolve(__dirname, "../..");
const CONTENT = path.join(ROOT, "content");

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value: string;
  position: { start: { line: number } };
  children?: CodeNode[];
}

function codeNodes(node: CodeNode): CodeNode[] {
  return [...(node.type === "code" ? [node] : []), ...(node.children ?? []).flatMap(codeNodes)];
}

export interface ConfigExample {
  /** "content/guides/caching.md:42" */
  where: string;
  code: string;
}

export function completeConfigExamples(): ConfigExample[] {
  const markdownConfigs = markdownFiles(CONTENT).flatMap((file) =>
    codeNodes(remark().parse(fs.readFileSync(file, "utf8")) as CodeNode)
      .filter(
        (node) => ["js", "javascript"].includes(node.lang ?? "") && /title="webpack\.config\.js"/.test(node.meta ?? "") && !/\bpartial\b/.test(node.meta ?? ""),
      )
      .map((node) => ({ where: `${path.relative(ROOT, file)}:${node.position.start.line}`, code: node.value })),
  );
  // The home page's example is data, not markdown; it is checked the same way.
  const home = JSON.parse(fs.readFileSync(path.join(CONTENT, "data", "home.json"), "utf8")) as { sections: { files: { title: string; code: string }[] }[] };
  const homeConfigs = home.sections.flatMap((section, sectionIndex) =>
    section.files
      .filter((file) => file.title === "webpack.config.js")
      .map((file) => ({ where: `content/data/home.json:section ${sectionIndex}`, code: file.code })),
  );
  return [...markdownConfigs, ...homeConfigs];
}

type Webpack = typeof webpack;

/**
 * Loads an example as CommonJS with Node's own loader, resolving packages from the project's
 * node_modules, and returns it with the webpack that same loader sees: the example's functions
 * must come from the realm webpack's `instanceof Function` checks run in, not Jest's.
 */
export function loadConfig(code: string, where: string): { config: unknown; validate: Webpack["validate"] } {
  const filename = path.join(ROOT, "content", `${where.replace(/[/:]/g, "_")}.webpack.config.js`);
  const module = new Module(filename) as Module & { _compile(code: string, filename: string): void };
  module.filename = filename;
  module.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(ROOT);
  module._compile(code, filename);
  const exported = module.exports as unknown;
  const config = typeof exported === "function" ? (exported as (env: object, argv: object) => unknown)({}, {}) : exported;
  return { config, validate: (module.require("webpack") as Webpack).validate };
}

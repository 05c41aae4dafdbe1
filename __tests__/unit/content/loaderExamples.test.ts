/**
 * @jest-environment node
 *
 * The first example of each styling and transpiling loader page is built with the installed
 * packages and run, as a reader would: its `webpack.config.js` and the project files shown after
 * it are written to a scratch project, webpack builds it, and the bundle runs in a DOM. What the
 * page shows as the result (the CSS that reaches the page, the HTML the module exports) must be
 * what the build produced.
 *
 * Files a page mentions without showing (a stylesheet it imports, images) are supplied here.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { JSDOM } from "jsdom";
import type { Stats } from "webpack";
import { scratchFolder } from "../../support/scratchFolder";

const ROOT = path.resolve(__dirname, "../../..");
const LOADERS = path.join(ROOT, "content", "loaders");
const BUILD_TIMEOUT = 120_000;
/** Where the bundle is "served" from, so `output.publicPath: 'auto'` has a folder to resolve. */
const PAGE_URL = "https://site.example/assets/index.html";
const SCRIPT_URL = "https://site.example/assets/main.js";

interface Block {
  lang: string;
  title: string | null;
  partial: boolean;
  body: string;
}

interface Example {
  config: string;
  /** Project files shown after the configuration, by path. */
  files: Map<string, string>;
  /** Untitled blocks after the configuration: the result the page shows. */
  results: Block[];
}

interface Rendered {
  styles: string;
  document: Document;
  stats: Stats;
}

interface LoaderPage {
  file: string;
  supplied?: Record<string, string | Buffer>;
  bodyHtml?: string;
  check: (rendered: Rendered, example: Example) => void;
}

function codeBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```/gm)].map(([, lang, meta, body]) => ({
    lang,
    title: /title="([^"]+)"/.exec(meta)?.[1] ?? null,
    partial: /\bpartial\b/.test(meta),
    body,
  }));
}

/** The page's first complete configuration and the blocks that belong to it, up to the next configuration. */
function firstExample(file: string): Example {
  const blocks = codeBlocks(fs.readFileSync(path.join(LOADERS, file), "utf8"));
  const start = blocks.findIndex((block) => block.title === "webpack.config.js" && !block.partial);
  if (start === -1) throw new Error(`${file} has no complete webpack.config.js example`);
  const example: Example = { config: blocks[start].body, files: new Map(), results: [] };
  for (const block of blocks.slice(start + 1)) {
    if (block.title === "webpack.config.js") break;
    if (block.title) example.files.set(block.title, block.body);
    else example.results.push(block);
  }
  return example;
}

const squeeze = (text: string): string =>
  text
    .replace(/\s+/g, " ")
    .replace(/\s*([{}:;,])\s*/g, "$1")
    .trim();
const maskHashes = (text: string): string => text.replace(/\b[0-9a-f]{20}\b/g, "[hash]");

async function buildAndRun(page: LoaderPage, example: Example): Promise<Rendered> {
  const project = scratchFolder("loader-example-");
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"), "dir");
  const files = new Map<string, string | Buffer>([["webpack.config.js", example.config], ...Object.entries(page.supplied ?? {}), ...example.files]);
  for (const [name, content] of files) {
    fs.mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
    fs.writeFileSync(path.join(project, name), content);
  }
  // Node's own require, so the configuration, webpack and the loaders share one realm, as for readers.
  const projectRequire = createRequire(path.join(project, "webpack.config.js"));
  const webpack = projectRequire("webpack") as typeof import("webpack");
  const config = projectRequire("./webpack.config.js") as import("webpack").Configuration;
  const stats = await new Promise<Stats>((resolve, reject) => {
    const compiler = webpack({ ...config, context: project });
    compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolve(result))));
  });
  if (stats.hasErrors()) throw new Error(`${page.file}: the example does not build:\n${stats.toString("errors-only")}`);

  const outputPath = config.output?.path ?? path.join(project, "dist");
  const dom = new JSDOM(`<!doctype html><html><head><script src="${SCRIPT_URL}"></script></head><body>${page.bodyHtml ?? ""}</body></html>`, {
    url: PAGE_URL,
    runScripts: "outside-only",
  });
  dom.window.eval(fs.readFileSync(path.join(outputPath, "main.js"), "utf8"));
  const document = dom.window.document;
  const styles = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");
  return { styles, document, stats };
}

/** The page shows the CSS its example puts on the page: it must be exactly what reached the DOM. */
function expectShownCss({ styles }: Rendered, example: Example): void {
  const shown = example.results.find((block) => block.lang === "css");
  if (!shown) throw new Error("the example shows no resulting CSS");
  // Pages leave out the inline source map comment that development builds add.
  const withoutSourceMaps = styles.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, "");
  expect(squeeze(withoutSourceMaps)).toBe(squeeze(shown.body));
}

const PAGES: LoaderPage[] = [
  {
    file: "_css-loader.md",
    supplied: { "src/layout.css": "body {\n  margin: 0;\n}\n", "src/button.module.css": ".primary {\n  color: teal;\n}\n" },
    check: ({ styles, document }) => {
      const button = document.querySelector("button");
      // Global CSS arrives as written; the module's class is renamed and exported.
      expect(squeeze(styles)).toContain("body{margin:0;}");
      expect(button?.className).toMatch(/\S/);
      expect(button?.className).not.toBe("primary");
      expect(squeeze(styles)).toContain(`.${button?.className}{color:teal;}`);
    },
  },
  {
    file: "_style-loader.md",
    supplied: { "src/global.css": "html {\n  color: navy;\n}\n", "src/card.module.css": ".box {\n  padding: 1rem;\n}\n" },
    check: ({ document }) => {
      // One <style> element per imported CSS file, in <head>.
      expect(document.head.querySelectorAll("style")).toHaveLength(2);
      const article = document.querySelector("article");
      expect(article?.textContent).toBe("Hello");
      expect(article?.className).toMatch(/\S/);
      expect(document.head.textContent).toContain(`.${article?.className}`);
    },
  },
  { file: "_sass-loader.md", check: expectShownCss },
  { file: "_less-loader.md", check: expectShownCss },
  { file: "_postcss-loader.md", check: expectShownCss },
  {
    file: "_babel-loader.md",
    supplied: { "src/index.js": "const greet = (name = 'Babel') => `Hello, ${name}`;\ndocument.body.textContent = greet();\n" },
    check: ({ document, stats }) => {
      expect(document.body.textContent).toBe("Hello, Babel");
      const modules = stats.toJson({ modules: true }).modules ?? [];
      const index = modules.find((module) => module.name === "./src/index.js");
      expect(index?.identifier).toMatch(/babel-loader/);
    },
  },
  {
    // Built with the TypeScript of our lock file, so moving it to a major that ts-loader cannot
    // drive (7.0 has no compiler API) fails here, as it would for a reader.
    file: "_ts-loader.md",
    check: ({ document, stats }) => {
      expect(document.body.textContent).toBe("Good day, webpack.");
      const modules = stats.toJson({ modules: true }).modules ?? [];
      const index = modules.find((module) => module.name === "./src/index.ts");
      expect(index?.identifier).toMatch(/ts-loader/);
    },
  },
  {
    file: "_html-loader.md",
    supplied: { "src/images/logo.png": Buffer.from("logo"), "src/images/hero.jpg": Buffer.from("hero") },
    bodyHtml: '<div id="app"></div>',
    check: ({ document }, example) => {
      const shown = example.results.find((block) => block.lang === "html");
      if (!shown) throw new Error("the example shows no resulting HTML");
      // Asset hashes depend on the images, which the page does not show; everything else must match.
      expect(maskHashes(document.querySelector("#app")!.innerHTML.trim())).toBe(maskHashes(shown.body.trim()));
    },
  },
];

describe.each(PAGES)("the first example of loaders/$file", (page) => {
  it(
    "builds with the installed packages and gives the result the page shows",
    async () => {
      const example = firstExample(page.file);
      page.check(await buildAndRun(page, example), example);
    },
    BUILD_TIMEOUT,
  );
});

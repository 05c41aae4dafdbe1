/**
 * The notification bar's message: content/data/notification.md, a line of markdown maintainers
 * edit like any page. The build turns it into HTML before the pages are rendered
 * (`writeNotificationHtml`, from preflight.ts), and every page shows it outside React
 * (gatsby-ssr.tsx), so it costs no JavaScript and never flashes for readers who dismissed it.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

export const NOTIFICATION_FILE = path.join("content", "data", "notification.md");
/**
 * Where the rendered message waits for the page renderer: a module gatsby-ssr.tsx imports as
 * "webpack-docs-notification" (aliased in src/node/webpack.ts). Reading a file at render time
 * instead would make Gatsby mark the renderer unsafe and re-render every page on every build.
 */
export const NOTIFICATION_MODULE = path.join(".cache", "webpack-docs", "notification.js");
export const NOTIFICATION_MODULE_NAME = "webpack-docs-notification";

/** The message as HTML, or null when the file is missing or empty (no bar then). */
export function notificationHtml(file = NOTIFICATION_FILE): string | null {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, "utf8").trim();
  if (text === "") return null;
  // The markdown parser the pages are built with (gatsby-transformer-remark's).
  const transformerRequire = createRequire(createRequire(path.resolve("package.json")).resolve("gatsby-transformer-remark/package.json"));
  const remark = transformerRequire("remark") as () => { parse(markdown: string): unknown };
  const toHast = transformerRequire("mdast-util-to-hast") as (tree: unknown, options: { allowDangerousHtml: boolean }) => unknown;
  const toHtml = transformerRequire("hast-util-to-html") as (tree: unknown, options: { allowDangerousHtml: boolean }) => string;
  // Inline HTML such as <kbd> is the maintainers' own; the file is part of the repository.
  return toHtml(toHast(remark().parse(text), { allowDangerousHtml: true }), { allowDangerousHtml: true });
}

export function writeNotificationModule(): void {
  const source = `module.exports = ${JSON.stringify(notificationHtml())};\n`;
  fs.mkdirSync(path.dirname(NOTIFICATION_MODULE), { recursive: true });
  // Unchanged content keeps the file's time, so webpack's cache sees nothing new.
  if (!fs.existsSync(NOTIFICATION_MODULE) || fs.readFileSync(NOTIFICATION_MODULE, "utf8") !== source) fs.writeFileSync(NOTIFICATION_MODULE, source);
}

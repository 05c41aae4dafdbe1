/**
 * The remark that gatsby-transformer-remark itself uses, so tests parse markdown exactly as the
 * build does. The project also installs a newer, ESM-only remark (for remark-loader's page), so a
 * bare require("remark") would find the wrong one.
 */
import path from "node:path";

const transformerDirectory = path.dirname(require.resolve("gatsby-transformer-remark/package.json"));
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const remark: () => { parse(markdown: string): unknown } = require(require.resolve("remark", { paths: [transformerDirectory] }));

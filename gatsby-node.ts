/**
 * Build-time entry point. Each concern lives in its own module under src/node/; this file only
 * names which Gatsby lifecycle runs which of them.
 */
export { onPreBootstrap } from "./src/node/preflight";
export { createSchemaCustomization, createResolvers } from "./src/node/schema";
export { onCreateNode } from "./src/node/markdownFields";
export { createPages } from "./src/node/createPages";
export { onPreBuild, onPostBuild } from "./src/node/postBuild";
export { onCreateWebpackConfig } from "./src/node/webpack";

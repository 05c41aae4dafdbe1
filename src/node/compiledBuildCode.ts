import path from "node:path";

/**
 * Where Gatsby compiles gatsby-node.ts and everything it imports (all of src/node), relative to
 * the project root. A change to the build's own code changes this file, so the build's caches key
 * on it, and the search worker runs it.
 */
export const COMPILED_GATSBY_NODE = path.join(".cache", "compiled", "gatsby-node.js");
export const COMPILED_GATSBY_CONFIG = path.join(".cache", "compiled", "gatsby-config.js");

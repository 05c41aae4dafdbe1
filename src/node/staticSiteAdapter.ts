/**
 * The site is plain static files; deploy configs are written by onPostBuild (postBuild.ts).
 * Naming an adapter keeps Gatsby from looking one up on the network at every build.
 */
import type { AdapterInit } from "gatsby";

export const staticSiteAdapter: AdapterInit = () => ({
  name: "webpack-docs-static",
  adapt({ reporter }) {
    reporter.verbose("Static site: nothing to adapt; host configs are written by onPostBuild.");
  },
});

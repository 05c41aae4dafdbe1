/**
 * Webpack adjustments for the browser bundle. Only one: Gatsby's service-worker registration is
 * deferred until the page has loaded (src/sw/registerAfterLoad.js explains why).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(/^\.\/register-service-worker$/, path.resolve("src/sw/registerAfterLoad.js"))],
  });
};

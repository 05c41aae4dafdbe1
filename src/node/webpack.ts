/**
 * Webpack adjustments for the site's bundles:
 * - "webpack-docs-notification" resolves to the notification message the build rendered, and
 *   "webpack-docs-options-validator" to the configuration validator it generated;
 * - Gatsby's service-worker registration is deferred until the page has loaded
 *   (src/sw/registerAfterLoad.js explains why);
 * - the browser bundle gets a small stand-in for react-helmet (src/lib/helmetInBrowser.ts): the
 *   server render keeps the real one, so the HTML is unchanged, and every page loads ~5 KB less;
 *   and an empty one for Gatsby's partytown plugin, which does nothing in production
 *   (src/lib/partytownInProduction.js). The server render gets a stand-in for the configuration
 *   explainer, which only ever renders in the browser;
 * - in production, CSS module class names are short hashes instead of Gatsby's
 *   "Component-module--class--hash", and CSS is extracted without a child compilation per file
 *   (src/node/productionCss.ts says why);
 * - each TypeScript file is compiled by Babel once, not twice (src/node/typescriptRule.ts says why),
 *   and in production our components are compiled by swc instead (src/node/swcRule.ts says which);
 * - JavaScript is minified by swc instead of Terser (src/node/minifier.ts says why);
 * - webpack's persistent cache is keyed on a fingerprint file, not on the require graph of
 *   Gatsby's config and loaders (src/node/webpackCache.ts says why).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { withSwcMinifier } from "./minifier";
import { NOTIFICATION_MODULE, NOTIFICATION_MODULE_NAME } from "./notification";
import { VALIDATOR_MODULE, VALIDATOR_MODULE_NAME } from "./configExplainer/validatorSource";
import { keyCacheOnFingerprint } from "./webpackCache";
import { withoutDuplicateTypeScriptRule, type RuleLike } from "./typescriptRule";
import { gatsbyBrowsers, withSwcForPlainModules } from "./swcRule";
import { extractCssWithoutChildCompilations, shortenCssModuleNames } from "./productionCss";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig, reporter }) => {
  const notificationAlias = {
    [`${NOTIFICATION_MODULE_NAME}$`]: path.resolve(NOTIFICATION_MODULE),
    [`${VALIDATOR_MODULE_NAME}$`]: path.resolve(VALIDATOR_MODULE),
  };
  const config = getConfig() as {
    cache?: unknown;
    module: { rules: RuleLike[] };
    plugins: unknown[];
    resolve: { alias?: Record<string, string> };
    optimization?: { minimizer?: unknown[] };
  };
  config.resolve.alias = { ...config.resolve.alias, ...notificationAlias };
  config.module.rules = withoutDuplicateTypeScriptRule(config.module.rules);
  if (stage !== "build-javascript" && stage !== "build-html") {
    actions.replaceWebpackConfig(config);
    return;
  }
  shortenCssModuleNames(config.module.rules);
  config.module.rules = withSwcForPlainModules(config.module.rules, stage, gatsbyBrowsers(process.cwd()));
  if (stage === "build-html") {
    config.plugins.push(
      plugins.normalModuleReplacement(/[\\/]ConfigExplainer[\\/]ConfigExplainer$/, path.resolve("src/components/ConfigExplainer/ConfigExplainerOnServer.tsx")),
    );
  }
  keyCacheOnFingerprint(config, process.cwd());
  if (stage === "build-javascript") {
    config.plugins.push(
      plugins.normalModuleReplacement(/^\.\/register-service-worker$/, path.resolve("src/sw/registerAfterLoad.js")),
      plugins.normalModuleReplacement(/^react-helmet$/, path.resolve("src/lib/helmetInBrowser.ts")),
      plugins.normalModuleReplacement(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, path.resolve("src/lib/partytownInProduction.js")),
    );
    if (config.optimization?.minimizer) config.optimization.minimizer = withSwcMinifier(config.optimization.minimizer);
    if (!extractCssWithoutChildCompilations(config.plugins)) {
      // The pages still build, which is why this must be said: without it, the first rebuild after
      // a cold build rewrites every page and names a new build (src/node/productionCss.ts).
      reporter.warn(
        "Gatsby's MiniCssExtractPlugin is not among the browser bundle's plugins, so CSS is extracted with a child compilation per file. Look for it under another name in src/node/productionCss.ts.",
      );
    }
  }
  actions.replaceWebpackConfig(config);
};

/**
 * @jest-environment node
 */
import path from "node:path";
import { withoutDuplicateTypeScriptRule } from "../../../src/node/typescriptRule";

interface Rule {
  test?: RegExp;
  include?: (file: string) => boolean;
  exclude?: (file: string) => boolean;
  use?: unknown;
}

// The two rules as the installed Gatsby makes them: its own JavaScript rule, and the one its
// built-in gatsby-plugin-typescript adds in onCreateWebpackConfig.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as {
  createWebpackUtils: (stage: string, program: object) => Promise<{ rules: { js: () => Rule }; loaders: { js: (options?: object) => unknown } }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const typescriptPlugin = require("gatsby-plugin-typescript/gatsby-node") as {
  onCreateWebpackConfig: (args: { actions: { setWebpackConfig: (config: { module: { rules: Rule[] } }) => void }; loaders: object }) => void;
};

async function gatsbyRules(): Promise<{ javaScript: Rule; typeScript: Rule }> {
  const root = path.resolve(__dirname, "../../..");
  const { rules, loaders } = await createWebpackUtils("build-javascript", { directory: root, browserslist: ["defaults"] });
  let typeScript: Rule | undefined;
  typescriptPlugin.onCreateWebpackConfig({ actions: { setWebpackConfig: (config) => (typeScript = config.module.rules[0]) }, loaders });
  if (!typeScript) throw new Error("gatsby-plugin-typescript added no rule");
  return { javaScript: rules.js(), typeScript };
}

const siteFile = path.resolve(__dirname, "../../../src/templates/DocPage/DocPage.tsx");
const packageFile = path.resolve(__dirname, "../../../node_modules/some-package/index.ts");

/** The rules whose conditions take the file, as webpack decides (test, then include and exclude). */
const rulesFor = (rules: readonly Rule[], file: string): Rule[] =>
  rules.filter((rule) => rule.test?.test(file) && (!rule.include || rule.include(file)) && (!rule.exclude || !rule.exclude(file)));

describe("one Babel pass per TypeScript file", () => {
  it("leaves the site's TypeScript files to Gatsby's JavaScript rule alone", async () => {
    const { javaScript, typeScript } = await gatsbyRules();
    const css: Rule = { test: /\.css$/, use: [] };
    expect(rulesFor([javaScript, typeScript], siteFile)).toHaveLength(2);

    const rules = withoutDuplicateTypeScriptRule([javaScript, css, typeScript]);
    expect(rules).toHaveLength(3);
    expect(rulesFor(rules, siteFile)).toEqual([javaScript]);
    expect(rulesFor(rules, siteFile.replace(/\.tsx$/, ".ts"))).toEqual([javaScript]);
    expect(rules[1]).toBe(css);
  });

  it("still compiles a TypeScript file in node_modules, which Gatsby's JavaScript rule does not take", async () => {
    const { javaScript, typeScript } = await gatsbyRules();
    const rules = withoutDuplicateTypeScriptRule([javaScript, typeScript]);
    expect(rulesFor(rules, packageFile)).toHaveLength(1);
    expect(rulesFor(rules, packageFile)[0].use).toBe(typeScript.use);
  });

  it("changes nothing when it does not find both rules in the shape it knows", async () => {
    const { javaScript, typeScript } = await gatsbyRules();
    expect(withoutDuplicateTypeScriptRule([typeScript])).toEqual([typeScript]);
    expect(withoutDuplicateTypeScriptRule([javaScript])).toEqual([javaScript]);
    const javaScriptForAllFiles = { ...javaScript, include: undefined };
    expect(withoutDuplicateTypeScriptRule([javaScriptForAllFiles, typeScript])).toEqual([javaScriptForAllFiles, typeScript]);
  });
});

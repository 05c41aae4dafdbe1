/** The installed webpack's configuration schema as a standalone validator: written by the build (src/node/configExplainer/validatorSource.ts). */
declare module "webpack-docs-options-validator" {
  const validate: import("../lib/configExplainer/validateConfig").OptionsValidator;
  export = validate;
}

declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

// Global stylesheets imported for their side effects (gatsby-browser/gatsby-ssr). TypeScript 6
// checks that such an import resolves (`noUncheckedSideEffectImports` is on by default), and a
// stylesheet has no type declarations of its own.
declare module "*.css";

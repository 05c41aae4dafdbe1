// Gatsby's own Babel preset, as its unit-testing guide recommends, plus TypeScript. The preset is
// taken from Gatsby's dependencies, so it is always the version the installed Gatsby builds with,
// and it is not listed in package.json: Gatsby parses, on every build, the files of each listed
// package whose name says "gatsby", looking for queries, and this one brought in a 98 KB polyfill
// bundle that took about 0.6 s to parse.
const path = require("node:path");

const gatsbyFolder = path.dirname(require.resolve("gatsby/package.json"));

module.exports = {
  presets: [require.resolve("babel-preset-gatsby", { paths: [gatsbyFolder] }), "@babel/preset-typescript"],
};

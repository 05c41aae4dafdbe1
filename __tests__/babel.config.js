// Gatsby's own Babel preset, as its unit-testing guide recommends, plus TypeScript.
module.exports = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
};

/** Build tests: the real `gatsby build` on broken fixture content, each in a scratch project. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/build"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./__tests__/babel.config.js" }],
  },
  maxWorkers: 1,
};

/** End-to-end tests: playwright-core and Debian's Chromium against the production build in public/. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/e2e"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./__tests__/babel.config.js" }],
  },
  globalSetup: "<rootDir>/__tests__/e2e/support/globalSetup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/support/globalTeardown.ts",
  testTimeout: 60000,
  // One browser at a time: the machine has two cores and the servers need one.
  maxWorkers: 1,
};

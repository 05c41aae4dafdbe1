/** Unit tests: pure build-time functions and components in jsdom. End-to-end tests have their own config. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__/unit"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx", "**/*.test.js"],
  transform: {
    "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./__tests__/babel.config.js" }],
  },
  moduleNameMapper: {
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.css$": "<rootDir>/__tests__/__mocks__/style.js",
    "^gatsby$": "<rootDir>/__tests__/__mocks__/gatsby.tsx",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|feed|stemmer)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
  // One worker per core. Jest's default keeps a core for its main process, which here only waits:
  // on 2 cores the unit tests took 74 to 75 s with one worker and 49 to 52 s with two.
  maxWorkers: "100%",
};

/**
 * @jest-environment node
 *
 * Readers copy our configuration examples into real projects: every complete one (a js fence
 * titled webpack.config.js without the `partial` flag) must pass webpack's own schema
 * validation, with the installed webpack.
 */
import webpack from "webpack";

import { completeConfigExamples, loadConfig } from "../../support/configExamples";

const completeConfigs = completeConfigExamples();

type Webpack = typeof webpack;

describe("configuration examples in the content", () => {
  it("include complete configurations to check", () => {
    expect(completeConfigs.length).toBeGreaterThan(50);
    console.log(`Validating ${completeConfigs.length} complete webpack.config.js examples with webpack ${webpack.version}.`);
  });

  it.each(completeConfigs.map((config) => [config.where, config]))("%s passes webpack.validate", (_where, { code, where }) => {
    const { config, validate } = loadConfig(code, where);
    expect(typeof (config as { then?: unknown }).then).not.toBe("function");
    expect(() => validate(config as Parameters<Webpack["validate"]>[0])).not.toThrow();
  });
});

/**
 * @jest-environment node
 */
import TerserPlugin from "terser-webpack-plugin";
import { withSwcMinifier } from "../../../src/node/minifier";

describe("the JavaScript minifier", () => {
  it("replaces Gatsby's Terser with swc and keeps every other minimizer as it is", async () => {
    const cssMinimizer = { name: "css" };
    const [js, css] = withSwcMinifier([new TerserPlugin(), cssMinimizer]) as [TerserPlugin, unknown];
    expect(css).toBe(cssMinimizer);
    expect(js).toBeInstanceOf(TerserPlugin);
    const { minimizer } = (js as unknown as { options: { minimizer: { implementation: unknown; options: object } } }).options;
    expect(minimizer.implementation).toBe(TerserPlugin.swcMinify);

    const result = await TerserPlugin.swcMinify({ "a.js": "var answer = 40 + 2; console.log(answer);" }, undefined, minimizer.options as never);
    // Compressed: the sum is folded and the spaces around operators are gone.
    expect(result.code).toContain("=42;console.log(");
  });
});

/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { cachedWebpackExportNames, webpackExportNames } from "../../../src/node/configExplainer/explainerContext";
import { scratchFolder } from "../../support/scratchFolder";

/** A stand-in for webpack's exports whose namespace getter counts how often it is read. */
function fakeWebpack(version: string) {
  const reads = { optimize: 0 };
  const webpack = {
    version,
    DefinePlugin: class {},
    get optimize() {
      reads.optimize += 1;
      return { SplitChunksPlugin: class {}, helper: () => undefined };
    },
  };
  return { webpack, reads };
}

describe("the names webpack exports, for the configuration explainer", () => {
  const cacheFile = path.join(scratchFolder("export-names-"), "names.json");
  beforeEach(() => fs.rmSync(cacheFile, { force: true }));

  it("lists the installed webpack's classes, by the names a configuration writes them", () => {
    const webpack = createRequire(path.resolve(__dirname, "../../../package.json"))("webpack") as object;
    const names = webpackExportNames(webpack);
    expect(names).toEqual(expect.arrayContaining(["DefinePlugin", "optimize.SplitChunksPlugin", "ids.HashedModuleIdsPlugin"]));
    expect(names).not.toContain("optimize");
  });

  it("reads webpack's namespaces once per webpack version and code, and then takes the names from the cache", () => {
    const first = fakeWebpack("5.113.0");
    expect(cachedWebpackExportNames(first.webpack, cacheFile, "code 1")).toEqual(["DefinePlugin", "optimize.SplitChunksPlugin"]);
    expect(first.reads.optimize).toBe(1);

    const again = fakeWebpack("5.113.0");
    expect(cachedWebpackExportNames(again.webpack, cacheFile, "code 1")).toEqual(["DefinePlugin", "optimize.SplitChunksPlugin"]);
    expect(again.reads.optimize).toBe(0);

    const upgraded = fakeWebpack("5.114.0");
    cachedWebpackExportNames(upgraded.webpack, cacheFile, "code 1");
    expect(upgraded.reads.optimize).toBe(1);

    const newCode = fakeWebpack("5.114.0");
    cachedWebpackExportNames(newCode.webpack, cacheFile, "code 2");
    expect(newCode.reads.optimize).toBe(1);
  });
});

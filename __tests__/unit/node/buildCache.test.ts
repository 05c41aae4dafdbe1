/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { readBuildCache, writeBuildCache } from "../../../src/node/buildCache";
import { scratchFolder } from "../../support/scratchFolder";

describe("what a build step remembers for the next build", () => {
  const folder = scratchFolder("build-cache-");
  const file = path.join(folder, "step", "value.json");

  it("gives back a value only under the version it was written with", () => {
    expect(readBuildCache(file, "v1")).toBeUndefined();
    writeBuildCache(file, "v1", { names: ["DefinePlugin"] });
    expect(readBuildCache(file, "v1")).toEqual({ names: ["DefinePlugin"] });
    expect(readBuildCache(file, "v2")).toBeUndefined();
  });

  it("treats an unreadable file as no value", () => {
    fs.writeFileSync(file, "{ half a JSON");
    expect(readBuildCache(file, "v1")).toBeUndefined();
  });
});

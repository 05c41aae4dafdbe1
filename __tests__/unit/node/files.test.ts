/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listFiles } from "../../../src/node/files";
import { scratchFolder } from "../../support/scratchFolder";

describe("listFiles", () => {
  it("lists the regular files at every depth in code-point order, whatever order they were made in", () => {
    const root = scratchFolder("list-files-");
    for (const file of ["b/z.json", "a.txt", "b/a/deep.js", "B.md"]) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), file);
    }
    fs.symlinkSync(path.join(root, "a.txt"), path.join(root, "link.txt"));
    expect(listFiles(root).map((file) => path.relative(root, file))).toEqual(["B.md", "a.txt", path.join("b", "a", "deep.js"), path.join("b", "z.json")]);
  });

  it("finds no files in a folder that does not exist", () => {
    expect(listFiles(path.join(os.tmpdir(), "no-such-folder-for-list-files"))).toEqual([]);
  });
});

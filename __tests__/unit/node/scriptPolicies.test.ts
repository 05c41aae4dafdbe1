/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { addScriptPolicies } from "../../../src/node/scriptPolicies";
import { addScriptPolicy } from "../../../src/node/contentSecurityPolicy";
import { scratchFolder } from "../../support/scratchFolder";

const page = (url: string) => `<!DOCTYPE html><html><head><title>t</title></head><body><script>window.pagePath="${url}"</script></body></html>`;

describe("adding the script policies after a build", () => {
  let directory: string;
  let cacheFile: string;
  let files: string[];
  beforeEach(() => {
    directory = scratchFolder("script-policies-");
    cacheFile = path.join(directory, "cache", "policies.json");
    files = ["/a/", "/b/", "/c/"].map((url, index) => {
      const file = path.join(directory, `${index}.html`);
      fs.writeFileSync(file, page(url));
      return file;
    });
  });

  it("gives every page its own policy, and then reads only the files changed since", () => {
    expect(addScriptPolicies(files, "v1", cacheFile)).toEqual({ read: 3, rewritten: 3 });
    for (const [index, url] of ["/a/", "/b/", "/c/"].entries()) expect(fs.readFileSync(files[index], "utf8")).toBe(addScriptPolicy(page(url)));

    expect(addScriptPolicies(files, "v1", cacheFile)).toEqual({ read: 0, rewritten: 0 });

    // Re-rendered by the next build: the policy must follow the new inline script.
    fs.writeFileSync(files[1], page("/b/changed/"));
    expect(addScriptPolicies(files, "v1", cacheFile)).toEqual({ read: 1, rewritten: 1 });
    expect(fs.readFileSync(files[1], "utf8")).toBe(addScriptPolicy(page("/b/changed/")));
  });

  it("reads every file again when the policy's code or settings change", () => {
    addScriptPolicies(files, "v1", cacheFile);
    expect(addScriptPolicies(files, "v2", cacheFile)).toEqual({ read: 3, rewritten: 0 });
  });

  it("notices a file rewritten with the same size, by its modification time", () => {
    addScriptPolicies(files, "v1", cacheFile);
    const sameLength = page("/a/").replace('"/a/"', '"/z/"');
    fs.writeFileSync(files[0], sameLength);
    fs.utimesSync(files[0], new Date(), new Date(Date.now() + 5000));
    expect(addScriptPolicies(files, "v1", cacheFile).read).toBe(1);
    expect(fs.readFileSync(files[0], "utf8")).toBe(addScriptPolicy(sameLength));
  });

  it("removes the renderer's stray NUL bytes before hashing", () => {
    fs.writeFileSync(files[0], page("/a/").replace("<title>t", "<title>t\0"));
    addScriptPolicies(files, "v1", cacheFile);
    expect(fs.readFileSync(files[0], "utf8")).toBe(addScriptPolicy(page("/a/")));
  });
});

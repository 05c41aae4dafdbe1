import fs from "node:fs";
import path from "node:path";

const PLUGINS = path.resolve(__dirname, "../../../plugins");

describe("the site's own Gatsby plugins", () => {
  // Gatsby keys its cache (markdown turned into HTML among it) on each plugin's version. A local
  // plugin without one is keyed on a hash of its files instead, so editing a plugin rebuilds what
  // it made; with a fixed version, a rebuild would keep serving the old output.
  it.each(fs.readdirSync(PLUGINS))("%s has no version in its package.json", (plugin) => {
    const packageJson = JSON.parse(fs.readFileSync(path.join(PLUGINS, plugin, "package.json"), "utf8")) as Record<string, unknown>;
    expect(packageJson).not.toHaveProperty("version");
  });
});

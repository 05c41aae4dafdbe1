/**
 * @jest-environment node
 *
 * A class a component reads from its CSS module but the module lacks is `undefined` at run time:
 * the element silently loses its styles, and the build only warns. Every `styles.name` a
 * component uses must be a class of the module it imports.
 */
import fs from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../../../src");

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(directory, entry.name);
    return entry.isDirectory() ? sourceFiles(entryPath) : /\.tsx?$/.test(entry.name) ? [entryPath] : [];
  });
}

const users = sourceFiles(SRC).flatMap((file) => {
  const source = fs.readFileSync(file, "utf8");
  const imported = /import \* as (\w+) from "(\.[^"]+\.module\.css)"/.exec(source);
  return imported ? [{ file, source, binding: imported[1], cssFile: path.resolve(path.dirname(file), imported[2]) }] : [];
});

describe("CSS module classes", () => {
  it("finds the components that use CSS modules", () => {
    expect(users.length).toBeGreaterThan(20);
  });

  it.each(users.map((user) => [path.relative(SRC, user.file), user]))("%s uses only classes its module defines", (_name, { source, binding, cssFile }) => {
    const css = fs.readFileSync(cssFile, "utf8");
    // css-loader exports camelCase names for kebab-case classes as well.
    const defined = new Set(
      [...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].flatMap(([, name]) => [name, name.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase())]),
    );
    const used = [...new Set([...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, "g"))].map(([, name]) => name))];
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});

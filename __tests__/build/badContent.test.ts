/**
 * The real `gatsby build`, run on small broken content trees, must stop with a message that names
 * the file, the field and the fix, and no stack trace. Each case runs in a scratch copy of the
 * project (symlinks to the code, a fixture as content/) so the site's own build is untouched.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const ROOT = path.resolve(__dirname, "../..");
const FIXTURE = path.join(ROOT, "__tests__/fixtures/content");
const LINKED = ["node_modules", "plugins", "static"];
// Gatsby compiles these with Parcel, which resolves symlinks and then looks for its output in the
// wrong folder: copy them instead.
const COPIED = ["src", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package.json", "tsconfig.json"];

function buildWith(edit: (contentDirectory: string) => void): { status: number | null; output: string } {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "webpack-docs-build-"));
  for (const name of LINKED) fs.symlinkSync(path.join(ROOT, name), path.join(project, name));
  for (const name of COPIED) fs.cpSync(path.join(ROOT, name), path.join(project, name), { recursive: true });
  const contentDirectory = path.join(project, "content");
  // The site's data files (navigation, sponsors, projects...) are code inputs, not pages: take the
  // real ones, then lay the fixture's pages (and any data it overrides) on top.
  fs.cpSync(path.join(ROOT, "content/data"), path.join(contentDirectory, "data"), { recursive: true });
  fs.cpSync(FIXTURE, contentDirectory, { recursive: true });
  edit(contentDirectory);
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: project,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0", CI: "true" },
    encoding: "utf8",
    timeout: 170000,
  });
  fs.rmSync(project, { recursive: true, force: true });
  // Gatsby wraps long lines; join them so messages can be matched whole.
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
  return { status: result.status, output: output.replace(/\s+/g, " ") };
}

const replaceIn = (file: string, from: string, to: string) => fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(from, to));

describe("gatsby build on bad content", () => {
  it("names the file, line and fix for broken frontmatter YAML, without a stack trace", () => {
    const { status, output } = buildWith((content) =>
      replaceIn(path.join(content, "guides/installation.md"), "title: Installation", "title: Installation: the basics"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("content/guides/installation.md: frontmatter is not valid YAML (line 2 of the file)");
    expect(output).toContain("Check the quoting and indentation");
    expect(output).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/);
  }, 180000);

  it("names the field of a missing title and a sort that is not a number", () => {
    const { status, output } = buildWith((content) => {
      replaceIn(path.join(content, "guides/installation.md"), "title: Installation\n", "");
      replaceIn(path.join(content, "glossary.md"), "sort: 1", "sort: first");
    });
    expect(status).not.toBe(0);
    expect(output).toContain('content/guides/installation.md: frontmatter "title" is missing.');
    expect(output).toContain('content/glossary.md: frontmatter "sort" must be a number, got "first".');
  }, 180000);

  it("stops on a link to an anchor that does not exist", () => {
    const { status, output } = buildWith((content) => replaceIn(path.join(content, "guides/index.md"), "#requirements", "#requirement"));
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/guides/index.md: link "/guides/installation/#requirement" points to #requirement, which does not exist on /guides/installation/.',
    );
  }, 180000);
});

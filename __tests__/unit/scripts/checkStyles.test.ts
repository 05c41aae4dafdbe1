/**
 * @jest-environment node
 *
 * `npm run check-styles` against small built sites in a temporary folder (run as the script
 * itself, in a child Node.js, since Jest here does not load ES modules).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { scratchFolder } from "../../support/scratchFolder";

const SCRIPT = path.resolve(__dirname, "../../../scripts/check-styles.mjs");

function siteWith(files: Record<string, string>): string {
  const directory = scratchFolder("check-styles-");
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), content);
  }
  return directory;
}

function check(directory: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [SCRIPT, directory], { encoding: "utf8" });
  return { status: result.status, output: result.stdout + result.stderr };
}

const page = (style: string, body: string, head = "") =>
  `<!DOCTYPE html><html><head>${head}<style data-href="/styles.css">${style}</style></head><body>${body}</body></html>`;

describe("check-styles", () => {
  it("passes when every CSS-module class a page uses is in the styles it carries", () => {
    const site = siteWith({
      "index.html": page(".Ab3xYz{color:red}._9kQ-rT:hover{color:blue}", '<div class="Ab3xYz language-js"><a class="_9kQ-rT token string">x</a></div>'),
      "guide/index.html": page("", '<p class="Zz9Kk1">y</p>', '<link rel="stylesheet" href="/extra.css">'),
      "extra.css": "@media print{.Zz9Kk1{display:none}}",
    });
    const { status, output } = check(site);
    expect(output).toContain("Checked the CSS-module classes of 2 pages");
    expect(status).toBe(0);
  });

  it("fails and names the page and classes when the HTML and the styles disagree", () => {
    const site = siteWith({
      "index.html": page(".Ab3xYz{color:red}", '<div class="Ab3xYz"><span class="Qw7+Er">x</span><b class="Kt4mNo">y</b></div>'),
      "ok/index.html": page(".Ab3xYz{color:red}", '<div class="Ab3xYz">fine</div>'),
    });
    const { status, output } = check(site);
    expect(status).toBe(1);
    expect(output).toMatch(/^index\.html: 1 CSS-module classes its styles do not define \(Kt4mNo/m);
    expect(output).not.toMatch(/^ok\/index\.html/m);
    expect(output).toContain("1 pages with undefined classes");
  });

  it("does not take another page's or a stale stylesheet's classes as defined", () => {
    const site = siteWith({
      "index.html": page(".Ab3xYz{color:red}", '<div class="Ab3xYz Cd4eFg">x</div>'),
      "styles.old.css": ".Cd4eFg{color:red}",
    });
    expect(check(site).status).toBe(1);
  });
});

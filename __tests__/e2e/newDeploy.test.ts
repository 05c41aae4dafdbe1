/**
 * A returning reader whose service worker holds the old build must get the new build after a
 * deploy, and never a page that mixes old and new chunks. The deploy is real: a markdown edit
 * and `gatsby build` into the public/ folder the server is serving.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { GATSBY_ORIGIN, ROOT } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";

const EDITED_FILE = path.join(ROOT, "content", "glossary.md");
const MARKER = `This sentence was added by a new deploy at ${Date.now()}.`;

function build(): void {
  execFileSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
}

async function controllerScript(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller?.scriptURL ?? "";
  });
}

const browser = sharedBrowser();
const original = fs.readFileSync(EDITED_FILE, "utf8");
afterAll(() => {
  // Put the site back as it was for anything that runs after this file.
  if (fs.readFileSync(EDITED_FILE, "utf8") !== original) {
    fs.writeFileSync(EDITED_FILE, original);
    build();
  }
});

describe("a new deploy", () => {
  it("reaches a returning reader on the next reload after it is detected, with no chunk errors", async () => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/glossary/`);
    await controllerScript(page);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await expect(page.getByText(MARKER).count()).resolves.toBe(0);

    fs.writeFileSync(EDITED_FILE, `${original}\n${MARKER}\n`);
    build();

    // The reader keeps reading: a client-side navigation makes the site check for a new worker.
    await page.getByRole("link", { name: "Comparison", exact: true }).first().click();
    await page.waitForURL(`${GATSBY_ORIGIN}/comparison/`);
    await page.waitForFunction(() => (window as unknown as { ___swUpdated?: boolean }).___swUpdated === true, null, { timeout: 30000 });
    // Gatsby turns the next navigation into a full load, served by the new worker and build.
    // The new worker may still be activating (it has just precached the whole new build), and a
    // navigation waits for that: allow for a slow machine rather than Playwright's click timeout.
    await page.getByRole("link", { name: "Glossary", exact: true }).first().click({ noWaitAfter: true });
    await page.waitForURL(`${GATSBY_ORIGIN}/glossary/`, { timeout: 90000 });
    await page.getByText(MARKER).waitFor({ timeout: 90000 });
    await page.reload();
    await page.getByText(MARKER).waitFor();
    expect(consoleErrors.filter((error) => /chunk|Loading/i.test(error))).toEqual([]);
    await context.close();
  }, 240000);
});

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
  it("reaches a returning reader on the next navigation and the next reload, and replaces the offline copy, with no chunk errors", async () => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/comparison/`);
    await controllerScript(page);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    // The worker already holds the old build, glossary included.
    await expect(
      page.evaluate(async () => {
        const response = await caches.match("/page-data/glossary/page-data.json", { cacheName: "webpack-docs-offline-copy" });
        return response ? (await response.text()).includes("/glossary/") : false;
      }),
    ).resolves.toBe(true);

    fs.writeFileSync(EDITED_FILE, `${original}\n${MARKER}\n`);
    build();

    // The very next navigation shows the new text. (Pages already opened in this tab are kept in
    // memory by Gatsby; for those the new build arrives once the new worker is detected, as a
    // full load on the next navigation, or on a reload.)
    await page.getByRole("link", { name: "Glossary", exact: true }).first().click();
    await page.waitForURL(`${GATSBY_ORIGIN}/glossary/`);
    await page.getByText(MARKER).waitFor();
    // So does a reload, served through the service worker.
    await page.reload();
    await page.getByText(MARKER).waitFor();
    // And once the new worker has taken over, the new build is what it keeps for offline reading.
    await page.waitForFunction(
      async (marker) => {
        const cache = await caches.open("webpack-docs-offline-copy");
        const response = await cache.match("/page-data/glossary/page-data.json");
        return Boolean(response && (await response.text()).includes(marker));
      },
      MARKER,
      { timeout: 60000, polling: 500 },
    );
    // Its install writes that copy before it has finished; go offline once it has taken over.
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(registration && !registration.installing && !registration.waiting && registration.active?.state === "activated");
      },
      null,
      { timeout: 60000, polling: 250 },
    );
    // Offline, the page still opens whole. (Right after a deploy that changed the compilation
    // hash, as the first rebuild after a cold build does, it can show the previous build's text
    // until the next online load: a known gap, noted on the foundation issue.)
    await context.setOffline(true);
    await page.reload();
    await page.locator("h1", { hasText: "Glossary" }).waitFor();
    expect(consoleErrors.filter((error) => /chunk|Loading/i.test(error))).toEqual([]);
    await context.close();
  }, 240000);
});

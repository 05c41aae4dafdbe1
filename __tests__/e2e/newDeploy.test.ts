/**
 * A returning reader whose service worker holds the old build must get the new build after a
 * deploy, online and offline, and never a page that mixes old and new chunks or old and new text.
 * The deploy is real: a markdown edit plus a change to the browser's JavaScript (a redirect entry,
 * which the app bundles), then `gatsby build` into the public/ folder the server is serving.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { GATSBY_ORIGIN, ROOT } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";
import { builtOfflineCopy, offlineCopyCacheName, waitForOfflineReady } from "./support/offline";

const GLOSSARY_FILE = path.join(ROOT, "content", "glossary.md");
const COMPARISON_FILE = path.join(ROOT, "content", "comparison.md");
const REDIRECTS_FILE = path.join(ROOT, "content", "data", "redirects.json");
const MARKER = `This sentence was added by a new deploy at ${Date.now()}.`;
const EDITED_FILES = [GLOSSARY_FILE, COMPARISON_FILE, REDIRECTS_FILE];

function build(): void {
  execFileSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
}

/** Evaluates `check` in the page until it holds, asking again when a navigation interrupts it. */
async function until(page: Page, check: (argument: string) => Promise<boolean>, argument: string): Promise<void> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (await page.evaluate(check, argument).catch(() => false)) return;
    await page.waitForTimeout(250);
  }
  throw new Error("The new service worker did not take over within 60 s");
}

const browser = sharedBrowser();
const originals = new Map(EDITED_FILES.map((file) => [file, fs.readFileSync(file, "utf8")]));
const original = (file: string): string => originals.get(file) ?? "";
afterAll(() => {
  // Put the site back as it was for anything that runs after this file.
  if (EDITED_FILES.some((file) => fs.readFileSync(file, "utf8") !== original(file))) {
    for (const file of EDITED_FILES) fs.writeFileSync(file, original(file));
    build();
  }
});

describe("a new deploy", () => {
  it("reaches a returning reader on the next reload and offline, with no chunk errors and no old text", async () => {
    const oldCopy = builtOfflineCopy();
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    // The reader reads the glossary, then another page, and the worker stores the old build.
    await page.goto(`${GATSBY_ORIGIN}/glossary/`);
    await waitForOfflineReady(page, oldCopy);
    await page.goto(`${GATSBY_ORIGIN}/comparison/`);

    // The deploy changes the text of both pages and the browser's JavaScript.
    fs.writeFileSync(GLOSSARY_FILE, `${original(GLOSSARY_FILE)}\n${MARKER}\n`);
    fs.writeFileSync(COMPARISON_FILE, `${original(COMPARISON_FILE)}\n${MARKER}\n`);
    fs.writeFileSync(
      REDIRECTS_FILE,
      JSON.stringify([...JSON.parse(original(REDIRECTS_FILE)), { from: "/glossary/#moved-by-the-deploy-test", to: "/glossary/" }]),
    );
    build();
    const newCopy = builtOfflineCopy();
    expect(newCopy.version).not.toBe(oldCopy.version);

    // Browsers look for a new worker when the reader navigates (gatsby-browser.tsx asks on every
    // route change); ask here, so the test does not depend on when that happens. Gatsby may
    // reload the page meanwhile (its prefetches meet the new build), so ask until the new
    // worker is in charge.
    await until(
      page,
      async (cacheName) => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
        return Boolean(navigator.serviceWorker.controller) && !registration?.installing && !registration?.waiting && (await caches.has(cacheName));
      },
      offlineCopyCacheName(newCopy),
    );
    // Online, the next load is the new build.
    await page.reload();
    await page.getByText(MARKER).waitFor();

    // The new worker keeps its own copy, and the old build's is gone.
    await waitForOfflineReady(page, newCopy);
    await expect(page.evaluate((name) => caches.has(name), offlineCopyCacheName(oldCopy))).resolves.toBe(false);

    // Offline, the glossary, last read before the deploy, shows the new build's text. (It once
    // showed the old text: a runtime cache of page data, filled before the deploy, answered
    // before the new copy could.)
    await context.setOffline(true);
    await page.goto(`${GATSBY_ORIGIN}/glossary/`);
    await page.locator("h1", { hasText: "Glossary" }).waitFor();
    await page.getByText(MARKER).waitFor();
    expect(consoleErrors.filter((error) => /chunk|Loading/i.test(error))).toEqual([]);
    await context.close();
  }, 300000);
});

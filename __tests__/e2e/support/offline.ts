import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { GATSBY_ORIGIN, ROOT } from "./servers";
import { newContext, openPage } from "./browser";

export interface BuiltOfflineCopy {
  version: string;
  files: Record<string, string>;
  bundles: { url: string; files: string[] }[];
}

/** The offline copy the build under test listed in its worker script (src/node/offlineCopy.ts). */
export function builtOfflineCopy(): BuiltOfflineCopy {
  const script = fs.readFileSync(path.join(ROOT, "public", "sw.js"), "utf8");
  const listed = /self\.__OFFLINE_COPY = (\{.*\});/.exec(script);
  if (!listed) throw new Error("public/sw.js lists no offline copy");
  return JSON.parse(listed[1]) as BuiltOfflineCopy;
}

export const offlineCopyCacheName = (copy: BuiltOfflineCopy): string => `webpack-docs-offline-copy-${copy.version}`;

/** Waits until the real service worker controls the page. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

/**
 * Waits until the real service worker controls the page and has stored every file of the build's
 * offline copy, which it downloads once the page has gone idle.
 */
export async function waitForOfflineReady(page: Page, copy: BuiltOfflineCopy = builtOfflineCopy()): Promise<void> {
  await waitForWorker(page);
  const cacheName = offlineCopyCacheName(copy);
  const count = Object.keys(copy.files).length;
  const deadline = Date.now() + 120000;
  for (;;) {
    const stored = await page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0), cacheName);
    if (stored >= count) return;
    if (Date.now() > deadline) throw new Error(`The offline copy ${cacheName} holds ${stored} of ${count} files after 120 s`);
    await page.waitForTimeout(250);
  }
}

/**
 * A reader who opened the home page online, stayed until the offline copy was stored, then lost
 * the network: the context is offline from here on.
 */
export async function openThenGoOffline(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const { page } = await openPage(context);
  await page.goto(`${GATSBY_ORIGIN}/`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await waitForOfflineReady(page);
  await context.setOffline(true);
  return { context, page };
}

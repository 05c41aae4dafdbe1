/** Debian's Chromium driven by playwright-core: no downloaded browser works on these machines. */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true });
}

/**
 * A page that records console errors and failed same-origin requests, so tests can assert a page
 * ran cleanly. Requests to other hosts are answered as offline: the tests never touch the network,
 * and the site must cope without it.
 */
export async function openPage(context: BrowserContext): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // A failed load from another host (avatars while offline) is the fallback working, not a bug.
    const source = message.location().url;
    if (message.type() === "error" && !/^https?:\/\/(?!localhost[:/])/.test(source)) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

export async function newContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort("internetdisconnected"));
  return context;
}

/** One browser per test file: launched before its tests, closed after. Returns a getter. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is not running: call sharedBrowser() at the top of a test file.");
    return browser;
  };
}

/** A fresh context on `url`, once React has hydrated the page (gatsby-browser.tsx marks <html>). */
export async function openHydrated(
  browser: Browser,
  url: string,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await newContext(browser, options);
  const { page, consoleErrors } = await openPage(context);
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { context, page, consoleErrors };
}

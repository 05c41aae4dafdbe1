import fs from "node:fs";
import path from "node:path";
import { load } from "cheerio";
import matter from "gray-matter";
import { locateContentFile } from "../../src/node/contentPaths";
import { isHashRedirect, type Redirect } from "../../src/lib/hashRedirects";
import { GATSBY_ORIGIN, NGINX_ORIGIN, ROOT } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";

/**
 * Every legacy url in content/data/redirects.json, requested through both real servers. The
 * expected titles come from the markdown, not from the build, so a redirect that lands on the
 * wrong page fails.
 */
const browser = sharedBrowser();
const CONTENT = path.join(ROOT, "content");
const redirects: Redirect[] = JSON.parse(fs.readFileSync(path.join(CONTENT, "data", "redirects.json"), "utf8"));

function markdownTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  const walk = (directory: string): void => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".md")) {
        const { url } = locateContentFile(path.relative(CONTENT, file));
        titles.set(url, String(matter(fs.readFileSync(file, "utf8")).data.title));
      }
    }
  };
  walk(CONTENT);
  return titles;
}

const titles = markdownTitles();
const pathRedirects = redirects.filter((redirect) => !isHashRedirect(redirect));
const spellings = pathRedirects.flatMap(({ from, to }) => [
  { from, to },
  { from: from.replace(/\/$/, ""), to },
]);

const pathOf = (url: string): string => url.split("#")[0];
const expectedTitle = (to: string): string => `${titles.get(pathOf(to))} | webpack`;
const titleOf = (html: string): string => load(html)("title").text();

describe("every legacy url", () => {
  it("lists at least the urls readers still follow", () => {
    const sources = new Set(pathRedirects.map(({ from }) => from));
    for (const legacy of ["/support/", "/pluginsapi/compiler/", "/development/how-to-write-a-loader/", "/guides/code-splitting-css/", "/migrating/"]) {
      expect(sources).toContain(legacy);
    }
    for (const { to } of redirects) expect(titles.has(pathOf(to))).toBe(true);
  });

  it("answers with a 301 from nginx, with and without the slash, to a page with the right title", async () => {
    const failures: string[] = [];
    for (const { from, to } of spellings) {
      const response = await fetch(`${NGINX_ORIGIN}${from}`, { redirect: "manual" });
      const location = response.headers.get("location");
      if (response.status !== 301 || location !== to) {
        failures.push(`${from}: ${response.status} to ${location}, expected 301 to ${to}`);
        continue;
      }
      const final = await fetch(`${NGINX_ORIGIN}${location}`);
      const title = titleOf(await final.text());
      if (final.status !== 200 || title !== expectedTitle(to)) failures.push(`${from} -> ${to}: ${final.status} "${title}"`);
    }
    expect(failures).toEqual([]);
  });

  // gatsby serve knows nothing of redirects: it serves the redirect page the build writes for
  // each legacy url, which sends the browser on, and answers the slash-less spelling with its own
  // 301 to the slashed one.
  it("reaches the right page through npm run serve, in a browser", async () => {
    const context = await newContext(browser());
    const failures: string[] = [];
    for (const { from } of pathRedirects) {
      const response = await fetch(`${GATSBY_ORIGIN}${from.replace(/\/$/, "")}`, { redirect: "manual" });
      if (response.status !== 301 || response.headers.get("location") !== from) failures.push(`${from} without its slash: ${response.status}`);
    }
    const queue = [...pathRedirects];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        const { page } = await openPage(context);
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const { from, to } = next;
          await page.goto(`${GATSBY_ORIGIN}${from}`);
          await page.waitForURL(`${GATSBY_ORIGIN}${to}`).catch(() => undefined);
          const title = await page.title();
          if (page.url() !== `${GATSBY_ORIGIN}${to}` || title !== expectedTitle(to)) failures.push(`${from}: at ${page.url()} "${title}"`);
        }
        await page.close();
      }),
    );
    expect(failures).toEqual([]);
    await context.close();
  }, 300000);

  it("follows a moved option's #anchor to its own page, keeping the option in view", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/configuration/other-options/#cachebuilddependencies`);
    await page.waitForURL(`${GATSBY_ORIGIN}/configuration/cache/#cachebuilddependencies`);
    // A navigation within the page changes the url first and the title once the new page has rendered.
    await page.waitForFunction((title) => document.title === title, "Cache | webpack").catch(() => undefined);
    await expect(page.title()).resolves.toBe("Cache | webpack");
    await context.close();
  });
});

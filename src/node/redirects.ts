/**
 * Legacy redirects: old urls that readers still follow. One list (content/data/redirects.json)
 * becomes static redirect pages, the nginx config, Netlify's _redirects and, for "#anchor"
 * sources, a lookup in the browser.
 */
import type { ContentProblem } from "./contentProblems";
import { isHashRedirect, type Redirect } from "../lib/hashRedirects";

export type { Redirect };

const DATA_FILE = "content/data/redirects.json";

export function validateRedirects(raw: unknown, pageUrls: ReadonlySet<string>): { redirects: Redirect[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const report = (field: string, problem: string, fix: string): void => {
    problems.push({ file: DATA_FILE, field, problem, fix });
  };
  if (!Array.isArray(raw)) {
    report("the top level", "must be a list", 'Write a JSON array of { "from": "/old/", "to": "/new/" } objects.');
    return { redirects: [], problems };
  }
  const redirects: Redirect[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const field = `entry ${index}`;
    const { from, to } = (entry ?? {}) as Record<string, unknown>;
    if (typeof from !== "string" || !from.startsWith("/") || typeof to !== "string" || !to.startsWith("/")) {
      report(field, `needs "from" and "to" paths starting with "/", got ${JSON.stringify(entry)}`, 'Write { "from": "/old/", "to": "/new/" }.');
      return;
    }
    const fromPath = from.split("#")[0];
    const toPath = to.split("#")[0];
    if (!fromPath.endsWith("/") || !toPath.endsWith("/")) {
      report(`${field} "from" ${from}`, "must use paths with a trailing slash", 'End both paths with "/" (before any #anchor).');
      return;
    }
    if (seen.has(from)) {
      report(`${field} "from" ${from}`, "is listed twice", "Keep one entry per old url.");
      return;
    }
    seen.add(from);
    if (!isHashRedirect({ from, to }) && pageUrls.has(from)) {
      report(`${field} "from" ${from}`, "is the url of an existing page, so the redirect would hide it", "Remove the entry, or move the page.");
      return;
    }
    if (!pageUrls.has(toPath)) {
      report(`${field} "to" ${to}`, "is not a page of the site", "Point the redirect at an existing page.");
      return;
    }
    redirects.push({ from, to });
  });
  return { redirects, problems };
}

/** A static page that sends the reader on, for hosts and servers that cannot answer with a 301. */
export function redirectPageHtml(to: string, siteUrl: string): string {
  const escaped = to.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    "<title>Redirecting | webpack</title>",
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${escaped}">`,
    `<link rel="canonical" href="${siteUrl}${escaped}">`,
    "</head>",
    `<body><p>This page has moved to <a href="${escaped}">${escaped}</a>.</p></body>`,
    "</html>",
    "",
  ].join("\n");
}

/** Path redirects only: a server never sees the #anchor part of a url. */
export const pathRedirects = (redirects: readonly Redirect[]): Redirect[] => redirects.filter((redirect) => !isHashRedirect(redirect));

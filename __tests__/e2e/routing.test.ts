import http from "node:http";
import zlib from "node:zlib";
import fs from "node:fs";
import path from "node:path";
import { GATSBY_ORIGIN, NGINX_ORIGIN, ROOT } from "./support/servers";
import { builtOfflineCopy } from "./support/offline";
import { newContext, openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

const ORIGINS = [
  ["npm run serve", GATSBY_ORIGIN],
  ["nginx with the generated config", NGINX_ORIGIN],
] as const;

describe.each(ORIGINS)("routes through %s", (_name, origin) => {
  it.each([
    ["/", "webpack"],
    ["/concepts/", "Concepts | webpack"],
    ["/configuration/output/", "Output | webpack"],
    ["/guides/getting-started/", "Getting Started | webpack"],
    ["/glossary/", "Glossary | webpack"],
    ["/guides/printable/", "Combined printable page | webpack"],
    ["/printable/", "Combined printable page | webpack"],
    ["/this/does/not/exist/", "Page Not Found | webpack"],
  ])("%s is titled %s", async (path, title) => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${origin}${path}`);
    await expect(page.title()).resolves.toBe(title);
    await context.close();
  });

  it("answers a path without a trailing slash with a 301 to the slashed path", async () => {
    const response = await fetch(`${origin}/concepts`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", origin).pathname).toBe("/concepts/");
  });

  it("shows the not-found page with its texts for an unknown path", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    const response = await page.goto(`${origin}/nowhere-to-be-found/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Page Not Found");
    await expect(page.getByText("Oops! The page you are looking for has been removed or relocated.").isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await page.waitForURL(`${origin}/`);
    await context.close();
  });
});

describe("nginx deploy config", () => {
  it("caches hashed assets for a year and revalidates HTML, page data and sw.js", async () => {
    const html = await (await fetch(`${NGINX_ORIGIN}/concepts/`)).text();
    const script = /src="(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${NGINX_ORIGIN}${script}`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const path of ["/concepts/", "/page-data/concepts/page-data.json", "/sw.js"]) {
      const response = await fetch(`${NGINX_ORIGIN}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("sends the offline copy's bundles as the build compressed them: brotli where accepted, else gzip, cached for a year", async () => {
    /** The raw answer, undecoded: fetch() would ask for and undo the compression itself. */
    const rawGet = (url: string, acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const bundle = builtOfflineCopy().bundles.find((candidate) => candidate.url.includes("/configuration."))!;
    const original = fs.readFileSync(path.join(ROOT, "public", bundle.url));
    const brotli = await rawGet(`${NGINX_ORIGIN}${bundle.url}`, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    const gzip = await rawGet(`${NGINX_ORIGIN}${bundle.url}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true);
    // Brotli's window spans the whole section, where gzip's 32 KB holds less than one page.
    expect(brotli.body.length).toBeLessThan(gzip.body.length * 0.8);
  });

  it("sends the security headers on pages, assets and errors", async () => {
    for (const path of ["/", "/sw.js", "/missing/"]) {
      const response = await fetch(`${NGINX_ORIGIN}${path}`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
  });
});

describe("browser-side behaviour", () => {
  it("renders nothing on /app-shell/", async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/app-shell/`);
    await expect(page.locator("#___gatsby").innerText()).resolves.toBe("");
    await context.close();
  });

  it("keeps printable, app-shell and 404 pages out of the sitemap", async () => {
    const sitemap = await (await fetch(`${GATSBY_ORIGIN}/sitemap-0.xml`)).text();
    expect(sitemap).toContain("<loc>https://webpack.js.org/concepts/</loc>");
    expect(sitemap).not.toMatch(/printable|app-shell|404/);
    const robots = await (await fetch(`${GATSBY_ORIGIN}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: https://webpack.js.org/sitemap.xml");
    const index = await (await fetch(`${GATSBY_ORIGIN}/sitemap.xml`)).text();
    expect(index).toContain("<loc>https://webpack.js.org/sitemap-0.xml</loc>");
  });
});

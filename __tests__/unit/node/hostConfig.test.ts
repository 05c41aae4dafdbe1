import { CONTENT_HASHED_FILE, netlifyHeaders, netlifyRedirects, nginxConfig, nginxMaps } from "../../../src/node/hostConfig";

const redirects = [{ from: "/get-started/", to: "/guides/getting-started/" }];

describe("host configs", () => {
  it("answers both spellings of a legacy url with a 301, through one nginx map and on Netlify", () => {
    const maps = nginxMaps(redirects);
    expect(maps).toMatch(/map \$uri \$webpack_docs_legacy_redirect \{[^}]*"\/get-started\/" "\/guides\/getting-started\/";/);
    expect(maps).toMatch(/map \$uri \$webpack_docs_legacy_redirect \{[^}]*"\/get-started" "\/guides\/getting-started\/";/);
    expect(nginxConfig()).toContain("return 301 $webpack_docs_legacy_redirect;");
    expect(netlifyRedirects(redirects)).toContain("/get-started /guides/getting-started/ 301");
  });

  it("adds the trailing slash with a permanent redirect and serves the 404 page", () => {
    const nginx = nginxConfig();
    expect(nginx).toContain("rewrite ^([^.]*[^/])$ $1/ permanent;");
    expect(nginx).toContain("error_page 404 /404.html;");
  });

  it("sets the headers once at server level, and no location drops them by setting its own", () => {
    const nginx = nginxConfig();
    const [serverLevel, ...locations] = nginx.split(/\nlocation /);
    expect(locations.length).toBeGreaterThan(3);
    expect(serverLevel).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(serverLevel).toContain('add_header Cache-Control "$webpack_docs_cache_control" always;');
    expect(nginx.match(/add_header Content-Security-Policy/g)).toHaveLength(1);
    for (const location of locations) expect(location).not.toContain("add_header");
  });

  it("serves the offline copy's bundles precompressed, with brotli unless the host's nginx lacks the module", () => {
    expect(nginxConfig()).toMatch(/location \^~ \/offline-copy\/ \{\n {2}brotli_static on;\n {2}gzip_static on;\n\}/);
    expect(nginxConfig({ brotliStatic: false })).toMatch(/location \^~ \/offline-copy\/ \{\n {2}gzip_static on;\n\}/);
  });

  it("marks only content-hashed files immutable", () => {
    expect(CONTENT_HASHED_FILE.test("/app-a97e9eaf026bd7633cbb.js")).toBe(true);
    expect(CONTENT_HASHED_FILE.test("/styles.c7536c27c5b44f740c5a.css")).toBe(true);
    expect(CONTENT_HASHED_FILE.test("/static/logo-123.svg")).toBe(true);
    expect(CONTENT_HASHED_FILE.test("/sw.js")).toBe(false);
    expect(CONTENT_HASHED_FILE.test("/idb-keyval-3.2.0-iife.min.js")).toBe(false);
    expect(CONTENT_HASHED_FILE.test("/pagefind/fragment/en_9b62731.pf_fragment")).toBe(true);
    expect(CONTENT_HASHED_FILE.test("/pagefind/pagefind.en_5cf9933d83.pf_meta")).toBe(true);
    expect(CONTENT_HASHED_FILE.test("/pagefind/pagefind.js")).toBe(false);
    expect(CONTENT_HASHED_FILE.test("/pagefind/pagefind-entry.json")).toBe(false);
    expect(CONTENT_HASHED_FILE.test("/offline-copy/guides.0123456789abcdef.bin")).toBe(true);
    const headers = netlifyHeaders(["/app-a97e9eaf026bd7633cbb.js"]);
    expect(headers).toMatch(/\/app-a97e9eaf026bd7633cbb\.js\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(headers).toMatch(/\/\*\n {2}X-Content-Type-Options: nosniff/);
    // Only hashed files name a Cache-Control, so no two matching rules combine two values.
    expect(headers.match(/Cache-Control/g)).toHaveLength(2);
  });
});

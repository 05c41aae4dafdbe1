import { createHash } from "node:crypto";
import { addScriptPolicy, inlineScriptHashes } from "../../../src/node/contentSecurityPolicy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("per-page script policy", () => {
  const html =
    '<html><head><title>x</title><script>window.pagePath="/a/";</script></head><body><script src="/app.js"></script><script id="m">var x=1;</script></body></html>';

  it("hashes exactly the inline scripts, not the external ones", () => {
    expect(inlineScriptHashes(html)).toEqual([sha('window.pagePath="/a/";'), sha("var x=1;")]);
  });

  it("puts the policy first in the head so it governs every script", () => {
    const result = addScriptPolicy(html);
    expect(
      result.startsWith(
        `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com ${sha('window.pagePath="/a/";')} ${sha("var x=1;")}">`,
      ),
    ).toBe(true);
    expect(addScriptPolicy(result)).toBe(result);
  });

  it("replaces a stale policy when a script changed since the last build", () => {
    const stale = addScriptPolicy(html);
    const rewritten = stale.replace('window.pagePath="/a/";', 'window.pagePath="/b/";');
    const result = addScriptPolicy(rewritten);
    expect(result).toContain(sha('window.pagePath="/b/";'));
    expect(result).not.toContain(sha('window.pagePath="/a/";'));
    expect(result.match(/http-equiv/g)).toHaveLength(1);
  });
});

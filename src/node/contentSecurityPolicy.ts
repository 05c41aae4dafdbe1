/**
 * Gatsby writes a few inline scripts into every page, one of them different on each page
 * (window.pagePath), so a site-wide header cannot list their hashes. Each page therefore gets a
 * <meta> policy with the hashes of exactly its own inline scripts. Browsers enforce the header
 * and the meta policy together, so no other inline script can run, while the header keeps the
 * directives a meta tag cannot carry (frame-ancestors).
 */
import { createHash } from "node:crypto";
import { remoteOrigins } from "./remoteOrigins";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => `'sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}'`))];
}

// 'wasm-unsafe-eval': the local search index runs as WebAssembly (see hostConfig.ts); the remote
// origins are the analytics tracker's (remoteOrigins.ts), the same for every page of a build.
const SCRIPT_POLICY_BASE = ["script-src 'self' 'wasm-unsafe-eval'", ...remoteOrigins().scripts].join(" ");

/** What every page's policy starts with; a change to it makes every page's policy stale. */
export const scriptPolicyBase = (): string => SCRIPT_POLICY_BASE;

export function scriptPolicyFor(html: string): string {
  return [SCRIPT_POLICY_BASE, ...inlineScriptHashes(html)].join(" ");
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/**
 * Puts the page's script policy first in <head>, before any script it governs. Always
 * recomputed: Gatsby does not re-render unchanged pages, but does rewrite the compilation-hash
 * script inside them, so a policy from an earlier build can be stale.
 */
export function addScriptPolicy(html: string): string {
  const withoutPolicy = html.replace(POLICY_META, "");
  return withoutPolicy.replace(/<head([^>]*)>/i, (head) => `${head}<meta http-equiv="Content-Security-Policy" content="${scriptPolicyFor(withoutPolicy)}">`);
}

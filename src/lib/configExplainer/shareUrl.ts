/**
 * The pasted configuration lives in the page's url fragment, compressed, so a link can share
 * an explained configuration. A fragment never leaves the browser: it is not sent to the
 * server, nor to any other. The browser's own CompressionStream does the deflating.
 */
const FRAGMENT_KEY = "config=";
// The first character says how the rest is encoded, so a link made without compression still opens.
const DEFLATED = "z";
const PLAIN = "t";

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const output = new Blob([bytes as BlobPart]).stream().pipeThrough(stream as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

const canCompress = () => typeof CompressionStream === "function" && typeof DecompressionStream === "function";

/** "#config=z…" for a configuration's text. */
export async function encodeFragment(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (!canCompress()) return `#${FRAGMENT_KEY}${PLAIN}${toBase64Url(bytes)}`;
  return `#${FRAGMENT_KEY}${DEFLATED}${toBase64Url(await pipe(bytes, new CompressionStream("deflate-raw")))}`;
}

/** The configuration a fragment holds; null when it holds none, or one this page cannot read. */
export async function decodeFragment(hash: string): Promise<string | null> {
  const fragment = hash.replace(/^#/, "");
  if (!fragment.startsWith(FRAGMENT_KEY)) return null;
  const encoded = fragment.slice(FRAGMENT_KEY.length);
  try {
    const bytes = fromBase64Url(encoded.slice(1));
    if (encoded.startsWith(PLAIN)) return new TextDecoder().decode(bytes);
    if (encoded.startsWith(DEFLATED) && canCompress()) return new TextDecoder().decode(await pipe(bytes, new DecompressionStream("deflate-raw")));
    return null;
  } catch {
    return null;
  }
}

/**
 * React 18's streaming server renderer, which Gatsby renders every page with, can put NUL bytes
 * into the HTML: its writeStringChunk (react-dom 18.3.1, react-dom-server.node) encodes a string
 * into a fixed 2,048-byte view and, when the string does not fit, sends the whole view, including
 * the one or two bytes at its end that a multi-byte character (such as "…") did not fit into,
 * then encodes the rest into a new view. Nothing is lost, but zero bytes are added wherever such a
 * character straddles a view's end, which depends on the bytes before it: seen once in
 * /configuration/options/ (a type column reading "RegExp | \0\0…"), which the HTML checker
 * reported and a browser would show as replacement characters or a hydration mismatch.
 *
 * U+0000 is never valid in an HTML document, so every one in a rendered page is one of these.
 */
export const withoutStrayNulBytes = (html: string): string => (html.includes("\0") ? html.replaceAll("\0", "") : html);

/**
 * Stands in for the explainer in the server render (see src/node/webpack.ts). The page renders the
 * explainer only in the browser, through LazyChunk, whose server output is the placeholder; the
 * real module would only make the HTML renderer compile the validator and acorn (about 0.8 s of
 * every cold build).
 */
export default function ConfigExplainerOnServer(): null {
  return null;
}

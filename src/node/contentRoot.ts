/**
 * The folder the content comes from. Always content/ for the site; the build tests point
 * DOCS_CONTENT_DIR at a fixture to prove that bad content stops the build.
 */
import path from "node:path";

export const CONTENT_ROOT = path.resolve(process.env.DOCS_CONTENT_DIR ?? "content");
export const REDIRECTS_FILE = path.join(CONTENT_ROOT, "data", "redirects.json");

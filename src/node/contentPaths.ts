import { PRINTABLE_SEGMENT } from "../constants";

/**
 * Where a markdown file under content/ is published. Folders mirror urls, so this is the one
 * place that knows the mapping; everything else asks it.
 */

export interface ContentLocation {
  /** Public url, always with a trailing slash: "/concepts/modules/". */
  url: string;
  /** First folder of the path ("concepts"), or "" for top-level pages. */
  section: string;
  /** File name without extension and without the mirror underscore: "babel-loader". */
  name: string;
  /** index.md files stand for their folder. */
  isIndex: boolean;
  /** "_name.md" documents a package maintained in another repository. */
  isMirrored: boolean;
}

const MARKDOWN_EXTENSION = /\.md$/;

export function locateContentFile(relativePath: string): ContentLocation {
  const segments = relativePath.replace(/\\/g, "/").split("/");
  const fileName = segments.pop() ?? "";
  const baseName = fileName.replace(MARKDOWN_EXTENSION, "");
  const isMirrored = baseName.startsWith("_");
  const name = isMirrored ? baseName.slice(1) : baseName;
  const isIndex = name === "index";
  const urlSegments = isIndex ? segments : [...segments, name];
  const url = urlSegments.length === 0 ? "/" : `/${urlSegments.join("/")}/`;
  return { url, section: segments[0] ?? "", name, isIndex, isMirrored };
}

/** The url of a section's combined printable page: "/guides/printable/", or "/printable/" for the top level. */
export function printableUrl(section: string): string {
  return section === "" ? `/${PRINTABLE_SEGMENT}/` : `/${section}/${PRINTABLE_SEGMENT}/`;
}

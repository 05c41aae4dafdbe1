/**
 * The content index (product spec §1 and §3): every page of the documentation inside its
 * directory, with sizes. Written to public/content-index.json for tools and search.
 */
import { comparePages, type OrderablePage } from "./ordering";

export interface Anchor {
  title: string;
  id: string;
  level: number;
}

export interface ContentFileNode extends OrderablePage {
  type: "file";
  path: string;
  name: string;
  size: number;
  extension: string;
  anchors: readonly Anchor[];
  contributors: readonly string[];
  related: readonly { title: string; url: string }[];
  edit: string | null;
  repo: string | null;
  source: string | null;
}

export interface ContentDirectoryNode {
  type: "directory";
  path: string;
  name: string;
  size: number;
  url: string;
  children: (ContentFileNode | ContentDirectoryNode)[];
}

/** Builds the directory tree from flat file nodes whose paths start with `root` ("content/..."). */
export function buildContentIndex(files: readonly ContentFileNode[], root = "content"): ContentDirectoryNode {
  const tree: ContentDirectoryNode = { type: "directory", path: root, name: root, size: 0, url: "/", children: [] };
  for (const file of files) {
    const folders = file.path
      .slice(root.length + 1)
      .split("/")
      .slice(0, -1);
    let directory = tree;
    for (const folder of folders) {
      let child = directory.children.find((node): node is ContentDirectoryNode => node.type === "directory" && node.name === folder);
      if (!child) {
        child = {
          type: "directory",
          path: `${directory.path}/${folder}`,
          name: folder,
          size: 0,
          url: directory.url === "/" ? `/${folder}/` : `${directory.url}${folder}/`,
          children: [],
        };
        directory.children.push(child);
      }
      directory = child;
    }
    directory.children.push(file);
  }
  return finish(tree);
}

/** Totals sizes bottom-up and orders children: pages in reading order, then folders by name. */
function finish(directory: ContentDirectoryNode): ContentDirectoryNode {
  const files = directory.children.filter((node): node is ContentFileNode => node.type === "file").sort(comparePages);
  const folders = directory.children
    .filter((node): node is ContentDirectoryNode => node.type === "directory")
    .map(finish)
    .sort((a, b) => a.name.localeCompare(b.name));
  const children = [...files, ...folders];
  return { ...directory, children, size: children.reduce((total, node) => total + node.size, 0) };
}

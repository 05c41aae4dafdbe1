/**
 * Adds the fields every markdown page needs (url, section, edit link, ...) and checks its
 * frontmatter as the node is created, so `gatsby develop` reports a broken edit at once.
 */
import type { GatsbyNode, Node } from "gatsby";
import { locateContentFile } from "./contentPaths";
import { validateFrontmatter } from "./frontmatter";
import { formatProblems } from "./contentProblems";
import { CONTENT_DIRECTORY, CONTENT_REPOSITORY_BRANCH, CONTENT_REPOSITORY_URL } from "../constants";

export function editUrlFor(file: string, edit: string | null): string {
  return edit ?? `${CONTENT_REPOSITORY_URL}/edit/${CONTENT_REPOSITORY_BRANCH}/${file}`;
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const fileNode = getNode(node.parent) as (Node & { relativePath: string; size: number }) | undefined;
  if (!fileNode) return;
  const file = `${CONTENT_DIRECTORY}/${fileNode.relativePath}`;
  const location = locateContentFile(fileNode.relativePath);
  const { frontmatter, problems } = validateFrontmatter(file, location, node.frontmatter);
  if (problems.length > 0) {
    reporter.panicOnBuild(formatProblems(problems));
    return;
  }
  const fields = {
    ...location,
    file,
    size: fileNode.size,
    editUrl: editUrlFor(file, frontmatter?.edit ?? null),
  };
  for (const [name, value] of Object.entries(fields)) {
    actions.createNodeField({ node, name, value });
  }
};

/**
 * The GraphQL shape of a documentation page, declared rather than inferred so that typegen gives
 * non-null types wherever validation (frontmatter.ts) guarantees a value.
 */
import type { GatsbyNode } from "gatsby";
import { INDEX_PAGE_SORT } from "../constants";

const typeDefs = `
  type MarkdownRemark implements Node {
    frontmatter: MarkdownFrontmatter!
    fields: MarkdownFields!
  }

  type MarkdownFrontmatter {
    title: String!
    description: String
    sort: Float!
    group: String
    contributors: [String!]!
    related: [RelatedLink!]!
    edit: String
    repo: String
    source: String
    date: Date @dateformat
  }

  type RelatedLink {
    title: String!
    url: String!
  }

  type MarkdownFields {
    url: String!
    section: String!
    name: String!
    file: String!
    size: Int!
    isIndex: Boolean!
    isMirrored: Boolean!
    editUrl: String!
  }

  type Anchor {
    title: String!
    id: String!
    level: Int!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes([
    typeDefs,
    schema.buildObjectType({
      name: "MarkdownFrontmatter",
      fields: {
        // Index pages may leave sort out; validation has already rejected any other page without it.
        sort: { type: "Float!", resolve: (source: { sort?: number }) => source.sort ?? INDEX_PAGE_SORT },
        contributors: { type: "[String!]!", resolve: (source: { contributors?: string[] }) => source.contributors ?? [] },
        related: { type: "[RelatedLink!]!", resolve: (source: { related?: unknown[] }) => source.related ?? [] },
      },
    }),
  ]);
};

interface HeadingsResolverResult {
  id: string | null;
  value: string;
  depth: number;
}

/**
 * `anchors` are the page's headings of level 1 to 3, with the ids gatsby-remark-autolink-headers
 * rendered into the HTML. They reuse the transformer's own `headings` resolver so the two can
 * never disagree.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  addResolvers({
    MarkdownRemark: {
      anchors: {
        type: "[Anchor!]!",
        async resolve(source: unknown, _args: unknown, context: unknown, info: { schema: { getType(name: string): unknown } }) {
          const markdownType = info.schema.getType("MarkdownRemark") as {
            getFields(): Record<string, { resolve: (...args: unknown[]) => Promise<HeadingsResolverResult[]> }>;
          };
          const headings = await markdownType.getFields().headings.resolve(source, {}, context, info);
          return headings
            .filter((heading) => heading.depth <= 3 && heading.id)
            .map((heading) => ({ title: heading.value, id: heading.id, level: heading.depth }));
        },
      },
    },
  });
};

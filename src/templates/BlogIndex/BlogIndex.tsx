import React from "react";
import { graphql, type PageProps } from "gatsby";
import { DocArticle, type DocPageContext } from "../DocPage/DocPage";
import { PostList, type PostSummary } from "../../components/PostList/PostList";

/** /blog/: the blog's own text, then every post, newest first. */
export default function BlogIndex({
  data,
  pageContext,
  location,
}: PageProps<Queries.BlogIndexQuery, DocPageContext & { posts: PostSummary[] }>): React.ReactElement {
  return (
    <DocArticle page={data.markdownRemark} pageContext={pageContext} pathname={location.pathname}>
      <PostList posts={pageContext.posts} />
    </DocArticle>
  );
}

export const query = graphql`
  query BlogIndex($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...DocPageContent
    }
  }
`;

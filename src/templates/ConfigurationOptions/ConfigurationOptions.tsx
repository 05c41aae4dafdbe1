import React from "react";
import { graphql, type PageProps } from "gatsby";
import { DocArticle, type DocPageContext } from "../DocPage/DocPage";
import { OptionsTable } from "../../components/OptionsTable/OptionsTable";
import type { ConfigurationOption } from "../../node/configurationOptions";

/** /configuration/options/: the page's own markdown, then the table generated from webpack's schema. */
export default function ConfigurationOptions({
  data,
  pageContext,
  location,
}: PageProps<Queries.ConfigurationOptionsQuery, DocPageContext & { options: ConfigurationOption[]; webpackVersion: string }>): React.ReactElement {
  return (
    <DocArticle page={data.markdownRemark} pageContext={pageContext} pathname={location.pathname}>
      <OptionsTable options={pageContext.options} webpackVersion={pageContext.webpackVersion} />
    </DocArticle>
  );
}

export const query = graphql`
  query ConfigurationOptions($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...DocPageContent
    }
  }
`;

import React from "react";
import { graphql, type PageProps } from "gatsby";
import { DocArticle, type DocPageContext } from "../DocPage/DocPage";
import { OptionsTable } from "../../components/OptionsTable/OptionsTable";
import { LazyChunk } from "../../components/LazyChunk/LazyChunk";
import type { ConfigurationOption } from "../../node/configurationOptions";
import type { ConfigExplainerProps } from "../../components/ConfigExplainer/ConfigExplainer";
import * as styles from "./ConfigurationOptions.module.css";

/** What createPages generates for each of the two pages, from the installed webpack's schema. */
export type ConfigurationToolContext =
  { tool: "table"; options: ConfigurationOption[]; webpackVersion: string } | ({ tool: "explainer" } & ConfigExplainerProps);

// Module level, so that LazyChunk loads the explainer once; only /configuration/explain/ renders it.
const loadExplainer = () => import(/* webpackChunkName: "config-explainer" */ "../../components/ConfigExplainer/ConfigExplainer");

/**
 * The generated configuration pages: their markdown, then /configuration/options/'s table of every
 * option, or /configuration/explain/'s explainer, which reads a pasted configuration in the
 * browser. One template for both: every page's app code lists each template, and a doc page's
 * first load has no bytes to spare.
 */
export default function ConfigurationOptions({
  data,
  pageContext,
  location,
}: PageProps<Queries.ConfigurationOptionsQuery, DocPageContext & ConfigurationToolContext>): React.ReactElement {
  return (
    <DocArticle
      page={data.markdownRemark}
      pageContext={pageContext}
      pathname={location.pathname}
      // The explainer comes first: readers open the page to paste a configuration; the text explains the tool.
      before={
        pageContext.tool === "explainer" ? (
          <>
            <LazyChunk
              load={loadExplainer}
              props={{ options: pageContext.options, webpackVersion: pageContext.webpackVersion, webpackExports: pageContext.webpackExports }}
              // Keeps the page's height while the explainer's code loads, so nothing jumps.
              placeholder={<div className={styles.explainerPlaceholder} />}
              name="the configuration explainer"
            />
            <noscript>
              <p>
                The explainer reads your configuration with JavaScript, in your browser. Without JavaScript, the table on the All Options page lists every
                option.
              </p>
            </noscript>
          </>
        ) : null
      }
    >
      {pageContext.tool === "table" ? <OptionsTable options={pageContext.options} webpackVersion={pageContext.webpackVersion} /> : null}
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

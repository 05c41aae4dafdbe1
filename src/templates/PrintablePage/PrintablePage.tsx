import React, { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo/Seo";
import { Markdown } from "../../components/Markdown/Markdown";
import { PRINTABLE_PRINT_PARAMETER, PRINTABLE_TITLE } from "../../constants";
import { printableArticleId, scopePrintableHtml } from "../../lib/printableIds";
import * as styles from "./PrintablePage.module.css";

interface PrintablePageContext {
  ids: string[];
  sectionTitle: string;
}

/** A whole section on one page, in sidebar order, for printing. */
export default function PrintablePage({ data, pageContext, location }: PageProps<Queries.PrintablePageQuery, PrintablePageContext>): React.ReactElement {
  const byId = new Map(data.allMarkdownRemark.nodes.map((node) => [node.id, node]));
  const pages = pageContext.ids.flatMap((id) => byId.get(id) ?? []);
  const pagesHere = new Set(pages.map((page) => page.fields.url));
  // "Print section" links here with ?print: open the print dialog once, and drop the parameter so
  // that a reload or a shared address does not open it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(PRINTABLE_PRINT_PARAMETER)) return;
    url.searchParams.delete(PRINTABLE_PRINT_PARAMETER);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    window.print();
  }, []);
  return (
    <main id="main-content" className={styles.printable}>
      <Seo
        title={PRINTABLE_TITLE}
        description={`Every page of the webpack ${pageContext.sectionTitle} documentation on one page, in reading order, ready to print or save as a PDF.`}
        path={location.pathname}
        noIndex
      />
      <p className={`${styles.intro} no-print`}>
        {pageContext.sectionTitle}: {pages.length} pages combined for printing.{" "}
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </p>
      {pages.map((page) => (
        <article key={page.id} className="printable-page" id={printableArticleId(page.fields.url)}>
          <h1>{page.frontmatter.title}</h1>
          <Markdown html={scopePrintableHtml(page.html ?? "", page.fields.url, pagesHere)} />
        </article>
      ))}
    </main>
  );
}

export const query = graphql`
  query PrintablePage($ids: [String!]!) {
    # Sorted only so that the page data is the same bytes from build to build (the page itself
    # follows the order of $ids); unsorted, it changed on every build, and with it the offline copy.
    allMarkdownRemark(filter: { id: { in: $ids } }, sort: { fields: { url: ASC } }) {
      nodes {
        id
        html
        fields {
          url
        }
        frontmatter {
          title
        }
      }
    }
  }
`;

import React from "react";
import { graphql, type PageProps } from "gatsby";
import { DocLayout } from "../../components/DocLayout/DocLayout";
import { Seo } from "../../components/Seo/Seo";
import { Markdown } from "../../components/Markdown/Markdown";
import { PageActions } from "../../components/PageActions/PageActions";
import { TableOfContents } from "../../components/TableOfContents/TableOfContents";
import { FurtherReading } from "../../components/FurtherReading/FurtherReading";
import { Contributors } from "../../components/Contributors/Contributors";
import { PageNavigation, type NeighbourPage } from "../../components/PageNavigation/PageNavigation";
import { MirroredNotice } from "./MirroredNotice";
import { sidebarSections, type SidebarContext } from "../../lib/sidebar";
import * as styles from "./DocPage.module.css";

const BLOG_SECTION = "blog";

export interface DocPageContext {
  id: string;
  sidebar: SidebarContext;
  previous: NeighbourPage | null;
  next: NeighbourPage | null;
}

export interface DocArticleProps {
  page: Queries.DocPageContentFragment | null;
  pageContext: DocPageContext;
  pathname: string;
  /** Generated content shown after the page's own text (the options table). */
  children?: React.ReactNode;
  /** Shown before the page's own text: a tool the page is for, which then explains it (the configuration explainer). */
  before?: React.ReactNode;
}

/** A documentation page: its markdown with the parts every page has around it. */
export function DocArticle({ page, pageContext, pathname, children, before }: DocArticleProps): React.ReactElement {
  if (!page) throw new Error(`No content for ${pathname}`);
  const { frontmatter, fields, anchors } = page;
  return (
    <DocLayout pathname={fields.url} sidebar={pageContext.sidebar} sections={sidebarSections(anchors)} toc={<TableOfContents anchors={anchors} />}>
      <Seo
        title={frontmatter.title}
        description={frontmatter.description}
        path={fields.url}
        withBlogFeed={fields.section === BLOG_SECTION}
        published={fields.section === BLOG_SECTION ? frontmatter.date : null}
      />
      <article className={styles.article}>
        <h1 className={styles.title}>{frontmatter.title}</h1>
        <PageActions editUrl={fields.editUrl} />
        {fields.isMirrored && frontmatter.repo ? <MirroredNotice repo={frontmatter.repo} source={frontmatter.source ?? null} /> : null}
        {frontmatter.date ? (
          <p className={styles.date}>
            Published <time dateTime={frontmatter.date}>{frontmatter.date}</time>
          </p>
        ) : null}
        {before}
        <Markdown html={page.html ?? ""} />
        {children}
        <FurtherReading links={frontmatter.related} />
        <Contributors handles={frontmatter.contributors} />
        <PageNavigation previous={pageContext.previous} next={pageContext.next} />
      </article>
    </DocLayout>
  );
}

export default function DocPage({ data, pageContext, location }: PageProps<Queries.DocPageQuery, DocPageContext>): React.ReactElement {
  return <DocArticle page={data.markdownRemark} pageContext={pageContext} pathname={location.pathname} />;
}

export const query = graphql`
  fragment DocPageContent on MarkdownRemark {
    html
    anchors {
      title
      id
      level
    }
    fields {
      url
      section
      editUrl
      isMirrored
    }
    frontmatter {
      title
      description
      sort
      contributors
      date(formatString: "YYYY-MM-DD")
      related {
        title
        url
      }
      repo
      source
    }
  }

  query DocPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...DocPageContent
    }
  }
`;

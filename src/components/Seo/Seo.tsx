import React from "react";
import { Helmet } from "react-helmet";
import { pageTitle } from "../../lib/pageTitle";
import { BLOG_FEED_PATH, BLOG_TITLE, SITE_URL } from "../../constants";

export interface SeoProps {
  title?: string | null;
  description?: string | null;
  /** Site path with trailing slash, e.g. "/concepts/". */
  path: string;
  noIndex?: boolean;
  /** Announce the blog's feed (on the blog's pages). */
  withBlogFeed?: boolean;
  /** A blog post's date, "2020-10-10": the page is then described as an article. */
  published?: string | null;
}

/** Title, description, canonical url and Open Graph tags of a page. */
export function Seo({ title, description, path, noIndex = false, withBlogFeed = false, published = null }: SeoProps): React.ReactElement {
  const fullTitle = pageTitle(title);
  const canonical = `${SITE_URL}${path.endsWith("/") ? path : `${path}/`}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={published ? "article" : "website"} />
      {published ? <meta property="article:published_time" content={published} /> : null}
      {withBlogFeed ? <link rel="alternate" type="application/atom+xml" title={BLOG_TITLE} href={BLOG_FEED_PATH} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content="webpack" />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta name="twitter:card" content="summary" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  );
}

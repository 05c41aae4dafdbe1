import React from "react";
import { Helmet } from "react-helmet";
import { pageTitle } from "../../lib/pageTitle";
import { SITE_URL } from "../../constants";

export interface SeoProps {
  title?: string | null;
  description?: string | null;
  /** Site path with trailing slash, e.g. "/concepts/". */
  path: string;
  noIndex?: boolean;
}

/** Title, description, canonical url and Open Graph tags of a page. */
export function Seo({ title, description, path, noIndex = false }: SeoProps): React.ReactElement {
  const fullTitle = pageTitle(title);
  const canonical = `${SITE_URL}${path.endsWith("/") ? path : `${path}/`}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content="webpack" />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta name="twitter:card" content="summary" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  );
}

import React from "react";
import type { PageProps } from "gatsby";
import { PageLink } from "../components/PageLink/PageLink";
import { Seo } from "../components/Seo/Seo";
import { PageLayout, pageStyles } from "../components/PageLayout/PageLayout";
import { NOT_FOUND_BUTTON, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "../constants";

export default function NotFoundPage({ location }: PageProps): React.ReactElement {
  return (
    <PageLayout pathname={location.pathname} title={NOT_FOUND_TITLE} lead={<p>{NOT_FOUND_TEXT}</p>}>
      <Seo title={NOT_FOUND_TITLE} path="/404/" noIndex />
      <PageLink className={pageStyles.primary} to="/">
        {NOT_FOUND_BUTTON}
      </PageLink>
    </PageLayout>
  );
}

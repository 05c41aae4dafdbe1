import React from "react";
import { Link, type PageProps } from "gatsby";
import { SiteHeader } from "../components/SiteHeader/SiteHeader";
import { SiteFooter } from "../components/SiteFooter/SiteFooter";
import { Seo } from "../components/Seo/Seo";
import { NOT_FOUND_BUTTON, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "../constants";
import * as styles from "./index.module.css";

export default function NotFoundPage({ location }: PageProps): React.ReactElement {
  return (
    <>
      <Seo title={NOT_FOUND_TITLE} path="/404/" noIndex />
      <SiteHeader pathname={location.pathname} />
      <main id="main-content" className={styles.home}>
        <h1 className={styles.title}>{NOT_FOUND_TITLE}</h1>
        <p className={styles.lead}>{NOT_FOUND_TEXT}</p>
        <Link className={styles.primary} to="/">
          {NOT_FOUND_BUTTON}
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}

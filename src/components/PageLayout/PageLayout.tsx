import React from "react";
import { SiteHeader } from "../SiteHeader/SiteHeader";
import { SiteFooter } from "../SiteFooter/SiteFooter";
import * as styles from "./PageLayout.module.css";

/** A page outside the documentation sections (404, organization, starter kits, vote): header, one column, footer. */
export function PageLayout({
  pathname,
  title,
  lead,
  children,
}: {
  pathname: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}): React.ReactElement {
  return (
    <>
      <SiteHeader pathname={pathname} />
      <main id="main-content" className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export const pageStyles = styles;

import React from "react";
import { PageLink } from "../PageLink/PageLink";
import * as styles from "./PageNavigation.module.css";

export interface NeighbourPage {
  title: string;
  url: string;
}

/** Previous and next page in sidebar order. */
export function PageNavigation({ previous, next }: { previous: NeighbourPage | null; next: NeighbourPage | null }): React.ReactElement | null {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next page" className={`${styles.navigation} no-print`}>
      {previous ? (
        <PageLink to={previous.url} rel="prev" className={styles.link}>
          <span className={styles.label}>Previous</span>
          <span>{previous.title}</span>
        </PageLink>
      ) : (
        <span />
      )}
      {next ? (
        <PageLink to={next.url} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.label}>Next</span>
          <span>{next.title}</span>
        </PageLink>
      ) : null}
    </nav>
  );
}

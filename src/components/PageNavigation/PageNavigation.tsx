import React from "react";
import { Link } from "gatsby";
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
        <Link to={previous.url} rel="prev" className={styles.link}>
          <span className={styles.label}>Previous</span>
          <span>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.url} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.label}>Next</span>
          <span>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

import React from "react";
import * as styles from "./PageActions.module.css";

/** "Edit this page" and the print button, above the page body. */
export function PageActions({ editUrl }: { editUrl: string }): React.ReactElement {
  return (
    <div className={`${styles.actions} no-print`}>
      <a href={editUrl} className={styles.action}>
        Edit this page
      </a>
      <button type="button" className={styles.action} onClick={() => window.print()}>
        Print this page
      </button>
    </div>
  );
}

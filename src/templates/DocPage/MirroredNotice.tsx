import React from "react";
import * as styles from "./DocPage.module.css";

/** Pages about packages maintained elsewhere say where the code and its issues live. */
export function MirroredNotice({ repo, source }: { repo: string; source: string | null }): React.ReactElement {
  const repositoryName = repo.replace(/^https:\/\/github\.com\//, "");
  return (
    <p className={styles.mirrored} role="note">
      This package is maintained at <a href={repo}>{repositoryName}</a>; report problems with the package there.
      {source ? (
        <>
          {" "}
          Its own documentation is in the <a href={source}>repository&apos;s README</a>.
        </>
      ) : null}
    </p>
  );
}

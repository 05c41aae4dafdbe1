import React from "react";
import { DOCS_VERSIONS, DOCS_VERSION } from "../../constants";
import * as styles from "./Sidebar.module.css";

/** Version 5 is this site; older versions live on their own hosts under the same paths. */
export function VersionSwitcher({ currentUrl }: { currentUrl: string }): React.ReactElement {
  return (
    <details className={`${styles.versions} no-print`}>
      <summary>Version: webpack {DOCS_VERSION}</summary>
      <ul>
        {DOCS_VERSIONS.map(({ version, url }) => (
          <li key={version}>{url ? <a href={`${url}${currentUrl}`}>webpack {version}</a> : <span aria-current="true">webpack {version} (this site)</span>}</li>
        ))}
      </ul>
    </details>
  );
}

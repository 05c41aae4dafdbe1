import React, { useState } from "react";
import { isOrdinaryClick, PageLink } from "../PageLink/PageLink";
import type { SidebarContext, SidebarLink } from "../../lib/sidebar";
import { VersionSwitcher } from "./VersionSwitcher";
import { headerLinks } from "../../lib/navigation";
import { PRINTABLE_PRINT_PARAMETER } from "../../constants";

const documentationSections = headerLinks.flatMap((link) => (link.children.length > 0 ? link.children : [link]));
import * as styles from "./Sidebar.module.css";

export interface SidebarProps {
  sidebar: SidebarContext;
  currentUrl: string;
  id: string;
}

function SidebarItem({ page, isCurrent }: { page: SidebarLink; isCurrent: boolean }): React.ReactElement {
  const [isExpanded, setExpanded] = useState(isCurrent);
  const hasAnchors = page.anchors.length > 0;
  const anchorListId = `sidebar-anchors-${page.url.replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <PageLink
          to={page.url}
          className={styles.pageLink}
          aria-current={isCurrent ? "page" : undefined}
          onClick={(event) => {
            // Clicking the page you are on takes you to its top; modified clicks keep their meaning.
            if (isCurrent && isOrdinaryClick(event)) {
              event.preventDefault();
              window.scrollTo({ top: 0 });
              window.history.replaceState(window.history.state, "", page.url);
            }
          }}
        >
          {page.title}
        </PageLink>
        {hasAnchors ? (
          <button
            type="button"
            className={styles.expander}
            aria-expanded={isExpanded}
            aria-controls={anchorListId}
            aria-label={`${isExpanded ? "Hide" : "Show"} sections of ${page.title}`}
            onClick={() => setExpanded((expanded) => !expanded)}
          >
            <span aria-hidden="true">{isExpanded ? "−" : "+"}</span>
          </button>
        ) : null}
      </div>
      {hasAnchors && isExpanded ? (
        <ul id={anchorListId} className={styles.anchors}>
          {page.anchors.map((anchor) => (
            <li key={anchor.id}>
              <PageLink to={`${page.url}#${anchor.id}`} className={styles.anchorLink}>
                {anchor.title}
              </PageLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The section's pages grouped and ordered as the build decided (src/node/ordering.ts). */
export function Sidebar({ sidebar, currentUrl, id }: SidebarProps): React.ReactElement {
  return (
    <nav id={id} aria-label={`${sidebar.sectionTitle} pages`} className={styles.sidebar}>
      {/* On phones this panel is the way around the documentation: every section first. */}
      <ul className={styles.sections} aria-label="Sections">
        {documentationSections.map((section) => (
          <li key={section.url}>
            <PageLink to={section.url} aria-current={currentUrl.startsWith(section.url) ? "true" : undefined}>
              {section.title}
            </PageLink>
          </li>
        ))}
      </ul>
      <VersionSwitcher currentUrl={currentUrl} />
      {sidebar.groups.map((group, index) => (
        <section key={group.title ?? `ungrouped-${index}`} className={styles.group}>
          {group.title ? <h2 className={styles.groupTitle}>{group.title}</h2> : null}
          <ul className={styles.list}>
            {group.pages.map((page) => (
              <SidebarItem key={page.url} page={page} isCurrent={page.url === currentUrl} />
            ))}
          </ul>
        </section>
      ))}
      {sidebar.printableUrl ? (
        <p className={styles.print}>
          <PageLink to={`${sidebar.printableUrl}?${PRINTABLE_PRINT_PARAMETER}`}>Print section</PageLink>
        </p>
      ) : null}
    </nav>
  );
}

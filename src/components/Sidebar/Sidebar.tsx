import React, { useState } from "react";
import { isOrdinaryClick, PageLink } from "../PageLink/PageLink";
import type { SidebarContext, SidebarLink, SidebarSection } from "../../lib/sidebar";
import { loadPageSections } from "../../lib/pageSections";
import { VersionSwitcher } from "./VersionSwitcher";
import { headerLinks } from "../../lib/navigation";
import { PRINTABLE_PRINT_PARAMETER } from "../../constants";

const documentationSections = headerLinks.flatMap((link) => (link.children.length > 0 ? link.children : [link]));
import * as styles from "./Sidebar.module.css";

export interface SidebarProps {
  sidebar: SidebarContext;
  currentUrl: string;
  /** The current page's level-2 headings, listed open under its link. */
  currentSections: readonly SidebarSection[];
  id: string;
}

interface SidebarItemProps {
  page: SidebarLink;
  isCurrent: boolean;
  currentSections: readonly SidebarSection[];
}

/** Another page's headings: not asked for yet, on their way, there, or not to be had. */
type LoadedSections = "idle" | "loading" | "failed" | readonly SidebarSection[];

function SidebarItem({ page, isCurrent, currentSections }: SidebarItemProps): React.ReactElement {
  const [isExpanded, setExpanded] = useState(isCurrent);
  const [loaded, setLoaded] = useState<LoadedSections>("idle");
  const hasSections = isCurrent ? currentSections.length > 0 : page.hasSections;
  const sections = isCurrent ? currentSections : typeof loaded === "string" ? null : loaded;
  const sectionListId = `sidebar-anchors-${page.url.replace(/[^a-z0-9]+/gi, "-")}`;
  const toggle = (): void => {
    setExpanded(!isExpanded);
    if (!isExpanded && !isCurrent && (loaded === "idle" || loaded === "failed")) {
      setLoaded("loading");
      loadPageSections(page.url).then(setLoaded, () => setLoaded("failed"));
    }
  };
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
        {hasSections ? (
          <button
            type="button"
            className={styles.expander}
            aria-expanded={isExpanded}
            aria-controls={sectionListId}
            aria-label={`${isExpanded ? "Hide" : "Show"} sections of ${page.title}`}
            onClick={toggle}
          >
            <span aria-hidden="true">{isExpanded ? "−" : "+"}</span>
          </button>
        ) : null}
      </div>
      {hasSections && isExpanded ? (
        sections ? (
          <ul id={sectionListId} className={styles.anchors}>
            {sections.map((section) => (
              <li key={section.id}>
                <PageLink to={`${page.url}#${section.id}`} className={styles.anchorLink}>
                  {section.title}
                </PageLink>
              </li>
            ))}
          </ul>
        ) : (
          <p id={sectionListId} className={styles.sectionsStatus} role="status">
            {loaded === "failed" ? (
              <>
                Its sections could not be loaded. <PageLink to={page.url}>Open {page.title}</PageLink>
              </>
            ) : (
              "Loading its sections…"
            )}
          </p>
        )
      ) : null}
    </li>
  );
}

/** The section's pages grouped and ordered as the build decided (src/node/ordering.ts). */
export function Sidebar({ sidebar, currentUrl, currentSections, id }: SidebarProps): React.ReactElement {
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
              <SidebarItem key={page.url} page={page} isCurrent={page.url === currentUrl} currentSections={currentSections} />
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

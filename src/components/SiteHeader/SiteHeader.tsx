import React, { useEffect, useState } from "react";
import { PageLink } from "../PageLink/PageLink";
import { communityLinks, headerLinks, isActiveHeaderLink, languages, translatedUrl } from "../../lib/navigation";
import { ThemeToggle } from "../ThemeToggle/ThemeToggle";
import { SearchButton } from "../Search/SearchButton";
import { HeaderDropdown } from "../HeaderDropdown/HeaderDropdown";
import * as styles from "./SiteHeader.module.css";

const NAVIGATION_ID = "site-navigation";
const CURRENT_LANGUAGE = "en";

const Caret = (): React.ReactElement => (
  <svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10">
    <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

export function SiteHeader({ pathname }: { pathname: string }): React.ReactElement {
  // On narrow screens the navigation folds into a menu.
  const [isMenuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  const language = languages.find((candidate) => candidate.lang === CURRENT_LANGUAGE) ?? languages[0];
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <PageLink to="/" className={styles.logo}>
        <img src="/logo-header.svg" alt="webpack" width="107" height="31" />
      </PageLink>
      <button type="button" className={styles.menuToggle} aria-controls={NAVIGATION_ID} aria-expanded={isMenuOpen} onClick={() => setMenuOpen((open) => !open)}>
        {isMenuOpen ? "Close" : "Menu"}
      </button>
      <nav id={NAVIGATION_ID} aria-label="Main" className={styles.nav} data-open={isMenuOpen}>
        <ul className={styles.links}>
          {headerLinks.map((link) => (
            <li key={link.url} className={styles.linkItem}>
              <PageLink to={link.url} className={styles.link} aria-current={isActiveHeaderLink(link, pathname) ? "page" : undefined}>
                {link.title}
              </PageLink>
              {link.children.length > 0 ? (
                <>
                  <HeaderDropdown label={`${link.title} sections`} items={link.children}>
                    <Caret />
                  </HeaderDropdown>
                  {/* In the folded menu the sections are listed directly. */}
                  <ul className={styles.sections} aria-label={`${link.title} sections`}>
                    {link.children.map((child) => (
                      <li key={child.url}>
                        <PageLink to={child.url}>{child.title}</PageLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        {/* The header's dropdowns do not fit a phone: the folded menu lists their links instead. */}
        <div className={styles.folded}>
          <ul aria-label="Community">
            {communityLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.title}</a>
              </li>
            ))}
          </ul>
          <ul aria-label="Languages">
            {languages.map((item) => (
              <li key={item.lang}>
                <a href={translatedUrl(item, pathname)} lang={item.lang} hrefLang={item.lang} aria-current={item === language ? "page" : undefined}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className={styles.tools}>
        <SearchButton />
        <HeaderDropdown label="Community" items={communityLinks} align="end">
          Community <Caret />
        </HeaderDropdown>
        <HeaderDropdown
          label={`Language: ${language.title}`}
          items={languages.map((item) => ({ title: item.title, url: translatedUrl(item, pathname), lang: item.lang, isCurrent: item === language }))}
          align="end"
        >
          <span lang={language.lang}>{language.title}</span> <Caret />
        </HeaderDropdown>
        <ThemeToggle />
      </div>
    </header>
  );
}

import React from "react";
import { Link } from "gatsby";
import { headerLinks, isActiveHeaderLink } from "../../lib/navigation";
import { ThemeToggle } from "../ThemeToggle/ThemeToggle";
import { SearchButton } from "../Search/SearchButton";
import * as styles from "./SiteHeader.module.css";

export function SiteHeader({ pathname }: { pathname: string }): React.ReactElement {
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Link to="/" className={styles.logo}>
        webpack
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.links}>
          {headerLinks.map((link) => (
            <li key={link.url}>
              <Link to={link.url} className={styles.link} aria-current={isActiveHeaderLink(link, pathname) ? "page" : undefined}>
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchButton />
      <ThemeToggle />
    </header>
  );
}

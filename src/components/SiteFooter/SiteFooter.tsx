import React from "react";
import { PageLink } from "../PageLink/PageLink";
import { footerLinks } from "../../lib/navigation";
import * as styles from "./SiteFooter.module.css";

export function SiteFooter(): React.ReactElement {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {footerLinks.map((link) => (
            <li key={link.url}>{link.url.startsWith("/") ? <PageLink to={link.url}>{link.title}</PageLink> : <a href={link.url}>{link.title}</a>}</li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

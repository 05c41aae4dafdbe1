import React from "react";
import { Link } from "gatsby";
import { footerLinks } from "../../lib/navigation";
import * as styles from "./SiteFooter.module.css";

export function SiteFooter(): React.ReactElement {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {footerLinks.map((link) => (
            <li key={link.url}>{link.url.startsWith("/") ? <Link to={link.url}>{link.title}</Link> : <a href={link.url}>{link.title}</a>}</li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

import React from "react";
import { Link, type PageProps } from "gatsby";
import { SiteHeader } from "../components/SiteHeader/SiteHeader";
import { SiteFooter } from "../components/SiteFooter/SiteFooter";
import { Seo } from "../components/Seo/Seo";
import { headerLinks } from "../lib/navigation";
import * as styles from "./index.module.css";

export default function HomePage({ location }: PageProps): React.ReactElement {
  const documentation = headerLinks.find((link) => link.children.length > 0);
  return (
    <>
      <Seo path="/" description="webpack bundles JavaScript modules, styles, images and other assets for the browser. Documentation for webpack 5." />
      <SiteHeader pathname={location.pathname} />
      <main id="main-content" className={styles.home}>
        <h1 className={styles.title}>webpack</h1>
        <p className={styles.lead}>
          A bundler for JavaScript applications: it follows every import from your entry points, runs each file through the loaders you choose, and writes
          optimised bundles for the browser or Node.js.
        </p>
        <p>
          <Link className={styles.primary} to="/guides/getting-started/">
            Get started
          </Link>
        </p>
        {documentation ? (
          <nav aria-label="Documentation sections">
            <ul className={styles.sections}>
              {documentation.children.map((section) => (
                <li key={section.url}>
                  <Link to={section.url}>{section.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </main>
      <SiteFooter />
    </>
  );
}

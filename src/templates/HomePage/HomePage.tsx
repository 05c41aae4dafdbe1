import React from "react";
import type { PageProps } from "gatsby";
import { PageLink } from "../../components/PageLink/PageLink";
import { SiteHeader } from "../../components/SiteHeader/SiteHeader";
import { SiteFooter } from "../../components/SiteFooter/SiteFooter";
import { Seo } from "../../components/Seo/Seo";
import { RotatingText } from "../../components/RotatingText/RotatingText";
import { Cube } from "../../components/Cube/Cube";
import { LazyChunk } from "../../components/LazyChunk/LazyChunk";
import type { HighlightedSection } from "../../node/homePage";
import { HOME_CUBE_DEPTH_PX, HOME_CUBE_REPEAT_DELAY_MS, SPLASH_WORDS, SPONSOR_LINKS } from "../../constants";
import * as styles from "./HomePage.module.css";

// Module level, so that LazyChunk loads the sponsors once.
const loadSponsors = () => import(/* webpackChunkName: "sponsors" */ "../../components/Sponsors/Sponsors");

function SponsorsPlaceholder(): React.ReactElement {
  return (
    <div className={styles.placeholders}>
      {Array.from({ length: 12 }, (_, index) => (
        <span key={index} className={styles.placeholder} />
      ))}
    </div>
  );
}

export default function HomePage({ pageContext, location }: PageProps<object, { sections: HighlightedSection[] }>): React.ReactElement {
  return (
    <>
      <Seo
        path="/"
        description="webpack bundles JavaScript modules, styles, images and other assets for the browser and Node.js. Documentation for webpack 5."
      />
      <SiteHeader pathname={location.pathname} />
      <main id="main-content" className={styles.home}>
        <section className={styles.splash}>
          <div className={styles.splashText}>
            <h1 className={styles.title}>
              {/* Read once by screen readers; the changing word is decoration. */}
              <span className="visually-hidden">Bundle your {SPLASH_WORDS.join(", ")}</span>
              <span aria-hidden="true">
                bundle your <RotatingText words={SPLASH_WORDS} />
              </span>
            </h1>
            <p className={styles.lead}>
              webpack follows every import from your entry points, runs each file through the loaders you choose and writes optimised bundles for the browser or
              Node.js.
            </p>
          </div>
          <Cube depth={HOME_CUBE_DEPTH_PX} repeatDelay={HOME_CUBE_REPEAT_DELAY_MS} />
        </section>

        <section className={styles.examples} aria-label="An example">
          {pageContext.sections.map((section) => (
            <div key={section.heading} className={styles.example}>
              <h2>{section.heading}</h2>
              {section.files.map((file) => (
                <figure key={file.title} className={styles.file}>
                  <figcaption className={styles.fileTitle}>{file.title}</figcaption>
                  <pre className={`language-${file.language}`} tabIndex={0}>
                    <code className={`language-${file.language}`} dangerouslySetInnerHTML={{ __html: file.html }} />
                  </pre>
                </figure>
              ))}
            </div>
          ))}
        </section>

        <section className={styles.cta}>
          <h2>Awesome isn&apos;t it? Let&apos;s dive in!</h2>
          <PageLink className={styles.primary} to="/guides/getting-started/">
            Get started
          </PageLink>
        </section>

        <section className={styles.support} aria-labelledby="support-the-team">
          <h2 id="support-the-team">Support the Team</h2>
          <p>
            webpack is built by volunteers, and the donations of companies and people who use it pay for their time. Every supporter is listed here, largest
            contribution first.
          </p>
          <p className={styles.supportLinks}>
            <a href={SPONSOR_LINKS.sponsor}>Become a sponsor</a>
            <a href={SPONSOR_LINKS.backer}>Become a backer</a>
          </p>
          {/* Far below the fold: the list and its hundreds of avatars wait until the reader scrolls near. */}
          <LazyChunk load={loadSponsors} props={{}} placeholder={<SponsorsPlaceholder />} name="the list of sponsors" whenNearViewport />
        </section>
      </main>
      <SiteFooter />
    </>
  );
}

import React, { useEffect, useState } from "react";
import * as styles from "./TableOfContents.module.css";

export interface TocAnchor {
  title: string;
  id: string;
  level: number;
}

/** Where the reader's eye is: a heading above this line (a share of the viewport) has been reached. */
const READING_LINE_SHARE = 0.3;

/** Follows the reading position: the last heading that has scrolled above the reading line. */
function useCurrentHeading(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const line = window.innerHeight * READING_LINE_SHARE;
      let reached: string | null = null;
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (heading && heading.getBoundingClientRect().top <= line) reached = id;
      }
      setCurrent(reached);
    };
    const schedule = (): void => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ids]);
  return current;
}

/** Option paths break only after their dots and slashes, so a name never splits mid-word. */
export function breakAtDots(title: string): React.ReactNode[] {
  return title.split(/(?<=[./])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

export function TableOfContents({ anchors }: { anchors: readonly TocAnchor[] }): React.ReactElement | null {
  const entries = anchors.filter((anchor) => anchor.level >= 2);
  // Headings change only with the page; a string key keeps the observer from restarting on every render.
  const idsKey = entries.map((anchor) => anchor.id).join(" ");
  const ids = React.useMemo(() => (idsKey ? idsKey.split(" ") : []), [idsKey]);
  const current = useCurrentHeading(ids);
  if (entries.length === 0) return null;
  return (
    <nav aria-label="On this page" className={`${styles.toc} no-print`}>
      <h2 className={styles.title}>On this page</h2>
      <ul className={styles.list}>
        {entries.map((anchor) => (
          <li key={anchor.id} className={anchor.level === 3 ? styles.nested : undefined}>
            <a href={`#${anchor.id}`} className={styles.link} aria-current={anchor.id === current ? "location" : undefined}>
              {breakAtDots(anchor.title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

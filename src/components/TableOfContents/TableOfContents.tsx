import React, { useEffect, useState } from "react";
import * as styles from "./TableOfContents.module.css";

export interface TocAnchor {
  title: string;
  id: string;
  level: number;
}

/** Follows the reading position: the last heading that has scrolled past the top third. */
function useCurrentHeading(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0 || typeof IntersectionObserver === "undefined") return undefined;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: "0px 0px -66% 0px" },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return current;
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
              {anchor.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

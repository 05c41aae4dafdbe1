/**
 * A status badge from the badge service, drawn at a fixed size so nothing moves when it loads.
 * When it cannot load (offline, blocked), its alt text takes its place, without a broken image.
 */
import React, { useEffect, useRef, useState } from "react";
import * as styles from "./Badge.module.css";

export const BADGE_SERVICE = "https://img.shields.io";
const BADGE_WIDTH_PX = 132;
const BADGE_HEIGHT_PX = 20;

export function Badge({ path, label, alt }: { path: string; label: string; alt: string }): React.ReactElement {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // The server-rendered image may fail before hydration attaches onError: catch that case too.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <span className={styles.fallback}>{alt}</span>;
  return (
    <img
      ref={image}
      className={styles.badge}
      src={`${BADGE_SERVICE}/${path}?label=${encodeURIComponent(label)}`}
      alt={alt}
      width={BADGE_WIDTH_PX}
      height={BADGE_HEIGHT_PX}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

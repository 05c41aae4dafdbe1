/**
 * A status badge from the badge service, drawn at a fixed size so nothing moves when it loads.
 * When it cannot load (offline, blocked), a short label takes its place, without a broken image;
 * screen readers still hear the full description.
 */
import React from "react";
import { useImageFailure } from "../../lib/useImageFailure";
import * as styles from "./Badge.module.css";

export const BADGE_SERVICE = "https://img.shields.io";
const BADGE_WIDTH_PX = 132;
const BADGE_HEIGHT_PX = 20;

export interface BadgeProps {
  /** The badge service's path, e.g. `npm/dm/webpack`. */
  path: string;
  /** The label drawn on the badge. */
  label: string;
  /** The full description, for screen readers and as the fallback's tooltip. */
  alt: string;
  /** What the fallback shows in the badge's place: short enough to read whole in its box. */
  fallback: string;
}

export function Badge({ path, label, alt, fallback }: BadgeProps): React.ReactElement {
  const { ref, failed, onError } = useImageFailure();
  if (failed) {
    return (
      <span className={styles.fallback} role="img" aria-label={alt} title={alt}>
        {fallback}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      className={styles.badge}
      src={`${BADGE_SERVICE}/${path}?label=${encodeURIComponent(label)}`}
      alt={alt}
      width={BADGE_WIDTH_PX}
      height={BADGE_HEIGHT_PX}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}

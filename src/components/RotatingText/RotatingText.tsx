/**
 * A word that changes in turn through `words`: each stays `delay` ms, and after the last one the
 * cycle pauses `repeatDelay` ms more before it starts again. It is decoration: the surrounding
 * text must say the same thing to screen readers once (this element is hidden from them, so the
 * changes are never announced). Readers who prefer reduced motion see the first word only.
 */
import React, { useEffect, useState } from "react";
import { ROTATING_TEXT_DELAY_MS, ROTATING_TEXT_REPEAT_DELAY_MS } from "../../constants";
import { useReducedMotion } from "../../lib/useReducedMotion";
import * as styles from "./RotatingText.module.css";

export interface RotatingTextProps {
  words: readonly string[];
  delay?: number;
  repeatDelay?: number;
}

/** How long word `index` stays before the next one. */
export function rotationDelay(index: number, count: number, delay: number, repeatDelay: number): number {
  return index === count - 1 ? delay + repeatDelay : delay;
}

export function RotatingText({ words, delay = ROTATING_TEXT_DELAY_MS, repeatDelay = ROTATING_TEXT_REPEAT_DELAY_MS }: RotatingTextProps): React.ReactElement {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (reducedMotion) {
      setIndex(0);
      return;
    }
    const timer = setTimeout(() => setIndex((current) => (current + 1) % words.length), rotationDelay(index, words.length, delay, repeatDelay));
    return () => clearTimeout(timer);
  }, [index, reducedMotion, words.length, delay, repeatDelay]);
  return (
    <span className={styles.rotating} aria-hidden="true">
      <span key={index} className={reducedMotion ? undefined : styles.word}>
        {words[index]}
      </span>
    </span>
  );
}

/**
 * webpack's cube, drawn in CSS 3D: it turns a quarter every `repeatDelay` ms. Decoration only,
 * hidden from screen readers; still for readers who prefer reduced motion.
 */
import React, { useEffect, useState } from "react";
import { CUBE_DEPTH_PX, CUBE_REPEAT_DELAY_MS } from "../../constants";
import { useReducedMotion } from "../../lib/useReducedMotion";
import * as styles from "./Cube.module.css";

export interface CubeProps {
  /** Half the edge: how far each face stands from the centre, in pixels. */
  depth?: number;
  repeatDelay?: number;
}

const FACES = ["front", "back", "left", "right", "top", "bottom"] as const;

export function Cube({ depth = CUBE_DEPTH_PX, repeatDelay = CUBE_REPEAT_DELAY_MS }: CubeProps): React.ReactElement {
  const [turns, setTurns] = useState(0);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (reducedMotion) return;
    const timer = setInterval(() => setTurns((count) => count + 1), repeatDelay);
    return () => clearInterval(timer);
  }, [reducedMotion, repeatDelay]);
  const size = depth * 2;
  return (
    <div className={styles.scene} style={{ width: size, height: size, perspective: size * 4 }} aria-hidden="true">
      <div
        className={styles.cube}
        style={{ transform: `rotateX(${-20 + turns * 90}deg) rotateY(${-35 + turns * 90}deg)`, transitionDuration: reducedMotion ? "0s" : "1s" }}
        data-turns={turns}
      >
        {FACES.map((face) => (
          <span key={face} className={`${styles.face} ${styles[face]}`} style={{ width: size, height: size, ["--depth" as string]: `${depth}px` }}>
            <span className={styles.inner} />
          </span>
        ))}
      </div>
    </div>
  );
}

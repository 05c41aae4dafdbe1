/**
 * Code that only some readers need, loaded in the browser when its part of the page renders:
 * a placeholder while it downloads, and a short message with a retry if the download fails
 * (offline, or a deploy replaced the file), never a blank area or an uncaught error.
 */
import React, { useEffect, useState } from "react";
import { useNearViewport } from "../../lib/useNearViewport";
import * as styles from "./LazyChunk.module.css";

export interface LazyChunkProps<Props extends object> {
  load: () => Promise<{ default: React.ComponentType<Props> }>;
  props: Props;
  placeholder: React.ReactNode;
  /** What is loading, for the failure message: "the sponsors". */
  name: string;
  /** Download only once the placeholder comes near the viewport (parts far down a page). */
  whenNearViewport?: boolean;
}

type State<Props> = { status: "loading" } | { status: "loaded"; Component: React.ComponentType<Props> } | { status: "failed" };

export function LazyChunk<Props extends object>({ load, props, placeholder, name, whenNearViewport = false }: LazyChunkProps<Props>): React.ReactElement {
  const [state, setState] = useState<State<Props>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [placeholderRef, isNear] = useNearViewport<HTMLDivElement>();
  const shouldLoad = !whenNearViewport || isNear;
  useEffect(() => {
    if (!shouldLoad) return undefined;
    let isCurrent = true;
    setState({ status: "loading" });
    load().then(
      (module) => isCurrent && setState({ status: "loaded", Component: module.default }),
      () => isCurrent && setState({ status: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [load, attempt, shouldLoad]);
  if (state.status === "loaded") return <state.Component {...props} />;
  if (state.status === "failed") {
    return (
      <div role="alert" className={styles.failed}>
        <p>Could not load {name}. Check your connection and try again.</p>
        <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
          Retry
        </button>
      </div>
    );
  }
  return (
    // A plain div may not carry aria-label (axe: aria-prohibited-attr), so the words are hidden text.
    <div ref={placeholderRef} aria-busy="true">
      <span className="visually-hidden">Loading {name}…</span>
      {placeholder}
    </div>
  );
}

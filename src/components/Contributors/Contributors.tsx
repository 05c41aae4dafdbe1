import React, { useState } from "react";
import { avatarUrl, profileUrl } from "../../lib/avatar";
import { useNearViewport } from "../../lib/useNearViewport";
import { AVATAR_SIZE_PX } from "../../constants";
import * as styles from "./Contributors.module.css";

/**
 * The image is created only once the list comes near the viewport, and on the client only, so that a
 * failed load (offline, GitHub unreachable) is always seen and replaced by the initial.
 */
function Avatar({ handle, isVisible }: { handle: string; isVisible: boolean }): React.ReactElement {
  const [failed, setFailed] = useState(false);
  if (!isVisible || failed) {
    return (
      <span className={styles.fallback} aria-hidden="true">
        {handle.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={styles.avatar}
      src={avatarUrl(handle)}
      width={AVATAR_SIZE_PX / 2}
      height={AVATAR_SIZE_PX / 2}
      alt=""
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export function Contributors({ handles }: { handles: readonly string[] }): React.ReactElement | null {
  const [listRef, isVisible] = useNearViewport<HTMLUListElement>();
  if (handles.length === 0) return null;
  return (
    <section aria-labelledby="contributors-heading" className={`${styles.contributors} no-print`}>
      <h2 id="contributors-heading" className={styles.title}>
        Contributors
      </h2>
      <ul ref={listRef} className={styles.list}>
        {handles.map((handle) => (
          <li key={handle}>
            <a href={profileUrl(handle)} className={styles.link} title={handle} aria-label={handle}>
              <Avatar handle={handle} isVisible={isVisible} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

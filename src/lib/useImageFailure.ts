import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Whether an image has failed to load, for swapping in a fallback. A server-rendered <img> starts
 * loading before React hydrates the page, so its error event can fire before onError is attached:
 * an image that is already complete but has no pixels has failed too.
 */
export function useImageFailure(): { ref: React.RefObject<HTMLImageElement>; failed: boolean; onError: () => void } {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { ref, failed, onError };
}

import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Whether an element has come near the viewport (within `rootMargin`), for parts of a page that
 * cost downloads or rendering and that most readers never scroll to. Once near, it stays true.
 * Where IntersectionObserver is missing, the element counts as near at once.
 */
export function useNearViewport<T extends Element>(rootMargin = "200px"): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  return [ref, isNear];
}

import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * How far ahead of the viewport the reviews are asked for: about a screen, so they have usually arrived by
 * the time the visitor scrolls to them, while a visitor who never goes near them costs no Google call.
 */
export const REVIEWS_ROOT_MARGIN = "800px 0px";

/**
 * True once the element has come within `rootMargin` of the viewport, and for good after that. The reviews'
 * own trigger (issue 45), whether or not the section's code itself loads lazily. A browser without
 * IntersectionObserver asks at once, as the section always did.
 */
export function useNearViewport<T extends Element>(
  rootMargin = REVIEWS_ROOT_MARGIN,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near) return;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}

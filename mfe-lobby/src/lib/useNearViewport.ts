import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far below the viewport a block starts loading, so it is ready before it is seen. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * Whether the element has come near the viewport (once true, it stays true). A home block
 * below the fold fetches and renders only then, so the first screen's work and requests are
 * not shared with content nobody has scrolled to yet. The server never is near: its HTML
 * carries such a block's loading state, so the render, the page's size and its hydration hold
 * the first screen only. In a browser without IntersectionObserver it is near at once.
 */
export const useNearViewport = <T extends Element>(): [RefObject<T | null>, boolean] => {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
};

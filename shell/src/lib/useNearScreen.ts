import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` (CSS pixels) of the screen; once it has, it stays
 * so. False in the server's render and the hydration that follows it; true once mounted where
 * the browser has no IntersectionObserver.
 *
 * For images far down the page: the browser's own `loading="lazy"` loads everything within
 * 1,250 to 2,500 px of the screen, which on a phone is most of a page, and each SVG image is a
 * document of its own styled, laid out and painted on the main thread while the page starts
 * (the footer's 21 logos cost /index about half its style, layout and paint work on a throttled
 * phone: docs/performance.md, session 36).
 */
export const useNearScreen = <T extends Element>(margin = 400): [RefObject<T | null>, boolean] => {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return undefined;
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
};

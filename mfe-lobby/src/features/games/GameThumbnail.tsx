import { useEffect, useRef, useState } from 'react';
import { useRemote } from 'shared-ui/kit';

import { useFirstScreenEntry } from './firstScreen';
import styles from './GameThumbnail.module.css';
import { NO_PICTURE } from './noPicture';
import { type ThumbnailLoader, thumbnailLoader } from './thumbnailLoader';

/** SPEC section 9: an image starts loading when a tenth of it is visible. */
export const THUMBNAIL_THRESHOLD = 0.1;

export interface GameThumbnailProps {
  /** The platform path or URL of the thumbnail. */
  src: string;
  /** A loader other than the shared one (tests). */
  loader?: ThumbnailLoader;
}

/**
 * A game's picture, loaded only once it scrolls into view, through the shared loader (cache,
 * retries, throttle); the default game icon shows until then and when it cannot load. The
 * card names the game, so the picture is decorative.
 */
export const GameThumbnail = ({ src, loader = thumbnailLoader }: GameThumbnailProps) => {
  const { asset } = useRemote();
  const url = asset(src);
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState<{ url: string; ok: boolean } | null>(() => {
    const ok = loader.cached(url);
    return ok === undefined ? null : { url, ok };
  });
  const known = loaded?.url === url ? loaded.ok : loader.cached(url);
  // Counted in the lobby's first screen until its picture (or the fallback) is shown.
  const leaveFirstScreen = useFirstScreenEntry(known !== undefined);

  useEffect(() => {
    if (known !== undefined) return undefined;
    let active = true;
    const start = () =>
      void loader.load(url).then((ok) => {
        if (active) setLoaded({ url, ok });
      });
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      start();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        } else {
          // Below the fold: not part of what the player sees first.
          leaveFirstScreen();
        }
      },
      { threshold: THUMBNAIL_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [url, known, loader, leaveFirstScreen]);

  return (
    <img
      ref={ref}
      className={styles.thumbnail}
      src={known ? url : NO_PICTURE}
      alt=""
      decoding="async"
      data-loaded={known ? 'true' : 'false'}
    />
  );
};

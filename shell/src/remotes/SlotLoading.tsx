import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from 'shared-ui';

import styles from './RemoteSlot.module.css';

/** After this long a loading area says it is still loading (a slow network), and keeps waiting. */
export const STILL_LOADING_AFTER_MS = 4000;

/** Props of {@link SlotLoading}. */
export interface SlotLoadingProps {
  /** `page`: the area's loading state; `overlay`: nothing, then a floating note; `silent`: nothing. */
  variant: 'page' | 'overlay' | 'silent';
}

/**
 * What an area shows while its remote's code downloads: the loading state, which after a few
 * seconds adds that it is still loading (until the patience runs out and the failure shows).
 * The first render is the server's (no timer has run there).
 */
export const SlotLoading = ({ variant }: SlotLoadingProps) => {
  const { t } = useTranslation('shell');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (variant === 'silent') return undefined;
    const timer = setTimeout(() => setSlow(true), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [variant]);

  if (variant === 'page') {
    return (
      <>
        <LoadingState label={t('remote.loading')} />
        {slow ? (
          <p className={styles.stillLoading} role="status">
            {t('remote.stillLoading')}
          </p>
        ) : null}
      </>
    );
  }
  if (variant === 'overlay' && slow) {
    return (
      <div className={`${styles.overlayFallback} ${styles.stillLoadingNote}`}>
        <LoadingState label={t('remote.stillLoading')} />
      </div>
    );
  }
  return null;
};

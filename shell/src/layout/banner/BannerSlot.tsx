import { useTranslation } from 'react-i18next';
import type { BannerGroup } from 'shared-contracts';

import { lazyComponent } from '../../app/lazyComponent';
import { LazyBlock } from '../LazyBlock';
import styles from './Banner.module.css';

const BannerCarousel = lazyComponent(() =>
  import(/* webpackChunkName: "banner" */ './BannerCarousel').then(
    (module) => module.BannerCarousel,
  ),
);

/** Props of {@link BannerSlot}. */
export interface BannerSlotProps {
  group: BannerGroup;
}

/**
 * The banner area: its height is reserved from the first paint (no layout shift) while the
 * carousel code and the banners load.
 */
export const BannerSlot = ({ group }: BannerSlotProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.slot}>
      <LazyBlock
        loadingLabel={t('banner.loading')}
        loadingFallback={<div className={styles.placeholder} aria-hidden="true" />}
      >
        <BannerCarousel group={group} />
      </LazyBlock>
    </div>
  );
};

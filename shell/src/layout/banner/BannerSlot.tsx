import { useTranslation } from 'react-i18next';
import type { BannerGroup } from 'shared-contracts';

import { LazyBlock } from '../LazyBlock';
import styles from './Banner.module.css';
import { BannerCarousel } from './BannerCarousel';

/** Props of {@link BannerSlot}. */
export interface BannerSlotProps {
  group: BannerGroup;
}

/**
 * The banner area: its height is reserved from the first paint (no layout shift) while the
 * banners load. Not a lazy chunk: the first banner is the page's largest paint, and the
 * carousel's own weight (Swiper) loads later, when the slides start to move.
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

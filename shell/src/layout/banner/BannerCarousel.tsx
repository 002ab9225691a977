import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner, BannerGroup } from 'shared-contracts';
import { ErrorState } from 'shared-ui';
import { Carousel } from 'shared-ui/carousel';

import { useAssetUrl } from '../../api/assetUrl';
import { useBanners } from '../../api/banners';
import { useLanguage } from '../../state/useLanguage';
import styles from './Banner.module.css';
import { bannerTarget } from './bannerLink';

const BannerImage = ({ banner, eager }: { banner: Banner; eager: boolean }) => {
  const toAsset = useAssetUrl();
  return (
    <img
      className={styles.image}
      src={toAsset(banner.url)}
      alt={banner.title}
      // The first banner is the largest paint of the page; the others can wait.
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
};

const BannerSlide = ({ banner, eager }: { banner: Banner; eager: boolean }) => {
  const target = bannerTarget(banner);
  const image = <BannerImage banner={banner} eager={eager} />;
  if (target.kind === 'route') {
    return (
      <Link className={styles.link} to={target.to}>
        {image}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
};

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps {
  group: BannerGroup;
}

/** The banners of one group, one at a time; a banner opens its link by its linkage type. */
export const BannerCarousel = ({ group }: BannerCarouselProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const banners = useBanners(group, language);
  if (banners.isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (banners.isError) {
    return (
      <div className={styles.placeholder}>
        <ErrorState
          message={t('banner.error')}
          retryLabel={t('common.retry')}
          onRetry={() => void banners.refetch()}
        />
      </div>
    );
  }
  // No banners in the group: the area is decorative, so it gives its space back.
  if (banners.data.length === 0) return null;
  return (
    <Carousel
      className={styles.carousel}
      label={t('banner.label')}
      goToSlideLabel={(index) => t('banner.goTo', { index })}
      slides={banners.data.map((banner, index) => ({
        id: banner.bannerId,
        label: banner.title,
        content: <BannerSlide banner={banner} eager={index === 0} />,
      }))}
    />
  );
};

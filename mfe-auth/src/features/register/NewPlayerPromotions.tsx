import { useTranslation } from 'react-i18next';
import { AUTOPLAY_MS } from 'shared-contracts';
import { Carousel } from 'shared-ui/carousel';
import { useRemote } from 'shared-ui/kit';

import { useNewPlayerPromotions } from '../../api/newPlayerPromotions';
import { AUTH_NAMESPACE } from '../../remote';
import styles from './RegisterScreen.module.css';

/** Platform image paths are relative to the platform, which may be on another origin. */
const assetUrl = (url: string, apiBaseUrl: string) =>
  url.startsWith('/assets/') ? `${apiBaseUrl.replace(/\/+$/, '')}${url}` : url;

/** The new_player promotions in a slider; it autoplays (5 s) only with more than one slide. */
export const NewPlayerPromotions = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = useRemote();
  const { data } = useNewPlayerPromotions();
  if (!data || data.length === 0) return null;
  return (
    <Carousel
      className={styles.promotions}
      label={t('register.promotions')}
      goToSlideLabel={(index) => t('register.goToSlide', { index })}
      autoplayMs={data.length > 1 ? AUTOPLAY_MS : 0}
      slides={data.map((promotion) => ({
        id: promotion.id,
        label: promotion.title,
        content: (
          <figure className={styles.promotion}>
            <img
              src={assetUrl(promotion.imageUrl, host.config.apiBaseUrl)}
              alt=""
              className={styles.promotionImage}
            />
            <figcaption>{promotion.title}</figcaption>
          </figure>
        ),
      }))}
    />
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOPLAY_MS } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Carousel } from 'shared-ui/carousel';
import { useRemote } from 'shared-ui/kit';

import { useNewPlayerParticipation, useNewPlayerPromotions } from '../../api/newPlayerPromotions';
import { AUTH_NAMESPACE } from '../../remote';
import { NewPlayerSlideAction, type SlideOutcome } from './NewPlayerSlideAction';
import styles from './RegisterScreen.module.css';

/** Platform image paths are relative to the platform, which may be on another origin. */
const assetUrl = (url: string, apiBaseUrl: string) =>
  url.startsWith('/assets/') ? `${apiBaseUrl.replace(/\/+$/, '')}${url}` : url;

/**
 * The new_player promotions in a slider; it autoplays (5 s) only with more than one slide. Each
 * slide shows what the promotion cards show: the action its state allows (log in to join for a
 * guest) or the member's standing. If the standings cannot be read, the slides stay, with a
 * retry under them.
 */
export const NewPlayerPromotions = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = useRemote();
  const { data } = useNewPlayerPromotions();
  const standings = useNewPlayerParticipation(data?.map((promotion) => promotion.id) ?? []);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, SlideOutcome | null>>(new Map());
  if (!data || data.length === 0) return null;
  return (
    <div className={styles.promotionsBlock}>
      <Carousel
        className={styles.promotions}
        label={t('register.promotions')}
        goToSlideLabel={(index) => t('register.goToSlide', { index })}
        autoplayMs={data.length > 1 ? AUTOPLAY_MS : 0}
        slides={data.map((promotion) => {
          const participation = standings.data?.get(promotion.id);
          return {
            id: promotion.id,
            label: promotion.title,
            content: (
              <figure className={styles.promotion}>
                <img
                  src={assetUrl(promotion.imageUrl, host.config.apiBaseUrl)}
                  alt=""
                  className={styles.promotionImage}
                />
                <figcaption className={styles.promotionCaption}>
                  <span className={styles.promotionTitle}>{promotion.title}</span>
                  {participation ? (
                    <NewPlayerSlideAction
                      participation={participation}
                      title={promotion.title}
                      outcome={outcomes.get(promotion.id) ?? null}
                      onOutcome={(outcome) =>
                        setOutcomes((previous) => new Map(previous).set(promotion.id, outcome))
                      }
                    />
                  ) : null}
                </figcaption>
              </figure>
            ),
          };
        })}
      />
      {standings.isError ? (
        <div className={styles.slideError} role="alert">
          <span>{t('register.participation.error')}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={standings.isFetching}
            onClick={() => void standings.refetch()}
          >
            {t('errors.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};

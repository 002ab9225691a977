import { Link } from 'react-router-dom';
import type { PromotionParticipation, PromotionSummary } from 'shared-contracts';
import { Card, formLayout } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import { ParticipationAction } from '../participation';
import { PromotionBadges } from './PromotionBadges';
import styles from './PromotionCard.module.css';
import { PromotionPeriod } from './PromotionPeriod';

export interface PromotionCardProps {
  promotion: PromotionSummary;
  /** The viewer's standing, once read (promotions without participation have none). */
  participation?: PromotionParticipation;
  /**
   * Where the card's picture matters to the first screen: `lead` (the first card, most likely
   * the page's largest paint: fetched first), `eager`, or `lazy` below the fold.
   */
  picture?: 'lead' | 'eager' | 'lazy';
}

/** A promotion in the grid; the whole card opens its detail page through the title link. */
export const PromotionCard = ({
  promotion,
  participation,
  picture = 'lazy',
}: PromotionCardProps) => {
  const { asset } = useRemote();
  return (
    <Card as="article" gap="none" className={styles.card}>
      <div className={styles.media}>
        <img
          className={common.image}
          src={asset(promotion.imageUrl)}
          alt={promotion.title}
          loading={picture === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={picture === 'lead' ? 'high' : undefined}
        />
      </div>
      <div className={styles.body}>
        <PromotionBadges badges={promotion.badges} />
        <h2 className={styles.title}>
          <Link
            className={styles.link}
            to={{ pathname: '/promoDetail', search: `?id=${encodeURIComponent(promotion.id)}` }}
          >
            {promotion.title}
          </Link>
        </h2>
        <p className={`${formLayout.muted} ${styles.summary}`}>{promotion.summary}</p>
        <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} />
        {participation ? (
          <ParticipationAction participation={participation} title={promotion.title} onCard />
        ) : null}
      </div>
    </Card>
  );
};

import { Link } from 'react-router-dom';
import type { PromotionSummary } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { PromotionBadges } from './PromotionBadges';
import styles from './PromotionCard.module.css';
import { PromotionPeriod } from './PromotionPeriod';

export interface PromotionCardProps {
  promotion: PromotionSummary;
}

/** A promotion in the grid; the whole card opens its detail page through the title link. */
export const PromotionCard = ({ promotion }: PromotionCardProps) => {
  const { asset } = useRemote();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={asset(promotion.imageUrl)}
          alt={promotion.title}
          loading="lazy"
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
        <p className={styles.summary}>{promotion.summary}</p>
        <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} />
      </div>
    </article>
  );
};

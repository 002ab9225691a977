import { useTranslation } from 'react-i18next';
import type { PointsItem } from 'shared-contracts';
import { Button, Card, formLayout, StatusBadge } from 'shared-ui';
import { useLanguage, useMoney, useRemote } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import { formatPoints } from './formatPoints';
import styles from './PointsMall.module.css';

export interface PointsItemCardProps {
  item: PointsItem;
  onOpen: () => void;
}

/** One catalogue item: image, name, kind, cost and stock, and a button to its detail. */
export const PointsItemCard = ({ item, onOpen }: PointsItemCardProps) => {
  const { t } = useTranslation('promo');
  const { asset } = useRemote();
  const language = useLanguage();
  const { format } = useMoney();
  const soldOut = item.stock === 0;
  return (
    <Card as="article" gap="none" className={common.card}>
      <div className={styles.media}>
        <img className={common.image} src={asset(item.imageUrl)} alt="" loading="lazy" />
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{item.name}</h3>
        <p className={common.muted}>
          {item.cashValue === null
            ? t(`points.kind.${item.kind}`)
            : t(`points.kindValue.${item.kind}`, { amount: format(item.cashValue) })}
        </p>
        <p className={styles.cost}>
          {t('points.cost', { count: item.cost, points: formatPoints(item.cost, language) })}
        </p>
        <div className={`${formLayout.between} ${styles.cardFoot}`}>
          {item.stock === null ? (
            <span className={common.muted}>{t('points.stock.unlimited')}</span>
          ) : soldOut ? (
            <StatusBadge tone="danger">{t('points.stock.soldOut')}</StatusBadge>
          ) : (
            <span className={common.muted}>{t('points.stock.left', { count: item.stock })}</span>
          )}
          <Button
            size="sm"
            variant={soldOut ? 'secondary' : 'primary'}
            aria-label={t('points.viewNamed', { name: item.name })}
            onClick={onOpen}
          >
            {t('points.view')}
          </Button>
        </div>
      </div>
    </Card>
  );
};

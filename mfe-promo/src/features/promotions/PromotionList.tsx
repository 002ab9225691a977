import { useTranslation } from 'react-i18next';
import type { PromotionCategory } from 'shared-contracts';
import { Button, EmptyState, ErrorState, LoadingState } from 'shared-ui';

import { useParticipationList } from '../../api/participation';
import { usePromotions } from '../../api/promotions';
import { CardsParticipationError } from '../participation/CardsParticipationError';
import { PromotionCard } from './PromotionCard';
import styles from './PromotionList.module.css';

export interface PromotionListProps {
  category: PromotionCategory;
  onShowAll: () => void;
}

/** The promotions of one category with its loading, error and empty states. */
/** The first row of cards is on the first screen (three across on a desktop, one on a phone). */
const FIRST_ROW = 3;
const pictureAt = (index: number) => (index === 0 ? 'lead' : index < FIRST_ROW ? 'eager' : 'lazy');

export const PromotionList = ({ category, onShowAll }: PromotionListProps) => {
  const { t } = useTranslation('promo');
  const { data, isPending, isError, isFetching, refetch } = usePromotions(category);
  // One state call for every card shown, not one per card.
  const states = useParticipationList(data?.map((promotion) => promotion.id) ?? []);

  if (isPending || (isError && isFetching)) return <LoadingState label={t('list.loading')} />;
  if (isError) {
    return (
      <ErrorState
        message={t('list.error')}
        retryLabel={t('retry')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        title={t('list.empty')}
        description={t('list.emptyHint')}
        action={
          category === 'all' ? null : (
            <Button variant="secondary" onClick={onShowAll}>
              {t('list.showAll')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      {states.isError && !states.isFetching ? (
        <CardsParticipationError onRetry={() => void states.refetch()} />
      ) : null}
      <ul className={styles.grid}>
        {data.map((promotion, index) => (
          <li key={promotion.id} className={styles.item}>
            <PromotionCard
              promotion={promotion}
              participation={states.data?.get(promotion.id)}
              picture={pictureAt(index)}
            />
          </li>
        ))}
      </ul>
    </>
  );
};

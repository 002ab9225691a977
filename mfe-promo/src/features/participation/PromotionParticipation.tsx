import { useTranslation } from 'react-i18next';
import { Card, ErrorState, LoadingState } from 'shared-ui';
import { useMember } from 'shared-ui/kit';

import { useParticipation } from '../../api/participation';
import { isNotFound } from '../../api/promotions';
import common from '../../components/common.module.css';
import { MyApplications } from './MyApplications';
import { ParticipationAction } from './ParticipationAction';
import { RaffleWinners } from './RaffleWinners';

export interface PromotionParticipationProps {
  promotionId: string;
  title: string;
}

/**
 * The detail page's part on taking part: the member's standing and the action it allows, the
 * member's applications (apply promotions) and the winners once a raffle is drawn. The rules are
 * stated once, in the terms below, which the platform writes from the fields it pays by.
 * A promotion without participation shows nothing.
 */
export const PromotionParticipation = ({ promotionId, title }: PromotionParticipationProps) => {
  const { t } = useTranslation('promo');
  const member = useMember();
  const { data, isPending, isError, isFetching, error, refetch } = useParticipation(promotionId);
  if (isNotFound(error)) return null;

  let content;
  if (isPending || (isError && isFetching)) {
    content = <LoadingState label={t('participation.loading')} />;
  } else if (isError) {
    content = (
      <ErrorState
        message={t('participation.error')}
        retryLabel={t('participation.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = (
      <>
        <ParticipationAction participation={data} title={title} />
        {data.kind === 'apply' && member ? <MyApplications promotionId={promotionId} /> : null}
        {data.kind === 'raffle' && data.drawnAt !== null ? (
          <RaffleWinners promotionId={promotionId} />
        ) : null}
      </>
    );
  }
  return (
    <Card as="section" className={common.box} aria-labelledby={`participation-${promotionId}`}>
      <h2 id={`participation-${promotionId}`} className={common.title}>
        {t('participation.heading')}
      </h2>
      {content}
    </Card>
  );
};

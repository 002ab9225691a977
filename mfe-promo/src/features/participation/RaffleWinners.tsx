import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from 'shared-ui';
import { useLanguage, useMoney } from 'shared-ui/kit';

import { useRaffleWinners } from '../../api/participation';
import common from '../../components/common.module.css';
import { brandDateTime } from '../promotions/brandTime';
import styles from './Participation.module.css';

/** A drawn raffle's winners (usernames masked by the platform). */
export const RaffleWinners = ({ promotionId }: { promotionId: string }) => {
  const { t } = useTranslation('promo');
  const language = useLanguage();
  const { format } = useMoney();
  const { data, isPending, isError, isFetching, refetch } = useRaffleWinners(promotionId, true);
  const headingId = `winners-${promotionId}`;

  let content;
  if (isPending || (isError && isFetching)) {
    content = <LoadingState label={t('participation.winners.loading')} />;
  } else if (isError) {
    content = (
      <ErrorState
        message={t('participation.winners.error')}
        retryLabel={t('participation.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = (
      <>
        <p className={styles.muted}>
          {data.drawnAt !== null
            ? `${t('participation.winners.drawnAt', { time: brandDateTime(data.drawnAt, language) })} · `
            : ''}
          {t('participation.winners.tickets', { count: data.tickets })}
        </p>
        {data.winners.length === 0 ? (
          <p className={styles.muted}>{t('participation.winners.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t('participation.winners.rank')}</th>
                  <th scope="col">{t('participation.winners.player')}</th>
                  <th scope="col">{t('participation.winners.ticket')}</th>
                  <th scope="col">{t('participation.winners.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {data.winners.map((winner) => (
                  <tr key={winner.rank}>
                    <td>{winner.rank}</td>
                    <td>{winner.username}</td>
                    <td>{winner.ticketNo}</td>
                    <td>{format(winner.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </>
    );
  }
  return (
    <section className={common.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={common.subheading}>
        {t('participation.winners.heading')}
      </h3>
      {content}
    </section>
  );
};

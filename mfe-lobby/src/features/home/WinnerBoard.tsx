import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { formatDateTime, formatMoney, useLanguage } from 'shared-ui/kit';

import { useBrand } from '../../api/brand';
import { useWinners } from '../../api/winners';
import { useNearViewport } from '../../lib/useNearViewport';
import { HomeBlock } from './HomeBlock';
import styles from './WinnerBoard.module.css';

/** The winner rankings: biggest payouts first; fetched when the board comes near the viewport. */
export const WinnerBoard = () => {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const { data: brand } = useBrand();
  const [ref, near] = useNearViewport<HTMLElement>();
  const winners = useWinners({ enabled: near });
  const body = (() => {
    if (winners.isPending)
      return <LoadingState label={t('winners.loading')} still={winners.fetchStatus === 'idle'} />;
    if (winners.isError) {
      return (
        <ErrorState
          message={t('home.error')}
          retryLabel={t('retry')}
          onRetry={() => void winners.refetch()}
        />
      );
    }
    if (winners.data.list.length === 0) return <EmptyState title={t('winners.empty')} />;
    return (
      <table className={styles.table}>
        <caption className="visually-hidden">{t('winners.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('winners.rank')}</th>
            <th scope="col">{t('winners.player')}</th>
            <th scope="col">{t('winners.game')}</th>
            <th scope="col" className={styles.amount}>
              {t('winners.amount')}
            </th>
            <th scope="col" className={styles.time}>
              {t('winners.time')}
            </th>
          </tr>
        </thead>
        <tbody>
          {winners.data.list.map((winner, index) => (
            <tr key={`${winner.username}-${winner.time}-${index}`}>
              <td>{index + 1}</td>
              <td>{winner.username}</td>
              <td>{winner.gameName}</td>
              <td className={styles.amount}>
                {formatMoney(winner.amount, language, brand?.currencySymbol)}
              </td>
              <td className={styles.time}>{formatDateTime(winner.time, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  })();
  return (
    <HomeBlock ref={ref} title={t('winners.title')}>
      {body}
    </HomeBlock>
  );
};

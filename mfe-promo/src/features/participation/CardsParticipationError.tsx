import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

import common from '../../components/common.module.css';

/** Above the cards when the one state call failed: the cards stay, with a way to ask again. */
export const CardsParticipationError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('promo');
  return (
    <div className={common.row} role="alert">
      <span>{t('participation.cardsError')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('participation.retry')}
      </Button>
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import { MAX_PERIOD_DAYS } from 'shared-contracts';
import { messageOf, reasonOf, useMessage } from 'shared-ui/kit';

import { member } from '../../remote';

/**
 * What to say when a records list failed: the period refusals in the player's words, the
 * network and session in the kit's, anything else in the platform's.
 */
export const useRecordErrorText = () => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  return (error: unknown): string => {
    const reason = reasonOf(error);
    if (reason === 'invalidPeriod') return t('records.periodRefused.invalidPeriod');
    if (reason === 'periodTooLong')
      return t('records.periodRefused.periodTooLong', { max: MAX_PERIOD_DAYS });
    return error ? (text(messageOf(error)) ?? t('common.loadError')) : t('common.loadError');
  };
};

import { useTranslation } from 'react-i18next';
import { type Language, perLanguage } from 'shared-contracts';
import { type MemberReward } from 'shared-contracts/member';
import { formatDay, useLanguage, useMoney } from 'shared-ui/kit';

import { member } from '../../remote';

const percentFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
);

/** A rate in basis points as a percentage of the language (50 gives 0.5%). */
export const formatRate = (rateBp: number, language: Language): string =>
  percentFormat(language).format(rateBp / 10_000);

/** The name and the one-line reason of a reward, in the player's language. */
export const useRewardText = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  return {
    name: (reward: Pick<MemberReward, 'kind'>) => t(`rewards.kinds.${reward.kind}`),
    reason: (reward: MemberReward) => {
      const rate = reward.rateBp === null ? '' : formatRate(reward.rateBp, language);
      const basis = reward.basis === null ? '' : format(reward.basis);
      switch (reward.kind) {
        case 'rebate':
          return t('rewards.reasons.rebate', {
            rate,
            basis,
            day: formatDay(reward.source, language),
          });
        case 'deposit':
          return t('rewards.reasons.deposit', { rate, basis });
        case 'birthday':
          return t('rewards.reasons.birthday', { year: reward.source });
        case 'vipLevelUp':
          return t('rewards.reasons.vipLevelUp', { level: reward.source });
      }
    },
  };
};

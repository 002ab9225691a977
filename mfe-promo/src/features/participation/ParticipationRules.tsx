import { useTranslation } from 'react-i18next';
import type { ParticipationRules as Rules } from 'shared-contracts';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import styles from './Participation.module.css';

/** A basis-point rate as a percentage (1250 → 12.5). */
const percent = (bp: number): string => String(bp / 100);

/** The bonus line: a fixed amount, a share of the deposits, or both. */
const useBonusLine = (rules: Rules): string => {
  const { t } = useTranslation('promo');
  const { format } = useMoney();
  if (rules.bonusAmount > 0 && rules.bonusRateBp > 0) {
    return t('participation.rules.bonusBoth', {
      amount: format(rules.bonusAmount),
      rate: percent(rules.bonusRateBp),
    });
  }
  if (rules.bonusRateBp > 0) {
    return t('participation.rules.bonusRate', { rate: percent(rules.bonusRateBp) });
  }
  if (rules.bonusAmount > 0) {
    return t('participation.rules.bonusFixed', { amount: format(rules.bonusAmount) });
  }
  return t('participation.rules.noBonus');
};

export interface ParticipationRulesProps {
  rules: Rules;
  /** Raffles state the draw instead of a bonus. */
  raffle: boolean;
}

/** The rules stated next to the action: period, eligibility, bonus, wagering, the draw. */
export const ParticipationRules = ({ rules, raffle }: ParticipationRulesProps) => {
  const { t } = useTranslation('promo');
  const language = useLanguage();
  const { format } = useMoney();
  const bonus = useBonusLine(rules);
  const lines: string[] = [
    t('participation.rules.period', {
      start: formatDateTime(rules.startsAt, language),
      end: formatDateTime(rules.endsAt, language),
    }),
  ];
  if (rules.newPlayersOnly) {
    lines.push(t('participation.rules.newPlayersOnly', { count: rules.newPlayerDays }));
  }
  if (rules.minDeposit > 0) {
    lines.push(t('participation.rules.minDeposit', { amount: format(rules.minDeposit) }));
  }
  if (!rules.newPlayersOnly && rules.minDeposit === 0)
    lines.push(t('participation.rules.everyone'));
  if (raffle) {
    if (rules.drawAt !== null) {
      lines.push(t('participation.rules.draw', { time: formatDateTime(rules.drawAt, language) }));
    }
    if (rules.prizeAmount !== null && rules.winners !== null) {
      lines.push(
        t('participation.rules.prize', {
          count: rules.winners,
          amount: format(rules.prizeAmount),
        }),
      );
    }
  } else {
    lines.push(bonus);
    if (rules.bonusCap !== null) {
      lines.push(t('participation.rules.bonusCap', { amount: format(rules.bonusCap) }));
    }
  }
  lines.push(
    rules.turnoverMultiple > 0
      ? t('participation.rules.turnover', { multiple: rules.turnoverMultiple })
      : t('participation.rules.noTurnover'),
  );
  return (
    <ul className={styles.rules} aria-label={t('participation.rules.heading')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
};

import { useTranslation } from 'react-i18next';
import { type FeeRule, INTL_LOCALES } from 'shared-contracts';
import { useLanguage, useMoney } from 'shared-ui/kit';

import { member } from '../remote';

/** A fee rule in words (the deposit and withdraw pages): "No fee", "Fee: $1.00", "Fee: 1.5%" or "Fee: $1.00 + 1.5%". */
export const FeeRuleText = ({ rule }: { rule: FeeRule }) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const language = useLanguage();
  if (rule.fixed === 0 && rule.rateBp === 0) return <>{t('deposit.feeNone')}</>;
  const rate = new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rule.rateBp / 10_000);
  const parts = [rule.fixed > 0 ? format(rule.fixed) : null, rule.rateBp > 0 ? rate : null];
  return <>{t('deposit.feeRule', { fee: parts.filter(Boolean).join(' + ') })}</>;
};

import { useTranslation } from 'react-i18next';
import type { DepositAllowance } from 'shared-contracts/member';
import { useMoney } from 'shared-ui/kit';

import { layout } from '../../components/layout';
import { member } from '../../remote';

const PERIODS = ['daily', 'weekly', 'monthly'] as const;

/** What the player may still deposit under the limits they set (responsible gaming). */
export const AllowanceNote = ({ allowance }: { allowance: DepositAllowance }) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const set = PERIODS.filter((period) => allowance[period] !== null);
  if (set.length === 0) return null;
  return (
    <p className={layout.muted}>
      {t('deposit.allowance')}{' '}
      {set
        .map((period) =>
          t(`deposit.allowanceLeft.${period}`, { left: format(allowance[period] ?? 0) }),
        )
        .join(' · ')}
    </p>
  );
};

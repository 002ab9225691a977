import { useMoney } from 'shared-ui/kit';

import styles from './Records.module.css';

/**
 * A signed amount of the player's side: a plus sign and the success colour for money in (or a
 * win), the danger colour for money out (or a loss), plain for zero. The sign is in the text,
 * so it does not rest on the colour alone.
 */
export const SignedMoney = ({ amount }: { amount: number }) => {
  const { format } = useMoney();
  if (amount === 0) return <span>{format(0)}</span>;
  return (
    <span className={amount > 0 ? styles.positive : styles.negative}>
      {amount > 0 ? `+${format(amount)}` : format(amount)}
    </span>
  );
};

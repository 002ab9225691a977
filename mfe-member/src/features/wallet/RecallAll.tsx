import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberWallet, MemberWallets } from 'shared-contracts/member';
import { Button, Card } from 'shared-ui';
import { FormAlert, type Message, messageOf, useIdempotencyKey, useMoney } from 'shared-ui/kit';

import { useRecallWallets } from '../../api/wallets';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './RecallAll.module.css';
import { type RecallSummary, recallSummary } from './recallSummary';

export interface RecallAllProps {
  wallets: readonly MemberWallet[];
  /** Reloads the wallets, so the summary compares with the balances just before the recall. */
  refetch: () => Promise<{ data?: MemberWallets }>;
}

/** "Recall all to main wallet" in one click, then how much came back from which game wallet. */
export const RecallAll = ({ wallets, refetch }: RecallAllProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const recall = useRecallWallets();
  const [key, renewKey] = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<RecallSummary | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);

  const run = async () => {
    setBusy(true);
    setSummary(null);
    setProblem(null);
    try {
      const before = (await refetch()).data?.wallets ?? wallets;
      const after = await recall.mutateAsync(key);
      setSummary(recallSummary(before, after.wallets));
      renewKey();
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={cx(layout.stackSm, layout.alignStart)}>
      <Button variant="secondary" disabled={busy} onClick={() => void run()}>
        {busy ? t('wallet.recalling') : t('wallet.recall')}
      </Button>
      <FormAlert message={problem} />
      {summary && summary.total === 0 ? (
        <FormAlert tone="info" message={{ key: 'wallet.recallNothing' }} />
      ) : null}
      {summary && summary.total > 0 ? (
        <Card role="status" variant="outline" tone="success" gap="none" className={styles.summary}>
          <p className={cx(layout.text, layout.strong)}>
            {t('wallet.recallDone', { total: format(summary.total) })}
          </p>
          <ul className={styles.list}>
            {summary.from.map((moved) => (
              <li key={moved.walletId}>
                {t('wallet.recallFrom', { name: moved.name, amount: format(moved.amount) })}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import { CHASE_ISSUES, stakePerBet } from 'shared-contracts/lottery';
import { Button, Card, formLayout, Panel, TextField } from 'shared-ui';
import { FormAlert, useMember, useMoney } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import styles from './BetSlip.module.css';
import type { Slip } from './useSlip';
import { useSubmitSlip } from './useSubmitSlip';

export interface BetSlipProps {
  gameCode: string;
  slip: Slip;
  /** The issue on sale, or undefined while sales are closed or unknown. */
  issueNo: string | undefined;
  /** The issue is still being asked for: nothing is said about sales yet. */
  issueLoading?: boolean;
  /** Asks for the issue again (a refusal said sales closed). */
  onSalesClosed: () => void;
}

/** The bet slip: its lines (remove, clear), the total, a chase and the confirmation. */
export const BetSlip = ({
  gameCode,
  slip,
  issueNo,
  issueLoading = false,
  onSalesClosed,
}: BetSlipProps) => {
  const { t } = useTranslation('lottery');
  const money = useMoney().format;
  const member = useMember();
  const { submit, pending, outcome } = useSubmitSlip(slip, onSalesClosed);
  const { lines, chase } = slip;
  const perIssue = lines.reduce((sum, line) => sum + line.amount, 0);
  const chaseValid =
    !chase.enabled ||
    (Number.isInteger(chase.issues) &&
      chase.issues >= CHASE_ISSUES.min &&
      chase.issues <= CHASE_ISSUES.max);
  const total = perIssue * (chase.enabled && chaseValid ? chase.issues : 1);

  const confirm = () => {
    if (!issueNo || lines.length === 0 || !chaseValid) return;
    submit({
      gameCode,
      issueNo,
      lines: lines.map(({ playType, selection, mode, multiplier, betCount, amount }) => ({
        playType,
        selection,
        mode,
        multiplier,
        betCount,
        amount,
      })),
      ...(chase.enabled ? { chase: { issues: chase.issues, stopOnWin: chase.stopOnWin } } : {}),
    });
  };

  return (
    <Panel
      title={t('slip.heading')}
      actions={
        lines.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={slip.clear}>
            {t('slip.clear')}
          </Button>
        ) : null
      }
    >
      {lines.length === 0 ? (
        <p className={common.quiet}>{t('slip.empty')}</p>
      ) : (
        <ul className={`${common.stack} ${common.plain}`} aria-label={t('slip.heading')}>
          {lines.map((line) => {
            const name = t(`play.types.${line.playType}`);
            return (
              <Card as="li" key={line.id} variant="inset" className={styles.line}>
                <div className={styles.lineText}>
                  <span className={common.name}>
                    {t('slip.line', {
                      playType: name,
                      selection: line.selection.map((row) => row.join(',') || '-').join(' | '),
                    })}
                  </span>
                  <span className={formLayout.muted}>
                    {t('slip.lineSummary', {
                      count: line.betCount,
                      multiplier: line.multiplier,
                      mode: money(stakePerBet(line.mode, 1)),
                    })}{' '}
                    · {money(line.amount)}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('slip.remove', { playType: name })}
                  onClick={() => slip.remove(line.id)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </Card>
            );
          })}
        </ul>
      )}
      <fieldset className={`${common.stack} ${common.plain}`}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={chase.enabled}
            onChange={(event) => slip.setChase({ ...chase, enabled: event.target.checked })}
          />
          {t('slip.chase')}
        </label>
        {chase.enabled ? (
          <div className={styles.chaseFields}>
            <TextField
              label={t('slip.chaseIssues')}
              hint={t('slip.chaseHint')}
              inputMode="numeric"
              className={styles.issues}
              value={Number.isNaN(chase.issues) ? '' : String(chase.issues)}
              error={chaseValid ? undefined : t('slip.chaseHint')}
              onChange={(event) =>
                slip.setChase({ ...chase, issues: Number.parseInt(event.target.value, 10) })
              }
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={chase.stopOnWin}
                onChange={(event) => slip.setChase({ ...chase, stopOnWin: event.target.checked })}
              />
              {t('slip.stopOnWin')}
            </label>
          </div>
        ) : null}
      </fieldset>
      <p className={styles.total}>
        <span>{t('slip.total')}</span>{' '}
        <output data-testid="slip-total">
          {chase.enabled && chaseValid
            ? t('slip.chaseTotal', { issues: chase.issues, amount: money(total) })
            : money(total)}
        </output>
      </p>
      {issueNo || issueLoading ? null : <p className={styles.closed}>{t('slip.closed')}</p>}
      <FormAlert
        message={outcome?.message}
        tone={outcome?.tone === 'success' ? 'success' : 'error'}
      />
      <Button
        fullWidth
        size="lg"
        onClick={confirm}
        disabled={pending || lines.length === 0 || !issueNo || !chaseValid}
      >
        {pending ? t('slip.confirming') : member ? t('slip.confirm') : t('slip.loginToBet')}
      </Button>
    </Panel>
  );
};

import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BET_MODES,
  betCount,
  type BetMode,
  type LotteryPlayTypeTerms,
  MAX_MULTIPLIER,
  optionOddsMilliOf,
  payoutPerWin,
  type PlacedLine,
  type PlayType,
  stakePerBet,
} from 'shared-contracts/lottery';
import { Button, Card, formLayout, TextField } from 'shared-ui';
import { useMoney } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import styles from './BetBuilder.module.css';
import { NumberPicker } from './NumberPicker';

/** What a custom picker gets: the play type, its selection and how to change it. */
export interface PickerSlotProps {
  playType: PlayType;
  selection: readonly (readonly string[])[];
  onChange: (selection: string[][]) => void;
}

/** Draws the picker of a play type instead of the rows' {@link NumberPicker} (the VN grid). */
export type PickerSlot = (props: PickerSlotProps) => ReactNode;

export interface BetBuilderProps {
  playType: PlayType;
  /** The brand's odds and cap of the play type. */
  terms: LotteryPlayTypeTerms;
  onAdd: (line: PlacedLine) => void;
  /** A picker of the page's own; default the shared rows' number picker. */
  picker?: PickerSlot;
}

const emptySelection = (playType: PlayType) => playType.rows.map(() => [] as string[]);

const defaultPicker: PickerSlot = ({ playType, selection, onChange }) => (
  <NumberPicker rows={playType.rows} selection={selection} onChange={onChange} />
);

/**
 * The picker of one play type with its unit, multiplier, bet count, stake and potential win
 * (all from the shared rules), and "add to slip". Keyed by play type by its parent, so a new
 * play type starts with an empty picker.
 */
export const BetBuilder = ({ playType, terms, onAdd, picker }: BetBuilderProps) => {
  const { t } = useTranslation('lottery');
  const money = useMoney().format;
  const [selection, setSelection] = useState<string[][]>(() => emptySelection(playType));
  const [mode, setMode] = useState<BetMode>('yuan');
  const [multiplierText, setMultiplierText] = useState('1');
  const [added, setAdded] = useState(false);

  const multiplier = Number(multiplierText);
  const multiplierValid =
    /^\d+$/.test(multiplierText) && multiplier >= 1 && multiplier <= MAX_MULTIPLIER;
  const bets = betCount({ playType: playType.code, selection });
  const perBet = multiplierValid ? stakePerBet(mode, multiplier) : 0;
  const stake = bets * perBet;
  // One winning bet at the best odds among the picked options (dragon/tiger/tie differ).
  const bestOdds = playType.optionOddsMilli
    ? Math.max(
        0,
        ...(selection[0] ?? []).map((option) =>
          optionOddsMilliOf(playType, option, terms.oddsMilli),
        ),
      )
    : terms.oddsMilli;
  const potentialWin = Math.min(payoutPerWin(perBet, bestOdds), terms.maxPayoutMinor);
  const canAdd = bets > 0 && multiplierValid;

  const add = () => {
    if (!canAdd) return;
    onAdd({ playType: playType.code, selection, mode, multiplier, betCount: bets, amount: stake });
    setSelection(emptySelection(playType));
    setAdded(true);
  };

  return (
    <div className={common.stack4}>
      <p className={formLayout.muted}>
        {t('picker.odds', { odds: (terms.oddsMilli / 1000).toLocaleString() })}
      </p>
      {(picker ?? defaultPicker)({
        playType,
        selection,
        onChange: (next) => {
          setSelection(next);
          setAdded(false);
        },
      })}
      <div className={styles.controls}>
        <fieldset className={`${common.row} ${common.plain}`}>
          <legend className={styles.legend}>{t('picker.mode')}</legend>
          {BET_MODES.map((value) => (
            <Card
              as="label"
              key={value}
              variant="outline"
              gap="xs"
              selectable
              className={styles.mode}
            >
              <input
                type="radio"
                name={`mode-${playType.code}`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {money(stakePerBet(value, 1))}
            </Card>
          ))}
        </fieldset>
        <TextField
          className={styles.multiplier}
          label={t('picker.multiplier')}
          hint={t('picker.multiplierHint')}
          inputMode="numeric"
          value={multiplierText}
          onChange={(event) => setMultiplierText(event.target.value.trim())}
          error={multiplierValid ? undefined : t('picker.multiplierHint')}
        />
      </div>
      <dl className={styles.summary}>
        <div>
          <dt className={formLayout.muted}>{t('picker.betCount')}</dt>
          <dd data-testid="bet-count">{bets}</dd>
        </div>
        <div>
          <dt className={formLayout.muted}>{t('picker.stake')}</dt>
          <dd data-testid="stake">{money(stake)}</dd>
        </div>
        <div>
          <dt className={formLayout.muted}>{t('picker.potentialWin')}</dt>
          <dd data-testid="potential-win">{money(bets > 0 ? potentialWin : 0)}</dd>
        </div>
      </dl>
      <div className={common.row3}>
        <Button onClick={add} disabled={!canAdd}>
          {t('picker.addToSlip')}
        </Button>
        <p role="status" className={formLayout.muted}>
          {added ? t('picker.added') : bets === 0 ? t('picker.incomplete') : ''}
        </p>
      </div>
    </div>
  );
};

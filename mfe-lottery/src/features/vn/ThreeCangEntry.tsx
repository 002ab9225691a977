import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from 'shared-contracts/lottery';
import { TextField } from 'shared-ui';

const THREE_DIGITS = /^\d{3}$/;

export interface ThreeCangEntryProps {
  /** The play type's selection: one digit each for hundreds, tens and units when complete. */
  selection: Selection;
  onChange: (selection: string[][]) => void;
}

/** The 3 càng rows (hundreds, tens, units) of a three-digit number ("123"), or empty rows. */
export const threeCangSelection = (text: string): string[][] =>
  THREE_DIGITS.test(text) ? text.split('').map((digit) => [digit]) : [[], [], []];

/**
 * The 3 càng entry: one number of three digits (000-999), the last three digits of the special
 * prize. Anything else makes no bet and says why.
 */
export const ThreeCangEntry = ({ selection, onChange }: ThreeCangEntryProps) => {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState('');
  const invalid = text !== '' && !THREE_DIGITS.test(text);

  // The line was added to the slip (the builder emptied the selection): start a new number.
  const empty = selection.every((row) => row.length === 0);
  useEffect(() => {
    if (empty) setText((previous) => (THREE_DIGITS.test(previous) ? '' : previous));
  }, [empty]);

  return (
    <TextField
      label={t('vn.cang.label')}
      hint={t('vn.cang.hint')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      value={text}
      error={invalid ? t('vn.cang.invalid') : undefined}
      onChange={(event) => {
        const next = event.target.value.trim();
        setText(next);
        onChange(threeCangSelection(next));
      }}
    />
  );
};

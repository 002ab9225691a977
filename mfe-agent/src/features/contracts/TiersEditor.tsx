import { useTranslation } from 'react-i18next';
import { MAX_TIERS } from 'shared-contracts';
import { Button, TextField } from 'shared-ui';
import { useMoney } from 'shared-ui/kit';

import { agent } from '../../remote';
import styles from './OfferContractForm.module.css';
import { newTierRow, type TierField, type TierRow, type TierRowErrors } from './tierRows';

export interface TiersEditorProps {
  rows: readonly TierRow[];
  onChange: (rows: TierRow[]) => void;
  /** Fields that could not be read, by row id (shown after a send). */
  errors: Readonly<Record<string, TierRowErrors>>;
}

/**
 * The tiers of an offer: for each, the minimum team valid turnover (money), the minimum active
 * members and the rate (a percentage with two decimals); rows can be added (up to 10) and
 * removed (down to 1). An edited field's error clears.
 */
export const TiersEditor = ({ rows, onChange, errors }: TiersEditorProps) => {
  const { t } = useTranslation(agent.namespace);
  const { symbol } = useMoney();

  const edit = (id: string, field: TierField, value: string) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, [field]: value } : row)));

  const field = (
    row: TierRow,
    name: TierField,
    label: string,
    inputMode: 'decimal' | 'numeric',
  ) => {
    const error = errors[row.id]?.[name];
    return (
      <TextField
        label={label}
        value={row[name]}
        inputMode={inputMode}
        autoComplete="off"
        required
        error={error ? t(`contracts.errors.${error}`) : undefined}
        onChange={(event) => edit(row.id, name, event.target.value)}
      />
    );
  };

  return (
    <div className={styles.editor}>
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.id}>
            <fieldset className={styles.row}>
              <legend className={styles.legend}>
                {t('contracts.editor.tier', { n: index + 1 })}
              </legend>
              {field(
                row,
                'minValidTurnover',
                t('contracts.editor.minValidTurnover', { symbol }),
                'decimal',
              )}
              {field(row, 'minActiveMembers', t('contracts.editor.minActiveMembers'), 'numeric')}
              {field(row, 'rate', t('contracts.editor.rate'), 'decimal')}
              <Button
                size="sm"
                variant="ghost"
                className={styles.remove}
                disabled={rows.length <= 1}
                onClick={() => onChange(rows.filter((candidate) => candidate.id !== row.id))}
              >
                {t('contracts.editor.remove', { n: index + 1 })}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="secondary"
        disabled={rows.length >= MAX_TIERS}
        onClick={() => onChange([...rows, newTierRow()])}
      >
        {t('contracts.editor.add')}
      </Button>
    </div>
  );
};

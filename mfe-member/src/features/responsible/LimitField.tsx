import { useTranslation } from 'react-i18next';
import type { RgLimit } from 'shared-contracts/member';
import { Button, StatusBadge, TextField } from 'shared-ui';
import {
  formatDateTime,
  type Message,
  messageOf,
  useLanguage,
  useMessage,
  useMoney,
} from 'shared-ui/kit';

import { useSetRgLimit } from '../../api/responsibleGaming';
import { layout } from '../../components/layout';
import { MoneyField } from '../../components/MoneyField';
import { member } from '../../remote';
import styles from './LimitField.module.css';
import { isMinutes } from './limitRules';

export interface LimitFieldProps {
  limit: RgLimit;
  value: string;
  error: Message | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
}

/**
 * One limit: its field (money or minutes, empty for no limit), what applies now and the change
 * waiting for its 24 hours, which the player may call off (setting the current value again).
 */
export const LimitField = ({ limit, value, error, disabled, onChange }: LimitFieldProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const language = useLanguage();
  const { format, symbol } = useMoney();
  const keep = useSetRgLimit();
  const minutes = isMinutes(limit.key);
  const label = t(`responsible.limits.${limit.key}`);
  const show = (amount: number) =>
    minutes ? t('responsible.minutesValue', { value: amount }) : format(amount);

  const current =
    limit.value === null
      ? t('responsible.noLimit')
      : t('responsible.current', { value: show(limit.value) });
  const pending = limit.pending
    ? limit.pending.value === null
      ? t('responsible.pendingRemoval', {
          time: formatDateTime(limit.pending.effectiveAt, language),
        })
      : t('responsible.pendingChange', {
          value: show(limit.pending.value),
          time: formatDateTime(limit.pending.effectiveAt, language),
        })
    : null;
  const hint = (
    <span className={styles.hint}>
      <span>{current}</span>
      {pending ? <StatusBadge tone="pending">{pending}</StatusBadge> : null}
    </span>
  );

  const common = {
    label,
    value,
    onChange,
    hint,
    disabled,
    error: text(error),
    placeholder: t('responsible.noLimitPlaceholder'),
  };
  return (
    <div className={layout.stackXs}>
      {minutes ? (
        <TextField
          {...common}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          trailing={<span aria-hidden="true">{t('responsible.minutesUnit')}</span>}
        />
      ) : (
        <MoneyField {...common} currencySymbol={symbol} />
      )}
      {limit.pending && limit.value !== null ? (
        <Button
          variant="ghost"
          size="sm"
          className={layout.start}
          disabled={disabled || keep.isPending}
          onClick={() => keep.mutate({ key: limit.key, value: limit.value })}
        >
          {t('responsible.cancelPending', { limit: label })}
        </Button>
      ) : null}
      {keep.isError ? (
        <p role="alert" className={layout.error}>
          {text(messageOf(keep.error))}
        </p>
      ) : null}
    </div>
  );
};

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Panel, TextField } from 'shared-ui';
import {
  FormAlert,
  isDefiniteRefusal,
  type Message,
  useIdempotencyKey,
  useLanguage,
  useMessage,
  useMoney,
  useRemote,
} from 'shared-ui/kit';

import {
  useConvert,
  useConvertPreview,
  usePointsConfig,
  useWithdrawalPasswordSet,
} from '../../api/points';
import { formatPoints } from './formatPoints';
import { PasswordUnsetNotice } from './PasswordUnsetNotice';
import styles from './PointsMall.module.css';
import { placeRefusal } from './pointsRefusals';
import { PREVIEW_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';
import { useMemberAction } from './useMemberAction';
import { WithdrawalPasswordField } from './WithdrawalPasswordField';

type Field = 'points' | 'withdrawalPassword';

/**
 * Converts points to cash at the brand's rate: the platform previews what the points pay (and
 * why not, below the minimum or off the step), then the withdrawal password confirms it.
 */
export const ConvertPanel = () => {
  const { t } = useTranslation('promo');
  const action = useMemberAction();
  return (
    <Panel title={t('points.convert.title')}>
      {action.allowed ? (
        <ConvertForm />
      ) : (
        <div className={styles.stack}>
          <p className={styles.muted}>
            {t(action.signedIn ? 'points.trial' : 'points.convert.guest')}
          </p>
          <Button onClick={() => action.run(() => undefined)}>
            {t(action.signedIn ? 'points.trialAction' : 'points.logIn')}
          </Button>
        </div>
      )}
    </Panel>
  );
};

const ConvertForm = () => {
  const { t } = useTranslation('promo');
  const { host } = useRemote();
  const language = useLanguage();
  const { format } = useMoney();
  const text = useMessage();
  const config = usePointsConfig();
  const passwordSet = useWithdrawalPasswordSet();
  const convert = useConvert();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const [values, setValues] = useState({ points: '', withdrawalPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, Message>>>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [unset, setUnset] = useState(false);
  const [done, setDone] = useState<Message | null>(null);
  const typed = /^\d+$/.test(values.points.trim()) ? Number(values.points.trim()) : null;
  // One preview call once typing pauses, not one per keystroke.
  const points = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  const preview = useConvertPreview(points);

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setDone(null);
  };

  const refusalMessage = (reason: string | null | undefined): Message | undefined => {
    if (!reason || !config.data) return reason ? { key: `points.refused.${reason}` } : undefined;
    return {
      key: `points.refused.${reason}`,
      params: {
        min: formatPoints(config.data.convert.minPoints, language),
        step: formatPoints(config.data.convert.stepPoints, language),
      },
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const found: Partial<Record<Field, Message>> = {};
    if (typed === null || typed < 1) found.points = { key: 'points.convert.pointsInvalid' };
    else if (preview.data?.points === typed && preview.data.refusal)
      found.points = refusalMessage(preview.data.refusal);
    if (values.withdrawalPassword === '')
      found.withdrawalPassword = { key: 'points.passwordRequired' };
    setErrors(found);
    if (found.points || found.withdrawalPassword || typed === null) return;
    try {
      const value = await convert.mutateAsync({
        input: { points: typed, withdrawalPassword: values.withdrawalPassword },
        idempotencyKey,
      });
      renewKey();
      host.bus.publish({ type: 'RefreshBalance' });
      setValues({ points: '', withdrawalPassword: '' });
      setDone({
        key: 'points.convert.done',
        params: {
          points: formatPoints(value.conversion.points, language),
          amount: format(value.conversion.cashAmount),
        },
      });
    } catch (error) {
      if (isDefiniteRefusal(error)) renewKey();
      const placed = placeRefusal(error, 'points');
      if (placed.passwordUnset) setUnset(true);
      else if (placed.field === 'points')
        setErrors({
          points: refusalMessage(
            'key' in placed.message ? placed.message.key.replace('points.refused.', '') : null,
          ),
        });
      else if (placed.field === 'withdrawalPassword')
        setErrors({ withdrawalPassword: placed.message });
      else setFormError(placed.message);
    }
  };

  const previewLine = () => {
    if (typed === null || typed < 1) return undefined;
    if (preview.isError) return t('points.convert.previewError');
    if (!preview.data || preview.data.points !== typed) return t('points.convert.previewLoading');
    if (preview.data.refusal) return text(refusalMessage(preview.data.refusal));
    return t('points.convert.preview', {
      points: formatPoints(preview.data.points, language),
      amount: format(preview.data.cashAmount),
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {config.data ? (
        <p className={styles.muted}>
          {t('points.rules.convert', {
            min: formatPoints(config.data.convert.minPoints, language),
            step: formatPoints(config.data.convert.stepPoints, language),
          })}
        </p>
      ) : null}
      {passwordSet.data === false || unset ? <PasswordUnsetNotice /> : null}
      <TextField
        label={t('points.convert.points')}
        inputMode="numeric"
        required
        value={values.points}
        onChange={(event) => set('points', event.target.value)}
        hint={errors.points ? undefined : previewLine()}
        error={text(errors.points)}
      />
      {/* Announces the result only: "Working out..." is the field's hint, shown once. */}
      <p className={styles.previewLive} aria-live="polite">
        {errors.points || previewLine() === t('points.convert.previewLoading') ? '' : previewLine()}
      </p>
      <WithdrawalPasswordField
        value={values.withdrawalPassword}
        onChange={(value) => set('withdrawalPassword', value)}
        error={text(errors.withdrawalPassword)}
      />
      <FormAlert message={formError} />
      <FormAlert tone="success" message={done} />
      <Button type="submit" fullWidth disabled={convert.isPending} aria-busy={convert.isPending}>
        {t('points.convert.submit')}
      </Button>
    </form>
  );
};

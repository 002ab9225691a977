import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formLayout, Panel, TextField } from 'shared-ui';
import {
  type FieldErrors,
  FormAlert,
  isDefiniteRefusal,
  type Message,
  useForm,
  useFormOutcome,
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
import common from '../../components/common.module.css';
import { formatPoints } from './formatPoints';
import { PasswordUnsetNotice } from './PasswordUnsetNotice';
import { placeRefusal } from './pointsRefusals';
import { PREVIEW_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';
import { useMemberAction } from './useMemberAction';
import { WithdrawalPasswordField } from './WithdrawalPasswordField';

interface ConvertValues extends Record<string, unknown> {
  points: string;
  withdrawalPassword: string;
}

/** The points typed, when they are a whole number. */
const pointsOf = ({ points }: ConvertValues): number | null =>
  /^\d+$/.test(points.trim()) ? Number(points.trim()) : null;

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
        <div className={common.stack}>
          <p className={common.muted}>
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
  const outcome = useFormOutcome();
  const [unset, setUnset] = useState(false);

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

  const form = useForm<ConvertValues>({
    initial: { points: '', withdrawalPassword: '' },
    validate: (values) => {
      const found: FieldErrors<ConvertValues> = {};
      const asked = pointsOf(values);
      if (asked === null || asked < 1) found.points = { key: 'points.convert.pointsInvalid' };
      else if (preview.data?.points === asked && preview.data.refusal)
        found.points = refusalMessage(preview.data.refusal);
      if (values.withdrawalPassword === '')
        found.withdrawalPassword = { key: 'points.passwordRequired' };
      return found;
    },
    onSubmit: async (values) => {
      try {
        const value = await convert.mutateAsync({
          points: pointsOf(values) ?? 0,
          withdrawalPassword: values.withdrawalPassword,
          idempotencyKey,
        });
        renewKey();
        host.bus.publish({ type: 'RefreshBalance' });
        form.reset();
        outcome.success({
          key: 'points.convert.done',
          params: {
            points: formatPoints(value.conversion.points, language),
            amount: format(value.conversion.cashAmount),
          },
        });
      } catch (error) {
        if (isDefiniteRefusal(error)) renewKey();
        const placed = placeRefusal(error, 'points');
        if (placed.field === 'points')
          return {
            points: refusalMessage(
              'key' in placed.message ? placed.message.key.replace('points.refused.', '') : null,
            ),
          };
        if (placed.field === 'withdrawalPassword') return { withdrawalPassword: placed.message };
        if (placed.passwordUnset) setUnset(true);
        else outcome.fail(placed.message);
      }
    },
  });
  const { values, errors } = form;
  const typed = pointsOf(values);
  // One preview call once typing pauses, not one per keystroke.
  const points = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  const preview = useConvertPreview(points);

  const set = (field: keyof ConvertValues, value: string) => {
    form.setField(field, value);
    // A new amount or password makes the last conversion's confirmation old news.
    if (outcome.tone === 'success') outcome.clear();
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
    <form
      className={formLayout.form}
      noValidate
      onSubmit={(event) => {
        outcome.clear();
        void form.submit(event);
      }}
    >
      {config.data ? (
        <p className={common.muted}>
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
      <p className="visually-hidden" aria-live="polite">
        {errors.points || previewLine() === t('points.convert.previewLoading') ? '' : previewLine()}
      </p>
      <WithdrawalPasswordField
        value={values.withdrawalPassword}
        onChange={(value) => set('withdrawalPassword', value)}
        error={text(errors.withdrawalPassword)}
      />
      <FormAlert message={outcome.message} tone={outcome.tone} />
      <Button type="submit" fullWidth disabled={convert.isPending} aria-busy={convert.isPending}>
        {t('points.convert.submit')}
      </Button>
    </form>
  );
};

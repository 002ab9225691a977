import { useTranslation } from 'react-i18next';
import { Button, Panel, TextField } from 'shared-ui';
import {
  type FieldErrors,
  type Message,
  useForm,
  useLanguage,
  useMessage,
  useMoney,
} from 'shared-ui/kit';

import { useConvert, useConvertPreview, usePointsConfig } from '../../api/points';
import common from '../../components/common.module.css';
import { formatPoints } from './formatPoints';
import { PointsSpendForm, spendEdited, usePointsSpend } from './PointsSpendForm';
import { PREVIEW_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';
import { useMemberAction } from './useMemberAction';

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
  const language = useLanguage();
  const { format } = useMoney();
  const text = useMessage();
  const config = usePointsConfig();
  const convert = useConvert();
  const spend = usePointsSpend('points');

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
          idempotencyKey: spend.idempotencyKey,
        });
        spend.done(true);
        form.reset();
        outcome.success({
          key: 'points.convert.done',
          params: {
            points: formatPoints(value.conversion.points, language),
            amount: format(value.conversion.cashAmount),
          },
        });
      } catch (error) {
        const placed = spend.refused(error);
        if (placed.field === 'points')
          return {
            points: refusalMessage(
              'key' in placed.message ? placed.message.key.replace('points.refused.', '') : null,
            ),
          };
        if (placed.field === 'withdrawalPassword') return { withdrawalPassword: placed.message };
        if (!placed.passwordUnset) outcome.fail(placed.message);
      }
    },
  });
  const { values, errors, outcome } = form;
  const typed = pointsOf(values);
  // One preview call once typing pauses, not one per keystroke.
  const points = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  const preview = useConvertPreview(points);

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
    <PointsSpendForm
      form={form}
      spend={spend}
      pending={convert.isPending}
      submitLabel={t('points.convert.submit')}
      intro={
        config.data ? (
          <p className={common.muted}>
            {t('points.rules.convert', {
              min: formatPoints(config.data.convert.minPoints, language),
              step: formatPoints(config.data.convert.stepPoints, language),
            })}
          </p>
        ) : null
      }
    >
      <TextField
        label={t('points.convert.points')}
        inputMode="numeric"
        required
        value={values.points}
        onChange={(event) => {
          form.setField('points', event.target.value);
          spendEdited(outcome);
        }}
        hint={errors.points ? undefined : previewLine()}
        error={text(errors.points)}
      />
      {/* Announces the result only: "Working out..." is the field's hint, shown once. */}
      <p className="visually-hidden" aria-live="polite">
        {errors.points || previewLine() === t('points.convert.previewLoading') ? '' : previewLine()}
      </p>
    </PointsSpendForm>
  );
};

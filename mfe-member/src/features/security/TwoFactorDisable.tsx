import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared-ui';
import { FormAlert, messageOf, refusalOf, useForm, useMessage } from 'shared-ui/kit';

import { useTwoFactorDisable } from '../../api/security';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import { APP_CODE, cleanAppCode, RECOVERY_CODE } from './twoFactorCodes';

export interface TwoFactorDisableProps {
  onDone: () => void;
  onCancel: () => void;
}

/** Turning two-factor login off: a current app code, or an unused recovery code. */
export const TwoFactorDisable = ({ onDone, onCancel }: TwoFactorDisableProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const disable = useTwoFactorDisable();
  const codeOf = (value: string) =>
    APP_CODE.test(cleanAppCode(value)) ? cleanAppCode(value) : value.trim();

  const form = useForm<{ code: string }>({
    initial: { code: '' },
    validate: ({ code }) =>
      APP_CODE.test(cleanAppCode(code)) || RECOVERY_CODE.test(code.trim())
        ? {}
        : { code: { key: 'security.twoFactor.codeOrRecoveryInvalid' } },
    onSubmit: async ({ code }) => {
      try {
        await disable.mutateAsync({ code: codeOf(code) });
        onDone();
      } catch (error) {
        if (refusalOf(error).field === 'code')
          return { code: { key: 'security.twoFactor.codeWrong' } };
      }
    },
  });
  const failure = disable.isError && refusalOf(disable.error).field !== 'code';

  return (
    <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
      <TextField
        label={t('security.twoFactor.disableCode')}
        hint={t('security.twoFactor.disableHint')}
        name="twoFactorCode"
        autoComplete="one-time-code"
        maxLength={16}
        required
        value={form.values.code}
        onChange={(event) => form.setField('code', event.target.value)}
        error={text(form.errors.code)}
      />
      <FormAlert message={failure ? messageOf(disable.error) : null} />
      <div className={layout.row}>
        <Button
          type="submit"
          variant="danger"
          disabled={disable.isPending}
          aria-busy={disable.isPending}
        >
          {t('security.twoFactor.confirmOff')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={disable.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
};

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formLayout, TextField } from 'shared-ui';
import { useForm, useMessage } from 'shared-ui/kit';

import { AuthForm } from '../../components/AuthForm';
import { FormAlert } from '../../components/FormAlert';
import { NOT_EMPTY } from '../../components/formRules';
import { requiredPlaceholder } from '../../components/requiredPlaceholder';
import { type Message, messageOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import type { TwoFactorChallenge } from './useLoginSubmit';
import { useTwoFactorSubmit } from './useTwoFactorSubmit';

type CodeKind = 'app' | 'recovery';

const APP_CODE = /^\d{6}$/;
/** `xxxxx-xxxxx` as shown at set-up; the platform ignores case, spaces and the dash. */
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** The code as the platform wants it: app codes without the spaces apps show them with. */
const cleaned = (kind: CodeKind, code: string) =>
  kind === 'app' ? code.replace(/\s/g, '') : code.trim();

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  /** Back to the password step, with why when the ticket is spent. */
  onRestart: (message: Message | null) => void;
}

/**
 * The login's second step when two-factor login is on: the 6-digit code of the authenticator
 * app, or one of the recovery codes. A wrong code stays here; a spent ticket starts over.
 */
export const TwoFactorStep = ({ challenge, onRestart }: TwoFactorStepProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const text = useMessage();
  const submitCode = useTwoFactorSubmit();
  const [kind, setKind] = useState<CodeKind>('app');
  const field = useRef<HTMLInputElement>(null);
  const form = useForm({
    initial: { code: '' },
    validate: ({ code }) => {
      const value = cleaned(kind, code);
      if (value === '') return { code: NOT_EMPTY };
      if (!(kind === 'app' ? APP_CODE : RECOVERY_CODE).test(value))
        return {
          code: { key: kind === 'app' ? 'twoFactor.appCodeInvalid' : 'twoFactor.recoveryInvalid' },
        };
      return {};
    },
    onSubmit: async ({ code }) => {
      const answer = await submitCode(challenge, cleaned(kind, code));
      if (answer.ok) return;
      if (answer.restart) return onRestart(answer.message);
      if (answer.field) return { code: answer.message };
      form.outcome.fail(answer.message);
    },
    describe: (error) => messageOf(error),
  });
  const { outcome, submitting } = form;

  // The step replaces the password form (and its focused button): the code field takes focus.
  useEffect(() => field.current?.focus(), [kind]);

  const label = t(kind === 'app' ? 'twoFactor.appCode' : 'twoFactor.recoveryCode');

  const switchKind = () => {
    setKind((current) => (current === 'app' ? 'recovery' : 'app'));
    form.reset();
    outcome.clear();
  };

  return (
    <AuthForm label={t('twoFactor.title')} form={form} outcome={outcome}>
      <p className={formLayout.muted}>
        {t(kind === 'app' ? 'twoFactor.appIntro' : 'twoFactor.recoveryIntro')}
      </p>
      <TextField
        ref={field}
        label={label}
        placeholder={requiredPlaceholder(label)}
        name={kind === 'app' ? 'totp' : 'recoveryCode'}
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoComplete={kind === 'app' ? 'one-time-code' : 'off'}
        maxLength={kind === 'app' ? 7 : 16}
        required
        value={form.values.code}
        onChange={(e) => form.setField('code', e.target.value)}
        error={text(form.errors.code)}
      />
      <button type="button" className={formLayout.link} onClick={switchKind}>
        {t(kind === 'app' ? 'twoFactor.useRecovery' : 'twoFactor.useApp')}
      </button>
      <FormAlert message={outcome.message} />
      <div className={formLayout.actions}>
        <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting}>
          {t('twoFactor.submit')}
        </Button>
        <Button variant="secondary" fullWidth disabled={submitting} onClick={() => onRestart(null)}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </AuthForm>
  );
};

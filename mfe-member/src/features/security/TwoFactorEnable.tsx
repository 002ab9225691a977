import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingState, TextField } from 'shared-ui';
import { FormAlert, messageOf, refusalOf, useForm, useMessage } from 'shared-ui/kit';

import { useTwoFactorEnable, useTwoFactorSetup } from '../../api/security';
import { CopyButton } from '../../components/CopyButton';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './Security.module.css';
import { APP_CODE, cleanAppCode } from './twoFactorCodes';

// The QR code library is only needed by the few who turn two-factor login on.
const QrCode = lazy(async () => ({ default: (await import('shared-ui/qr-code')).QrCode }));

export interface TwoFactorEnableProps {
  /** Two-factor login is on; the recovery codes to show once. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * Turning two-factor login on: a new secret as a QR code of its otpauth URI and as text to
 * type, then a current code from the app to confirm it.
 */
export const TwoFactorEnable = ({ onEnabled, onCancel }: TwoFactorEnableProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const { mutate: startSetup } = setup;

  useEffect(() => startSetup(), [startSetup]);

  const form = useForm<{ code: string }>({
    initial: { code: '' },
    validate: ({ code }) =>
      APP_CODE.test(cleanAppCode(code)) ? {} : { code: { key: 'security.twoFactor.codeInvalid' } },
    onSubmit: async ({ code }) => {
      try {
        onEnabled((await enable.mutateAsync({ code: cleanAppCode(code) })).recoveryCodes);
      } catch (error) {
        if (refusalOf(error).field === 'code')
          return { code: { key: 'security.twoFactor.codeWrong' } };
      }
    },
  });

  if (setup.isPending || setup.isIdle) return <LoadingState label={t('common.loading')} />;
  if (setup.isError)
    return (
      <div className={layout.stack}>
        <FormAlert message={messageOf(setup.error)} />
        <div className={layout.row}>
          <Button onClick={() => startSetup()}>{t('common.retry')}</Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    );

  const { secret, otpauthUri } = setup.data;
  // A refusal other than a wrong code (the set-up was replaced elsewhere): start again.
  const failure = enable.isError && refusalOf(enable.error).field !== 'code';
  return (
    <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
      <ol className={layout.stack}>
        <li>{t('security.twoFactor.stepInstall')}</li>
        <li>
          {t('security.twoFactor.stepScan')}
          <div className={styles.setup}>
            <Suspense fallback={<LoadingState label={t('common.loading')} />}>
              <QrCode value={otpauthUri} label={t('security.twoFactor.qrLabel')} />
            </Suspense>
            <div className={layout.stack}>
              <p className={layout.muted}>{t('security.twoFactor.secretIntro')}</p>
              <code className={styles.secret} aria-label={t('security.twoFactor.secretLabel')}>
                {secret}
              </code>
              <CopyButton text={secret} label={t('security.twoFactor.copySecret')} />
            </div>
          </div>
        </li>
        <li>{t('security.twoFactor.stepConfirm')}</li>
      </ol>
      <TextField
        label={t('security.twoFactor.appCode')}
        name="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={form.values.code}
        onChange={(event) => form.setField('code', event.target.value)}
        error={text(form.errors.code)}
      />
      <FormAlert message={failure ? messageOf(enable.error) : null} />
      <div className={layout.row}>
        <Button type="submit" disabled={enable.isPending} aria-busy={enable.isPending}>
          {t('security.twoFactor.confirmOn')}
        </Button>
        {failure ? (
          <Button variant="secondary" onClick={() => startSetup()}>
            {t('security.twoFactor.restart')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
};

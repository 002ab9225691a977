import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AuthSetting, isFlagOn, type Whitelabel } from 'shared-contracts';
import { Button, formLayout, ModalFrame, REQUIRED_MARK, Tabs, TextField } from 'shared-ui';

import { EARLY_LOGIN_TEMPLATE_ID } from './earlyLoginIds';

interface EarlyLoginProps {
  t: TFunction;
  brand: Whitelabel;
  /** The brand's sign-in settings (its Google and Facebook buttons), when the render had them. */
  authSetting: AuthSetting | undefined;
}

/**
 * The login dialog as the auth remote first draws it (its LoginPopup and LoginForm, username
 * tab), as plain HTML: what a guest's tap on "Log in" shows before the application has loaded
 * (ADR 0032). Its fields take what is typed; the boot script hands it all to the real dialog
 * once that opens. The brand's switches decide the same optional parts as the real form's.
 */
const EarlyLogin = ({ t, brand, authSetting }: EarlyLoginProps) => {
  const tree = brand.whitelabel;
  const required = (label: string) => `${label} ${REQUIRED_MARK}`;
  const registers =
    isFlagOn(tree, 'DIRECTREG3') &&
    (isFlagOn(tree, 'USERNAMEREG3') ||
      isFlagOn(tree, 'MOBILENUMREG3') ||
      isFlagOn(tree, 'MOBILENUMPASSREG3'));
  const social = authSetting?.firebase ? authSetting : null;
  return (
    <ModalFrame
      titleId="early-login-title"
      title={t('earlyLogin.title')}
      closeLabel={t('earlyLogin.close')}
      size="sm"
    >
      <form className={formLayout.form} noValidate aria-label={t('earlyLogin.title')}>
        {isFlagOn(tree, 'MOBILEVERCODELOGIN3') ? (
          <Tabs
            label={t('earlyLogin.type')}
            items={[
              { id: 'username', label: t('earlyLogin.byUsername') },
              { id: 'sms', label: t('earlyLogin.bySms') },
            ]}
            value="username"
            onChange={() => undefined}
          />
        ) : null}
        <TextField
          id="early-login-username"
          label={t('earlyLogin.username')}
          placeholder={required(t('earlyLogin.username'))}
          name="username"
          autoComplete="username"
          required
        />
        <TextField
          id="early-login-password"
          label={t('earlyLogin.password')}
          placeholder={required(t('earlyLogin.password'))}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className={formLayout.between}>
          <label className={formLayout.check}>
            <input type="checkbox" />
            {t('earlyLogin.remember')}
          </label>
          <button type="button" className={formLayout.link}>
            {t('earlyLogin.forgot')}
          </button>
        </div>
        <div className={formLayout.actions}>
          <Button type="submit" fullWidth>
            {t('earlyLogin.submit')}
          </Button>
          {brand.freePlay && isFlagOn(tree, 'FREEPLAY3') ? (
            <Button variant="secondary" fullWidth>
              {t('earlyLogin.freeTrial')}
            </Button>
          ) : null}
        </div>
        {social && (social.googleLogin || social.facebookLogin) ? (
          <div className={formLayout.social}>
            {social.googleLogin ? (
              <Button variant="secondary">{t('earlyLogin.google')}</Button>
            ) : null}
            {social.facebookLogin ? (
              <Button variant="secondary">{t('earlyLogin.facebook')}</Button>
            ) : null}
          </div>
        ) : null}
        {registers ? (
          <p className={formLayout.muted}>
            {t('earlyLogin.noAccount')}{' '}
            <button type="button" className={formLayout.link}>
              {t('earlyLogin.registerLink')}
            </button>
          </p>
        ) : null}
      </form>
    </ModalFrame>
  );
};

/** The early login dialog of a guest's page, in its `<template>` (inert until the boot script clones it). */
export const earlyLoginTemplate = (
  t: TFunction,
  brand: Whitelabel,
  authSetting: AuthSetting | undefined,
): string =>
  `<template id="${EARLY_LOGIN_TEMPLATE_ID}">${renderToStaticMarkup(<EarlyLogin t={t} brand={brand} authSetting={authSetting} />, { identifierPrefix: 'early-login-' })}</template>`;

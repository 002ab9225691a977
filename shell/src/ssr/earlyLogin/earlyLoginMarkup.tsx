import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AuthSetting, isFlagOn, type Whitelabel } from 'shared-contracts';
import {
  Button,
  formLayout,
  ModalFrame,
  REQUIRED_MARK,
  REQUIRED_MARK_FONT_URL,
  Tabs,
  TextField,
} from 'shared-ui';

import { EARLY_LOGIN_TEMPLATE_ID } from './earlyLoginIds';

/** What of the brand the dialog shows: the same optional parts as the real form's. */
interface Shown {
  /** The username and SMS tabs. */
  smsLogin: boolean;
  freeTrial: boolean;
  google: boolean;
  facebook: boolean;
  /** The "no account? Register now" line. */
  registers: boolean;
}

const shownOf = (brand: Whitelabel, authSetting: AuthSetting | undefined): Shown => {
  const tree = brand.whitelabel;
  const social = authSetting?.firebase ? authSetting : null;
  return {
    smsLogin: isFlagOn(tree, 'MOBILEVERCODELOGIN3'),
    freeTrial: brand.freePlay && isFlagOn(tree, 'FREEPLAY3'),
    google: Boolean(social?.googleLogin),
    facebook: Boolean(social?.facebookLogin),
    registers:
      isFlagOn(tree, 'DIRECTREG3') &&
      (isFlagOn(tree, 'USERNAMEREG3') ||
        isFlagOn(tree, 'MOBILENUMREG3') ||
        isFlagOn(tree, 'MOBILENUMPASSREG3')),
  };
};

/**
 * The login dialog as the auth remote first draws it (its LoginPopup and LoginForm, username
 * tab), as plain HTML: what a guest's tap on "Log in" shows before the application has loaded
 * (ADR 0032). Its fields take what is typed; the boot script hands it all to the real dialog
 * once that opens.
 */
const EarlyLogin = ({ t, shown }: { t: TFunction; shown: Shown }) => {
  const required = (label: string) => `${label} ${REQUIRED_MARK}`;
  return (
    <ModalFrame
      titleId="early-login-title"
      title={t('earlyLogin.title')}
      closeLabel={t('earlyLogin.close')}
      size="sm"
    >
      <form className={formLayout.form} noValidate aria-label={t('earlyLogin.title')}>
        {shown.smsLogin ? (
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
          {shown.freeTrial ? (
            <Button variant="secondary" fullWidth>
              {t('earlyLogin.freeTrial')}
            </Button>
          ) : null}
        </div>
        {shown.google || shown.facebook ? (
          <div className={formLayout.social}>
            {shown.google ? <Button variant="secondary">{t('earlyLogin.google')}</Button> : null}
            {shown.facebook ? (
              <Button variant="secondary">{t('earlyLogin.facebook')}</Button>
            ) : null}
          </div>
        ) : null}
        {shown.registers ? (
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

/**
 * The font of the dialog's required mark ＊, fetched early at low priority (1.6 KB): the boot
 * script loads it after the first paint, so the dialog's first layout finds the glyph instead of
 * searching the system's fonts for it (60 ms of a slow phone's main thread inside the tap,
 * docs/performance.md, session 35). For after the page's markup, so the stylesheets and the
 * banner are asked for first.
 */
export const REQUIRED_MARK_FONT_HINT = `<link rel="preload" as="font" type="font/otf" href="${REQUIRED_MARK_FONT_URL}" crossorigin fetchpriority="low">`;

/** Templates made, by language and what they show: every guest page carries one. */
const made = new Map<string, string>();
/** Kinds of template kept at most (languages x the brand's few switches). */
const MAX_MADE = 64;

/**
 * The early login dialog of a guest's page, in its `<template>` (inert until the boot script
 * clones it): made once per language and what it shows, as its words come with the build.
 */
export const earlyLoginTemplate = (
  t: TFunction,
  language: string,
  brand: Whitelabel,
  authSetting: AuthSetting | undefined,
): string => {
  const shown = shownOf(brand, authSetting);
  const key = JSON.stringify([language, shown]);
  let template = made.get(key);
  if (template === undefined) {
    template = `<template id="${EARLY_LOGIN_TEMPLATE_ID}">${renderToStaticMarkup(<EarlyLogin t={t} shown={shown} />, { identifierPrefix: 'early-login-' })}</template>`;
    if (made.size >= MAX_MADE) made.clear();
    made.set(key, template);
  }
  return template;
};

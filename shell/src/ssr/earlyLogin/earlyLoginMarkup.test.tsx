import type { AuthSetting, WhitelabelNode } from 'shared-contracts';
import { testWhitelabel } from 'shared-ui/testing';

import { serverI18n } from '../serverI18n';
import { earlyLoginTemplate } from './earlyLoginMarkup';

/*
 * ADR 0032: the early login dialog is the auth remote's first login form as plain HTML, in the
 * page's language, with the optional parts the brand switches on, as the real form decides them.
 */

const on = (...flags: string[]): WhitelabelNode[] =>
  flags.map((modId) => ({ modId, enabled: '1' }) as WhitelabelNode);

/** The template's dialog, parsed. */
const dialogOf = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const template = holder.querySelector('template');
  expect(template?.id).toBe('early-login');
  return template?.content.querySelector('[role="dialog"]') as Element;
};

const WITH_GOOGLE = {
  firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: 'a' },
  googleLogin: true,
  facebookLogin: false,
  smsCountdownFactor: 1,
} as AuthSetting;

const texts = (dialog: Element, selector: string) =>
  [...dialog.querySelectorAll(selector)].map((element) => element.textContent?.trim());

test('a brand with SMS login, free play, Google and registration: tabs, free trial, Google, the register line', () => {
  const t = serverI18n('EN').getFixedT('EN');
  const brand = testWhitelabel({
    freePlay: true,
    whitelabel: on('MOBILEVERCODELOGIN3', 'FREEPLAY3', 'DIRECTREG3', 'USERNAMEREG3'),
  });
  const dialog = dialogOf(earlyLoginTemplate(t, 'EN', brand, WITH_GOOGLE));
  expect(dialog.querySelector('#early-login-title')?.textContent).toBe('Login');
  expect(texts(dialog, '[role="tab"]')).toEqual(['Username', 'SMS']);
  expect(dialog.querySelector('input[name="username"]')?.getAttribute('autocomplete')).toBe(
    'username',
  );
  expect(dialog.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
  expect(texts(dialog, 'button')).toEqual([
    '×',
    'Username',
    'SMS',
    'Forgot password?',
    'Log in',
    'Free trial',
    'Sign in with Google',
    'Register now',
  ]);
});

test('a brand without them: no tabs, no free trial, no register line; the words follow the language', () => {
  const t = serverI18n('TH').getFixedT('TH');
  const dialog = dialogOf(
    earlyLoginTemplate(t, 'TH', testWhitelabel({ freePlay: false }), {
      ...WITH_GOOGLE,
      firebase: null,
    }),
  );
  expect(dialog.querySelector('[role="tablist"]')).toBeNull();
  expect(dialog.querySelector('#early-login-title')?.textContent).toBe('เข้าสู่ระบบ');
  expect(texts(dialog, 'button')).toEqual(['×', 'ลืมรหัสผ่าน?', 'เข้าสู่ระบบ']);
});

test('a template is made once per language and what it shows', () => {
  const t = serverI18n('EN').getFixedT('EN');
  const brand = testWhitelabel({ freePlay: true, whitelabel: on('FREEPLAY3') });
  const first = earlyLoginTemplate(t, 'EN', brand, undefined);
  expect(first).toContain('Free trial');
  // Made again, these words would show; the one made for English and this brand is sent.
  const other = (() => 'Other words') as unknown as typeof t;
  expect(earlyLoginTemplate(other, 'EN', brand, undefined)).toBe(first);
  expect(earlyLoginTemplate(other, 'PT', brand, undefined)).toContain('Other words');
  expect(earlyLoginTemplate(t, 'EN', testWhitelabel({ freePlay: false }), undefined)).not.toContain(
    'Free trial',
  );
});

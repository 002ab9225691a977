import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';

import { SHELL_NAMESPACE } from '../i18n/i18n';
import cn from '../i18n/locales/cn.json';
import en from '../i18n/locales/en.json';
import id from '../i18n/locales/id.json';
import pt from '../i18n/locales/pt.json';
import th from '../i18n/locales/th.json';
import vi from '../i18n/locales/vi.json';

const SHELL_TEXTS = { EN: en, CN: cn, ID: id, PT: pt, TH: th, VI: vi } as const;

/** What i18next's fixed `t` sets on every call: a lookup with only these is plain. */
const FIXED_T_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** The memo's key of a plain lookup; null when the call has options of its own or a key list. */
const plainLookupKey = (key: unknown, options: unknown): string | null => {
  if (typeof key !== 'string') return null;
  if (options === undefined) return `||${key}`;
  if (typeof options !== 'object' || options === null) return null;
  const named = options as Record<string, unknown>;
  for (const name in named) {
    if (!FIXED_T_OPTIONS.has(name) && named[name] !== undefined) return null;
  }
  const namespaces = Array.isArray(named.ns) ? named.ns.join(',') : String(named.ns ?? '');
  return `${String(named.lng ?? '')}|${namespaces}|${String(named.keyPrefix ?? '')}|${key}`;
};

/**
 * Gives `instance` a `t` that remembers the text of a plain lookup (no values, count or
 * default): the same for every render until texts are added (a remote's, on its first render),
 * which empties the memo. i18next binds its methods to the instance, so its fixed `t`s (what
 * `useTranslation` returns) call this one. About a tenth of a server render went to lookups.
 */
const rememberPlainLookups = (instance: i18n) => {
  const lookups = new Map<string, unknown>();
  instance.store.on('added', () => lookups.clear());
  instance.store.on('removed', () => lookups.clear());
  const translate = instance.t as unknown as (...args: unknown[]) => unknown;
  instance.t = ((key: unknown, options: unknown, ...rest: unknown[]) => {
    const memoKey = rest.length === 0 ? plainLookupKey(key, options) : null;
    if (memoKey === null) return translate(key, options, ...rest);
    if (lookups.has(memoKey)) return lookups.get(memoKey);
    const text = translate(key, options);
    lookups.set(memoKey, text);
    return text;
  }) as unknown as i18n['t'];
};

const instances = new Map<Language, i18n>();
const views = new Map<Language, i18n>();

/**
 * The server's i18next instance for one language, with every shell text in memory (the server
 * bundle carries all six languages). One per language, made once: renders only read from it.
 */
export const serverI18n = (language: Language): i18n => {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [SHELL_NAMESPACE],
      defaultNS: SHELL_NAMESPACE,
      resources: Object.fromEntries(
        Object.entries(SHELL_TEXTS).map(([code, texts]) => [code, { [SHELL_NAMESPACE]: texts }]),
      ),
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    rememberPlainLookups(instance);
    instances.set(language, instance);
  }
  return instance;
};

/**
 * What a render's components get as their i18next instance: an object with the language's
 * instance as its prototype and no properties of its own. react-i18next's `useTranslation`
 * copies its instance's own properties into a wrapper on a component's first render, which on
 * the server is every render (about 4 % of a render's time with the instance itself); the view
 * reads and calls everything through its prototype. Renders never change the language.
 */
export const serverI18nView = (language: Language): i18n => {
  let view = views.get(language);
  if (!view) {
    view = Object.create(serverI18n(language)) as i18n;
    views.set(language, view);
  }
  return view;
};

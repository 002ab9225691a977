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

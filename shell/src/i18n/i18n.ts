import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  type Language,
  namespaceBackend,
  registerNamespaceLoader,
  type TranslationTree,
} from 'shared-contracts';

import en from './locales/en.json';

/** The shell's i18next namespace; every remote brings its own (ARCHITECTURE rule 7). */
export const SHELL_NAMESPACE = 'shell';

// English ships in the first chunk; the other languages load on demand so a visitor pays
// only for the language they read.
const loaders: Record<Exclude<Language, 'EN'>, () => Promise<{ default: TranslationTree }>> = {
  CN: () => import(/* webpackChunkName: "shell-i18n-cn" */ './locales/cn.json'),
  ID: () => import(/* webpackChunkName: "shell-i18n-id" */ './locales/id.json'),
  PT: () => import(/* webpackChunkName: "shell-i18n-pt" */ './locales/pt.json'),
  TH: () => import(/* webpackChunkName: "shell-i18n-th" */ './locales/th.json'),
  VI: () => import(/* webpackChunkName: "shell-i18n-vi" */ './locales/vi.json'),
};

/**
 * Initialises the page's one i18next instance (the default export, which the remotes share as a
 * singleton) with the shell's English texts. Idempotent: later calls only make sure the
 * shell's bundle is registered.
 */
export const ensureShellI18n = (): typeof i18next => {
  registerNamespaceLoader(SHELL_NAMESPACE, (language) =>
    language in loaders
      ? loaders[language as keyof typeof loaders]()
      : Promise.reject(new Error(`No shell texts for ${language}`)),
  );
  if (!i18next.isInitialized) {
    // The namespace backend fetches each remote's texts in the page's language; a language
    // change waits for all of them.
    void i18next
      .use(initReactI18next)
      .use(namespaceBackend)
      .init({
        lng: DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        ns: [SHELL_NAMESPACE],
        defaultNS: SHELL_NAMESPACE,
        resources: { [DEFAULT_LANGUAGE]: { [SHELL_NAMESPACE]: en } },
        // Bundled English plus whatever the backend loads.
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        // Resources are in memory: initialise synchronously so the first render has its words.
        initAsync: false,
        returnNull: false,
      });
  } else if (!i18next.hasResourceBundle(DEFAULT_LANGUAGE, SHELL_NAMESPACE)) {
    i18next.addResourceBundle(DEFAULT_LANGUAGE, SHELL_NAMESPACE, en, true, true);
  }
  return i18next;
};

/** Loads the shell's texts for a language (no-op when already loaded). */
export const loadShellLanguage = async (language: Language): Promise<void> => {
  if (language === 'EN' || i18next.hasResourceBundle(language, SHELL_NAMESPACE)) return;
  const bundle = await loaders[language]();
  i18next.addResourceBundle(language, SHELL_NAMESPACE, bundle.default, true, true);
};

/** BCP 47 tags for `<html lang>`: the platform's codes are not valid language tags. */
export const HTML_LANG: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  PT: 'pt',
  TH: 'th',
  VI: 'vi',
};

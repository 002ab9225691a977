import type { i18n as I18n } from 'i18next';
import { type Language, registerNamespace, type TranslationTree } from 'shared-contracts';

import en from './en.json';

/** This remote's i18next namespace (ARCHITECTURE rule 7: each area owns its words). */
export const LOBBY_NAMESPACE = 'lobby';

type OtherLanguage = Exclude<Language, 'EN'>;

// English ships with the code; each other language is a small chunk of its own, downloaded
// only by visitors who read it.
const LOADERS: Record<OtherLanguage, () => Promise<{ default: TranslationTree }>> = {
  CN: () => import(/* webpackChunkName: "lobby-i18n-cn" */ './cn.json'),
  ID: () => import(/* webpackChunkName: "lobby-i18n-id" */ './id.json'),
  PT: () => import(/* webpackChunkName: "lobby-i18n-pt" */ './pt.json'),
  TH: () => import(/* webpackChunkName: "lobby-i18n-th" */ './th.json'),
  VI: () => import(/* webpackChunkName: "lobby-i18n-vi" */ './vi.json'),
};

const loadLanguage = (language: string) =>
  language in LOADERS
    ? LOADERS[language as OtherLanguage]()
    : Promise.reject(new Error(`No lobby texts for ${language}`));

/**
 * Adds this remote's namespace to the shared i18next instance: English at once, the page's
 * language through the shared namespace backend (a language change waits for it). The texts
 * ship with the code, so a rollback rolls them back too. Idempotent.
 */
export const registerLobbyI18n = (i18n: I18n): Promise<unknown> =>
  registerNamespace(i18n, LOBBY_NAMESPACE, en, loadLanguage);

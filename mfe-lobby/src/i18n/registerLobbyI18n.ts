import type { i18n as I18n } from 'i18next';
import type { Language } from 'shared-contracts';

import cn from './cn.json';
import en from './en.json';
import id from './id.json';
import pt from './pt.json';
import th from './th.json';
import vi from './vi.json';

/** This remote's i18next namespace (ARCHITECTURE rule 7: each area owns its words). */
export const LOBBY_NAMESPACE = 'lobby';

/** The remote's texts by platform language code, which is also the i18next language code. */
export const LOBBY_RESOURCES: Record<Language, typeof en> = {
  EN: en,
  CN: cn,
  ID: id,
  PT: pt,
  TH: th,
  VI: vi,
};

/**
 * Adds the lobby namespace in every language to the shared i18next instance. The texts ship
 * with the code, so a rollback rolls them back too. Idempotent.
 */
export const registerLobbyI18n = (i18n: I18n): void => {
  for (const [code, bundle] of Object.entries(LOBBY_RESOURCES)) {
    if (!i18n.hasResourceBundle(code, LOBBY_NAMESPACE)) {
      i18n.addResourceBundle(code, LOBBY_NAMESPACE, bundle, true, true);
    }
  }
};

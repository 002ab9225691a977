import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, namespaceBackend } from 'shared-contracts';

/**
 * Initialises the shared i18next instance the way the shell does (English first, other
 * languages through the namespace backend), for a remote's harness and its tests. Idempotent.
 */
export const initSharedI18n = (): void => {
  if (i18next.isInitialized) return;
  void i18next
    .use(initReactI18next)
    .use(namespaceBackend)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
};

import i18next from 'i18next';
import { useEffect } from 'react';

import { useWhitelabel } from '../api/whitelabel';
import { useHost } from '../host/hostContext';
import { HTML_LANG, loadShellLanguage } from '../i18n/i18n';
import { readStoredLanguage, resolveLanguage } from '../i18n/languageStorage';

/**
 * Keeps i18next and `<html lang>` in step with `bus.language`, whoever sets it, and picks the
 * start language: the stored choice at once, then corrected to the brand's languages when
 * the brand configuration arrives.
 */
export const useLanguageSync = (): void => {
  const { bus } = useHost();
  const { data: brand } = useWhitelabel();

  useEffect(() => {
    const stored = readStoredLanguage();
    if (stored && stored !== bus.language.get()) bus.language.set(stored);
    let latest = 0;
    const subscription = bus.language.value$.subscribe((language) => {
      const request = ++latest;
      // Only when it changes: setting `lang` on <html>, even to the same value, makes the
      // browser restyle the whole page at once (after hydration, a long task for nothing).
      if (document.documentElement.lang !== HTML_LANG[language]) {
        document.documentElement.lang = HTML_LANG[language];
      }
      loadShellLanguage(language)
        .catch((error: unknown) => {
          // The English fallback still reads; the failure is worth a trace, not a broken page.
          console.error(`The ${language} texts could not be loaded`, error);
        })
        .then(() => {
          // A quicker later choice wins over a slow earlier one. The language i18next already
          // speaks is not announced again: every text on the page would render anew, at once
          // (after a server-rendered page hydrates, one long task for nothing).
          if (request === latest && i18next.language !== language) {
            return i18next.changeLanguage(language);
          }
          return undefined;
        })
        .catch((error: unknown) => console.error('The language could not be changed', error));
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => {
    if (!brand) return;
    const language = resolveLanguage(readStoredLanguage(), brand.languages, brand.defaultLanguage);
    if (language !== bus.language.get()) bus.language.set(language);
  }, [brand, bus]);
};

import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import { useWhitelabel } from '../api/whitelabel';
import { useHost } from '../host/hostContext';
import { storeLanguage } from '../i18n/languageStorage';
import { useSaveMemberLanguage } from './useMemberLanguage';

/** What {@link useLanguage} returns. */
export interface LanguageState {
  language: Language;
  /** The brand's languages; just the default until the brand configuration arrives. */
  supported: readonly Language[];
  /**
   * Remembers the choice (on the platform too for a member) and publishes it; the shell and
   * every remote follow the bus.
   */
  setLanguage: (language: Language) => void;
}

/** The active language, the brand's languages and a way to choose one. */
export const useLanguage = (): LanguageState => {
  const { bus } = useHost();
  const language = useChannelValue(bus.language);
  const { data: brand } = useWhitelabel();
  const saveForMember = useSaveMemberLanguage();
  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      bus.language.set(next);
      saveForMember(next);
    },
    [bus, saveForMember],
  );
  return { language, supported: brand?.languages ?? [DEFAULT_LANGUAGE], setLanguage };
};

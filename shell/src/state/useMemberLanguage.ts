import { useCallback, useEffect } from 'react';
import {
  type Language,
  memberLanguageEndpoint,
  updateMemberLanguageEndpoint,
} from 'shared-contracts';

import { usePlatformClient } from '../api/PlatformClientProvider';
import { useWhitelabel } from '../api/whitelabel';
import { useHost } from '../host/hostContext';
import { storeLanguage } from '../i18n/languageStorage';
import { useSession } from './session';

/**
 * Saves a signed-in member's language choice on the platform (SPEC section 7's language
 * update), so their next login on any device opens in it. A guest's choice stays on the
 * device. A failed save is logged, never shown: the choice already applies here.
 */
export const useSaveMemberLanguage = (): ((language: Language) => void) => {
  const client = usePlatformClient();
  const { bus } = useHost();
  return useCallback(
    (language: Language) => {
      if (bus.session.get().status !== 'member') return;
      client
        .call(updateMemberLanguageEndpoint, { language })
        .catch((error: unknown) => console.error('The language could not be saved', error));
    },
    [bus, client],
  );
};

/**
 * At login (and a reload with a session), applies the member's saved language when the brand
 * supports it: the platform keeps the member's latest choice, whichever device made it. A
 * choice the player makes while it is being read wins: it is newer, and already being saved.
 */
export const useMemberLanguageRestore = (): void => {
  const client = usePlatformClient();
  const { bus } = useHost();
  const session = useSession();
  const { data: brand } = useWhitelabel();
  const account = session.status === 'member' ? session.member.account : null;
  const supported = brand?.languages;

  useEffect(() => {
    if (!account || !supported) return;
    const controller = new AbortController();
    const shown = bus.language.get();
    client
      .call(memberLanguageEndpoint, {}, { signal: controller.signal })
      .then(({ language }) => {
        const current = bus.language.get();
        if (current !== shown) return;
        if (!language || !supported.includes(language) || language === current) return;
        storeLanguage(language);
        bus.language.set(language);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.error('The saved language could not be read', error);
      });
    return () => controller.abort();
  }, [account, supported, client, bus]);
};

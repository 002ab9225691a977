import { createInstance } from 'i18next';
import { LANGUAGES } from 'shared-contracts';

import { LOBBY_NAMESPACE, registerLobbyI18n } from './registerLobbyI18n';

describe('registerLobbyI18n', () => {
  it('adds the lobby namespace for every platform language and follows language changes', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'EN', fallbackLng: 'EN', resources: {} });
    registerLobbyI18n(i18n);
    for (const code of LANGUAGES) expect(i18n.hasResourceBundle(code, LOBBY_NAMESPACE)).toBe(true);
    const t = (key: string) => i18n.t(key, { ns: LOBBY_NAMESPACE, name: 'Koi' });
    expect(t('game.play')).toBe('Play Koi');
    await i18n.changeLanguage('TH');
    expect(t('game.play')).toBe('เล่น Koi');
    await i18n.changeLanguage('CN');
    expect(t('category.RNG')).toBe('老虎机');
  });

  it('can run twice without error', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'EN', resources: {} });
    registerLobbyI18n(i18n);
    expect(() => registerLobbyI18n(i18n)).not.toThrow();
  });
});

import { createInstance } from 'i18next';
import { namespaceBackend } from 'shared-contracts';

import { LOBBY_NAMESPACE, registerLobbyI18n } from './registerLobbyI18n';

const sharedInstance = async () => {
  const i18n = createInstance();
  await i18n.use(namespaceBackend).init({
    lng: 'EN',
    fallbackLng: 'EN',
    resources: {},
    partialBundledLanguages: true,
  });
  return i18n;
};

describe('registerLobbyI18n', () => {
  it('ships English at once and loads another language when the page switches to it', async () => {
    const i18n = await sharedInstance();
    await registerLobbyI18n(i18n);
    expect(i18n.hasResourceBundle('EN', LOBBY_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('TH', LOBBY_NAMESPACE)).toBe(false);
    const t = () => i18n.t('category.RNG', { ns: LOBBY_NAMESPACE });
    expect(t()).toBe('Slots');
    await i18n.changeLanguage('TH');
    expect(t()).toBe('สล็อต');
    await i18n.changeLanguage('CN');
    expect(t()).toBe('老虎机');
  });

  it('loads the page language when it registers after the switch, and can run twice', async () => {
    const i18n = await sharedInstance();
    await i18n.changeLanguage('VI');
    await registerLobbyI18n(i18n);
    await registerLobbyI18n(i18n);
    expect(i18n.hasResourceBundle('VI', LOBBY_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('PT', LOBBY_NAMESPACE)).toBe(false);
  });
});

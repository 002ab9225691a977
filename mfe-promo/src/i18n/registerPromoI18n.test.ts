import { createInstance } from 'i18next';
import { namespaceBackend } from 'shared-contracts';

import { PROMO_NAMESPACE, registerPromoI18n } from './registerPromoI18n';

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

describe('registerPromoI18n', () => {
  it('ships English at once and loads another language when the page switches to it', async () => {
    const i18n = await sharedInstance();
    await registerPromoI18n(i18n);
    expect(i18n.hasResourceBundle('EN', PROMO_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('TH', PROMO_NAMESPACE)).toBe(false);
    const t = () => i18n.t('title', { ns: PROMO_NAMESPACE });
    expect(t()).toBe('Promotions');
    await i18n.changeLanguage('TH');
    expect(t()).toBe('โปรโมชั่น');
    await i18n.changeLanguage('CN');
    expect(t()).toBe('优惠活动');
  });

  it('loads the page language when it registers after the switch, and can run twice', async () => {
    const i18n = await sharedInstance();
    await i18n.changeLanguage('VI');
    await registerPromoI18n(i18n);
    await registerPromoI18n(i18n);
    expect(i18n.hasResourceBundle('VI', PROMO_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('PT', PROMO_NAMESPACE)).toBe(false);
  });
});

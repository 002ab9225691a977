import { createInstance } from 'i18next';
import { LANGUAGES } from 'shared-contracts';

import { PROMO_NAMESPACE, registerPromoI18n } from './registerPromoI18n';

describe('registerPromoI18n', () => {
  it('adds the promo namespace for every platform language and follows language changes', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'EN', fallbackLng: 'EN', resources: {} });
    registerPromoI18n(i18n);
    for (const code of LANGUAGES) expect(i18n.hasResourceBundle(code, PROMO_NAMESPACE)).toBe(true);
    const t = () => i18n.t('title', { ns: PROMO_NAMESPACE });
    expect(t()).toBe('Promotions');
    await i18n.changeLanguage('TH');
    expect(t()).toBe('โปรโมชั่น');
    await i18n.changeLanguage('CN');
    expect(t()).toBe('优惠活动');
  });

  it('can run twice without error', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'EN', resources: {} });
    registerPromoI18n(i18n);
    expect(() => registerPromoI18n(i18n)).not.toThrow();
  });
});

import type { Whitelabel } from 'shared-contracts';

/**
 * A brand's whitelabel answer with nothing switched on and no resources; override what a test
 * is about (auth flags, esports vassalages...).
 */
export const testWhitelabel = (overrides: Partial<Whitelabel> = {}): Whitelabel => ({
  brandCode: 'demo',
  brandName: 'Demo',
  logo: { dark: '', light: '' },
  languages: ['EN'],
  defaultLanguage: 'EN',
  whitelabel: [],
  loginedToHomePage: false,
  freePlay: true,
  referralPromotion: false,
  esportsVassalages: [],
  currencySymbol: '$',
  resources: [],
  footer: {
    about: '',
    copyrightYear: 2022,
    payments: [],
    partners: [],
    responsibilityImage: '',
    helpLinks: [],
  },
  imageCDNs: [],
  launchGameCDNs: [],
  analytics: {},
  ...overrides,
});

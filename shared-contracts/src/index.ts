// First: configures zod before any schema below is created.
import './zodConfig';

export * from './api/affiliateApplications';
export * from './api/agent';
export * from './api/auth';
export * from './api/avatar';
export * from './api/chat';
export * from './api/client';
export * from './api/common';
export * from './api/endpoint';
export * from './api/feedback';
export * from './api/firebaseLink';
export * from './api/games';
export * from './api/loginTicket';
export * from './api/lottery';
export * from './api/member';
export * from './api/memberLanguage';
export * from './api/promotionParticipation';
export * from './api/promotions';
export * from './api/realtime';
export * from './api/registration';
export * from './api/session';
export * from './api/system';
export * from './api/wallet';
export * from './bus/eventBus';
export * from './bus/events';
export * from './constants';
export * from './crypto/encryptedBody';
export * from './envelope';
export * from './flags';
export * from './host/hostContext';
export * from './i18n/intlLocales';
export * from './i18n/namespaceBackend';
export * from './i18n/translationTree';
// The agent centre's shared rules: periods, tiers, carry-over, the page list.
export * from './agent';
// The lottery's shared rules: catalogue, schedules, play types, fair draw, stakes.
export * from './lottery';
export * from './registration/patterns';
export * from './registration/rules';
export * from './site/registry';
export * from './site/remoteCatalogue';
export * from './site/siteConfig';
export * from './version';

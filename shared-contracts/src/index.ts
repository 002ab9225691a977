// First: configures zod before any schema below is created.
import './zodConfig';

export * from './api/agent/common';
export * from './api/auth';
export * from './api/avatar';
export * from './api/chat';
export * from './api/client';
export * from './api/common';
export * from './api/endpoint';
export * from './api/failures';
export * from './api/feedback';
export * from './api/firebaseLink';
export * from './api/games';
export * from './api/humanCheck';
export * from './api/loginTicket';
// The member centre's other calls are 'shared-contracts/member'.
export * from './api/member/messages';
export * from './api/member/missions';
export * from './api/member/money';
export * from './api/member/points';
export * from './api/member/profile';
export * from './api/member/security';
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
// The agent centre's report periods (shared-ui's report kit); the rest of the agent centre's
// contract is 'shared-contracts/agent'.
export * from './agent/periods';
// Lottery results (records, pushes); the rest of the lottery's contract is
// 'shared-contracts/lottery', its fair draw 'shared-contracts/fairDraw'.
export * from './lottery/result';
export * from './lottery/vnPrizes';
export * from './registration/fallbackFieldRules';
export * from './registration/patterns';
export * from './registration/rules';
export * from './site/fieldData';
export * from './site/registry';
export * from './site/remoteCatalogue';
export * from './site/securityHeaders';
export * from './site/siteConfig';
export * from './version';

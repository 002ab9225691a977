import type { Language } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import { usePromoContext } from './PromoContext';

/** The active platform language, from the bus; re-renders when the shell switches it. */
export const useLanguage = (): Language => useChannelValue(usePromoContext().host.bus.language);

import type { SessionState } from 'shared-contracts';

import { useHost } from '../app/hostContext';
import { useChannelValue } from './useChannelValue';

/** Who is using the site, from the bus (the auth area publishes it). */
export const useSession = (): SessionState => useChannelValue(useHost().bus.session);

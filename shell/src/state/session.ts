import type { SessionState } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import { useHost } from '../host/hostContext';

/** Who is using the site, from the bus (the auth area publishes it). */
export const useSession = (): SessionState => useChannelValue(useHost().bus.session);

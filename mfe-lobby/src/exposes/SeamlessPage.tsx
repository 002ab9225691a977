import type { RemoteProps } from 'shared-contracts';

import { LobbyProviders } from '../app/LobbyProviders';
import { SeamlessScreen } from '../features/seamless/SeamlessScreen';

/** Exposed as `mfe-lobby/SeamlessPage`: /seamless. */
const SeamlessPage = ({ host }: RemoteProps) => (
  <LobbyProviders host={host}>
    <SeamlessScreen />
  </LobbyProviders>
);

export default SeamlessPage;

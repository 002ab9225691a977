import type { RemoteProps } from 'shared-contracts';

import { LobbyProviders } from '../app/LobbyProviders';
import { LobbyScreen } from '../features/lobby/LobbyScreen';

/** Exposed as `mfe-lobby/LobbyPage`: /rng, /pvp, /live, /fish, /sports, /esports. */
const LobbyPage = ({ host }: RemoteProps) => (
  <LobbyProviders host={host}>
    <LobbyScreen />
  </LobbyProviders>
);

export default LobbyPage;

import type { RemoteProps } from 'shared-contracts';

import { LobbyProviders } from '../app/LobbyProviders';
import { HomeScreen } from '../features/home/HomeScreen';

/** Exposed as `mfe-lobby/HomePage`: the /index content under the shell's banner. */
const HomePage = ({ host }: RemoteProps) => (
  <LobbyProviders host={host}>
    <HomeScreen />
  </LobbyProviders>
);

export default HomePage;

import type { RemoteProps } from 'shared-contracts';

import { LobbyProviders } from '../app/LobbyProviders';
import { InHouseScreen } from '../features/inhouse/InHouseScreen';

/** Exposed as `mfe-lobby/InHousePage`: /inhouse. */
const InHousePage = ({ host }: RemoteProps) => (
  <LobbyProviders host={host}>
    <InHouseScreen />
  </LobbyProviders>
);

export default InHousePage;

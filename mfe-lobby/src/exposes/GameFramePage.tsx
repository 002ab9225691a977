import type { RemoteProps } from 'shared-contracts';

import { LobbyProviders } from '../app/LobbyProviders';
import { GameFrameScreen } from '../features/gameFrame/GameFrameScreen';

/** Exposed as `mfe-lobby/GameFramePage`: /game, the launched game in a sandboxed frame. */
const GameFramePage = ({ host }: RemoteProps) => (
  <LobbyProviders host={host}>
    <GameFrameScreen />
  </LobbyProviders>
);

export default GameFramePage;

import { LobbyScreen } from '../features/lobby/LobbyScreen';
import { lobby } from '../remote';

/** Exposed as `mfe-lobby/LobbyPage`: /rng, /pvp, /live, /fish, /sports, /esports. */
export default lobby.expose(LobbyScreen);

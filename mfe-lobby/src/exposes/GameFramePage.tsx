import { GameFrameScreen } from '../features/gameFrame/GameFrameScreen';
import { lobby } from '../remote';

/** Exposed as `mfe-lobby/GameFramePage`: /game, the launched game in a sandboxed frame. */
export default lobby.expose(GameFrameScreen);

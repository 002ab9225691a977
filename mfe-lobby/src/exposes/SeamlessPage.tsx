import { SeamlessScreen } from '../features/seamless/SeamlessScreen';
import { lobby } from '../remote';

/** Exposed as `mfe-lobby/SeamlessPage`: /seamless. */
export default lobby.expose(SeamlessScreen);

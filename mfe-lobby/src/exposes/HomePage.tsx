import { HomeScreen } from '../features/home/HomeScreen';
import { lobby } from '../remote';

/** Exposed as `mfe-lobby/HomePage`: the /index content under the shell's banner. */
export default lobby.expose(HomeScreen);

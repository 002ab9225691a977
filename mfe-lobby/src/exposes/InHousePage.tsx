import { InHouseScreen } from '../features/inhouse/InHouseScreen';
import { lobby } from '../remote';

/** Exposed as `mfe-lobby/InHousePage`: /inhouse. */
export default lobby.expose(InHouseScreen);

import { LoginScreen } from '../features/login/LoginScreen';
import { auth } from '../remote';

// Its dialogs render in the auth overlay (AuthModals), which the shell mounts on this page.
/** Exposed as `mfe-auth/LoginPage`: the /login page (`?agent=1` for agent login). */
export default auth.expose(LoginScreen);

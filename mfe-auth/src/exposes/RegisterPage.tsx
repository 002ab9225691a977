import { RegisterScreen } from '../features/register/RegisterScreen';
import { auth } from '../remote';

// Its dialogs render in the auth overlay (AuthModals), which the shell mounts on this page.
/** Exposed as `mfe-auth/RegisterPage`: the /register and /register.html page. */
export default auth.expose(RegisterScreen);

import { AuthModalHost } from '../features/session/AuthModalHost';
import { useAuthCommands } from '../features/session/useAuthCommands';
import { auth } from '../remote';

const CommandListener = () => {
  useAuthCommands();
  return null;
};

/** Headless until a bus command opens a modal. */
const AuthOverlay = () => (
  <>
    <CommandListener />
    <AuthModalHost />
  </>
);

/**
 * Exposed as `mfe-auth/AuthModals`: mounted once by the shell on every page, headless until
 * a bus command (OpenLogin, OpenRegister, StartFreePlay, RequestLogout) opens a modal.
 */
export default auth.expose(AuthOverlay);

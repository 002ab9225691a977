import type { RemoteProps } from 'shared-contracts';

import { AuthProviders } from '../app/AuthProviders';
import { AuthModalHost } from '../features/session/AuthModalHost';
import { useAuthCommands } from '../features/session/useAuthCommands';

const CommandListener = () => {
  useAuthCommands();
  return null;
};

/**
 * Exposed as `mfe-auth/AuthModals`: mounted once by the shell on every page, headless until
 * a bus command (OpenLogin, OpenRegister, StartFreePlay, RequestLogout) opens a modal.
 */
const AuthModals = ({ host }: RemoteProps) => (
  <AuthProviders host={host}>
    <CommandListener />
    <AuthModalHost />
  </AuthProviders>
);

export default AuthModals;

import type { RemoteProps } from 'shared-contracts';

import { AuthProviders } from '../app/AuthProviders';
import { LoginScreen } from '../features/login/LoginScreen';

// Its dialogs render in the auth overlay (AuthModals), which the shell mounts on this page.
/** Exposed as `mfe-auth/LoginPage`: the /login page (`?agent=1` for agent login). */
const LoginPage = ({ host }: RemoteProps) => (
  <AuthProviders host={host}>
    <LoginScreen />
  </AuthProviders>
);

export default LoginPage;

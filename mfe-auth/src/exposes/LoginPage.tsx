import type { RemoteProps } from 'shared-contracts';

import { AuthProviders } from '../app/AuthProviders';
import { LoginScreen } from '../features/login/LoginScreen';
import { AuthModalHost } from '../features/session/AuthModalHost';

/** Exposed as `mfe-auth/LoginPage`: the /login page (`?agent=1` for agent login). */
const LoginPage = ({ host }: RemoteProps) => (
  <AuthProviders host={host}>
    <LoginScreen />
    <AuthModalHost />
  </AuthProviders>
);

export default LoginPage;

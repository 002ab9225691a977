import type { RemoteProps } from 'shared-contracts';

import { AuthProviders } from '../app/AuthProviders';
import { RegisterScreen } from '../features/register/RegisterScreen';
import { AuthModalHost } from '../features/session/AuthModalHost';

/** Exposed as `mfe-auth/RegisterPage`: the /register and /register.html page. */
const RegisterPage = ({ host }: RemoteProps) => (
  <AuthProviders host={host}>
    <RegisterScreen />
    <AuthModalHost />
  </AuthProviders>
);

export default RegisterPage;

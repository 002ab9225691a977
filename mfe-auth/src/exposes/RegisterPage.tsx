import type { RemoteProps } from 'shared-contracts';

import { AuthProviders } from '../app/AuthProviders';
import { RegisterScreen } from '../features/register/RegisterScreen';

// Its dialogs render in the auth overlay (AuthModals), which the shell mounts on this page.
/** Exposed as `mfe-auth/RegisterPage`: the /register and /register.html page. */
const RegisterPage = ({ host }: RemoteProps) => (
  <AuthProviders host={host}>
    <RegisterScreen />
  </AuthProviders>
);

export default RegisterPage;

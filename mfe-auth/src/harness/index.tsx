// Standalone harness: runs this remote's pages and modals without the shell, with a fake host
// context, so the team can develop and check them alone (`pnpm --filter mfe-auth dev`).
import type { ComponentType } from 'react';
import type { RemoteProps } from 'shared-contracts';
import { createHarnessHost, startHarness } from 'shared-ui/harness';

import AuthModals from '../exposes/AuthModals';
import LoginPage from '../exposes/LoginPage';
import RegisterPage from '../exposes/RegisterPage';
import { auth } from '../remote';

/** A page with the auth overlay beside it, as the shell mounts AuthModals on every page. */
const withModals = (Page: ComponentType<RemoteProps>) => {
  const PageWithModals = ({ host }: RemoteProps) => (
    <>
      <Page host={host} />
      <AuthModals host={host} />
    </>
  );
  return PageWithModals;
};

startHarness({
  title: 'mfe-auth',
  host: createHarnessHost(auth.registerI18n),
  pages: [
    { path: '/register', label: 'Registration page', Module: withModals(RegisterPage) },
    { path: '/login', label: 'Login page', Module: withModals(LoginPage) },
  ],
  actions: [
    { label: 'Open login', run: (host) => host.bus.publish({ type: 'OpenLogin' }) },
    { label: 'Open registration', run: (host) => host.bus.publish({ type: 'OpenRegister' }) },
    { label: 'Free play', run: (host) => host.bus.publish({ type: 'StartFreePlay' }) },
    { label: 'Log out', run: (host) => host.bus.publish({ type: 'RequestLogout' }) },
  ],
});

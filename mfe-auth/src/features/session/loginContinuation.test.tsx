import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHost, ok } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { authUi } from '../../state/authUi';
import { renderAuth } from '../../test/renderAuth';
import { AuthModalHost } from './AuthModalHost';
import { useAuthCommands } from './useAuthCommands';

const label = (text: string) => new RegExp(`^${text}`);

const Commands = () => {
  useAuthCommands();
  return null;
};

/** The modals with a platform whose login is the account's first. */
const renderModals = (host: ReturnType<typeof createFakeHost>) =>
  renderAuth({
    host,
    route: '/index',
    api: {
      '/wps/session/login': () =>
        ok({ token: 'tok-1', firstTimeLogin: true, passwordExpired: false }),
    },
    children: (
      <>
        <Commands />
        <AuthModalHost />
      </>
    ),
  });

/** Opens the login (by command, or as the /login page does without one) and logs in. */
const logIn = async (host: ReturnType<typeof createFakeHost>, command: object | null) => {
  const user = userEvent.setup();
  act(() => (command ? host.bus.publish({ type: 'OpenLogin', ...command }) : authUi.open('login')));
  const dialog = await screen.findByRole('dialog', { name: en.login.title });
  await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'player01');
  await user.type(within(dialog).getByLabelText(label(en.fields.password)), 'Secret12!');
  await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
  await waitFor(() => expect(host.bus.session.get().status).toBe('member'));
};

describe('the page asked for survives the login', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('continues to the page the command names, without the greeting over it', async () => {
    const host = createFakeHost();
    const { location } = renderModals(host);
    await logIn(host, { resume: '/index?mc=depositv2' });
    expect(location()).toBe('/index?mc=depositv2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes home with the first-login greeting when nothing was asked for', async () => {
    const host = createFakeHost();
    const { location } = renderModals(host);
    await logIn(host, {});
    expect(location()).toBe('/');
    expect(await screen.findByRole('dialog', { name: en.success.welcomeTitle })).toBeVisible();
  });

  it('never continues to another origin', async () => {
    const host = createFakeHost();
    const { location } = renderModals(host);
    await logIn(host, { resume: '//evil.example/phish' });
    expect(location()).toBe('/');
  });

  it('forgets the request when the popup is dismissed', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    const { location } = renderModals(host);
    act(() => host.bus.publish({ type: 'OpenLogin', resume: '/index?ac=teamOverview' }));
    const dialog = await screen.findByRole('dialog', { name: en.login.title });
    await user.click(within(dialog).getByRole('button', { name: en.dialog.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A later sign-in through a flow that names no page (the /login page) goes home.
    await logIn(host, null);
    expect(location()).toBe('/');
  });
});

describe('a guest asked to log in for an account page is told why', () => {
  it('says why, and offers customer service to someone who cannot log in', async () => {
    const host = createFakeHost();
    const asked: unknown[] = [];
    host.bus.on('OpenCustomerService').subscribe((command) => asked.push(command));
    renderModals(host);
    act(() =>
      host.bus.publish({ type: 'OpenLogin', reason: 'memberPage', resume: '/index?mc=feedback' }),
    );
    const dialog = await screen.findByRole('dialog', { name: en.login.title });
    expect(within(dialog).getByText(en.login.memberPage)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: en.login.askCustomerService }),
    );
    expect(asked).toEqual([{ type: 'OpenCustomerService' }]);
  });
});

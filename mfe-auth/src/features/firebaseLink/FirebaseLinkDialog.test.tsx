import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirebaseLinkRequired } from 'shared-contracts';
import { createFakeHost, fail, ok, TEST_HUMAN_CHECK, testMember } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { authUi } from '../../state/authUi';
import { opened } from '../../test/fixtures';
import { renderAuth } from '../../test/renderAuth';
import { AuthModalHost } from '../session/AuthModalHost';

jest.mock('../login/firebaseIdToken', () => ({
  firebaseIdToken: jest.fn(async () => 'firebase-id-token'),
}));

const label = (text: string) => new RegExp(`^${text}`);
const withProvider = (text: string) => text.replaceAll('{{provider}}', 'Google');

const SIGN_IN: FirebaseLinkRequired = {
  linkRequired: true,
  ticket: 'ticket-1',
  provider: 'google',
  email: 'olive.otter@example.com',
  displayName: 'Olive Otter',
  expiresIn: 600,
};
const LOGGED_IN = { token: 'tok-fb', firstTimeLogin: false, passwordExpired: false };
const FIREBASE_SETTING = {
  firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: 'a' },
  googleLogin: true,
  facebookLogin: true,
  smsCountdownFactor: 1,
  firebaseEmulatorUrl: 'http://127.0.0.1:9099',
};

const renderDialog = (api: Parameters<typeof renderAuth>[0]['api'] = {}) => {
  const host = createFakeHost();
  const rendered = renderAuth({ host, route: '/rng', api, children: <AuthModalHost /> });
  act(() => authUi.open('firebaseLink', { firebaseLink: SIGN_IN }));
  return { ...rendered, host, dialog: () => screen.getByRole('dialog') };
};

describe('FirebaseLinkDialog', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('offers linking or registering, with the account and the permanence warning', () => {
    const { dialog } = renderDialog();
    expect(dialog()).toHaveAccessibleName(withProvider(en.firebaseLink.title));
    expect(dialog()).toHaveTextContent('olive.otter@example.com');
    expect(dialog()).toHaveTextContent(en.firebaseLink.permanent);
    // The modal starts on the first choice.
    expect(screen.getByRole('button', { name: en.firebaseLink.chooseLink })).toHaveFocus();
    expect(screen.getByRole('button', { name: en.firebaseLink.chooseRegister })).toBeVisible();
  });

  it('links an existing account after a confirmation, then logs in like a login', async () => {
    const user = userEvent.setup();
    const { host, calls, location, dialog } = renderDialog({
      '/wps/session/login/firebase/link': () => ok(LOGGED_IN),
      '/wps/member/info': () => ok(testMember({ cpw: true })),
    });
    await user.click(screen.getByRole('button', { name: en.firebaseLink.chooseLink }));
    expect(dialog()).toHaveAccessibleName(en.firebaseLink.linkTitle);
    const username = screen.getByLabelText(label(en.fields.username));
    expect(username).toHaveFocus();

    await user.click(screen.getByRole('button', { name: en.firebaseLink.continue }));
    expect(screen.getAllByText(en.not_empty)).toHaveLength(2);

    await user.type(username, ' demo ');
    await user.type(screen.getByLabelText(label(en.fields.password)), 'Demo1234!{Enter}');
    expect(dialog()).toHaveAccessibleName(en.firebaseLink.confirmTitle);
    expect(dialog()).toHaveTextContent(
      'Your Google account olive.otter@example.com will be linked to the member account demo.',
    );
    expect(dialog()).toHaveTextContent(en.firebaseLink.confirmWarning);
    expect(calls('/wps/session/login/firebase/link')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: en.firebaseLink.confirmLinkButton }));
    await waitFor(() => expect(host.token()).toBe('tok-fb'));
    expect(opened(calls('/wps/session/login/firebase/link')[0])).toEqual(
      expect.objectContaining({ ticket: 'ticket-1', username: 'demo', password: 'Demo1234!' }),
    );
    // No forced password change after a Firebase sign-in (SPEC section 4).
    await waitFor(() =>
      expect(host.bus.session.get()).toEqual({
        status: 'member',
        member: testMember({ cpw: false }),
      }),
    );
    expect(location()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to the form with the login message when the password is wrong', async () => {
    const user = userEvent.setup();
    const { host, dialog } = renderDialog({
      '/wps/session/login/firebase/link': () =>
        fail(401, 'Wrong username or password', { captcha: false }),
    });
    await user.click(screen.getByRole('button', { name: en.firebaseLink.chooseLink }));
    await user.type(screen.getByLabelText(label(en.fields.username)), 'demo');
    await user.type(screen.getByLabelText(label(en.fields.password)), 'nope');
    await user.click(screen.getByRole('button', { name: en.firebaseLink.continue }));
    await user.click(screen.getByRole('button', { name: en.firebaseLink.confirmLinkButton }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      en.errors.wrong_credentials,
    );
    expect(dialog()).toHaveAccessibleName(en.firebaseLink.linkTitle);
    expect(screen.getByLabelText(label(en.fields.username))).toHaveValue('demo');
    expect(host.token()).toBeNull();
  });

  it('solves the human check when linking is refused for want of it, and links with it', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { host, calls } = renderDialog({
      '/wps/session/login/firebase/link': () =>
        (attempt += 1) === 1
          ? fail(400, 'Please complete the verification first', {
              captcha: false,
              reason: 'humanCheckRequired',
            })
          : ok(LOGGED_IN),
      '/wps/member/info': () => ok(testMember()),
    });
    await user.click(screen.getByRole('button', { name: en.firebaseLink.chooseLink }));
    await user.type(screen.getByLabelText(label(en.fields.username)), 'demo');
    await user.type(screen.getByLabelText(label(en.fields.password)), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: en.firebaseLink.continue }));
    await user.click(screen.getByRole('button', { name: en.firebaseLink.confirmLinkButton }));
    await waitFor(() => expect(host.bus.session.get().status).toBe('member'));
    const sent = calls('/wps/session/login/firebase/link');
    expect(sent).toHaveLength(2);
    expect(opened(sent[0]).humanCheck).toBeUndefined();
    expect(opened(sent[1])).toMatchObject({ username: 'demo', humanCheck: TEST_HUMAN_CHECK });
  });

  it('registers a new account with a username the registration rules accept', async () => {
    const user = userEvent.setup();
    const { host, calls, dialog } = renderDialog({
      '/wps/session/login/firebase/register': () => ok({ ...LOGGED_IN, firstTimeLogin: true }),
    });
    await user.click(screen.getByRole('button', { name: en.firebaseLink.chooseRegister }));
    expect(dialog()).toHaveAccessibleName(en.firebaseLink.registerTitle);
    expect(dialog()).toHaveTextContent(withProvider(en.firebaseLink.registerIntro));
    const username = await screen.findByLabelText(label(en.fields.username));
    await user.type(username, '1bad');
    await user.click(screen.getByRole('button', { name: en.firebaseLink.continue }));
    expect(username).toHaveAccessibleDescription(/letter/i);

    await user.clear(username);
    await user.type(username, 'oliveotter1');
    await user.click(screen.getByRole('button', { name: en.firebaseLink.continue }));
    expect(dialog()).toHaveTextContent(
      'A new member account oliveotter1 will be created and linked to your Google account olive.otter@example.com.',
    );
    await user.click(screen.getByRole('button', { name: en.firebaseLink.confirmRegisterButton }));
    await waitFor(() => expect(host.token()).toBe('tok-fb'));
    expect(calls('/wps/session/login/firebase/register')[0]).toEqual({
      ticket: 'ticket-1',
      username: 'oliveotter1',
    });
    // A first login greets the player.
    expect(await screen.findByRole('dialog', { name: en.success.welcomeTitle })).toBeVisible();
  });

  it('shows a taken username under the field', async () => {
    const user = userEvent.setup();
    renderDialog({
      '/wps/session/login/firebase/register': () =>
        fail(409, 'This username is already taken', { field: 'username', key: 'username_taken' }),
    });
    await user.click(screen.getByRole('button', { name: en.firebaseLink.chooseRegister }));
    await user.type(await screen.findByLabelText(label(en.fields.username)), 'demo1234');
    await user.click(screen.getByRole('button', { name: en.firebaseLink.continue }));
    await user.click(screen.getByRole('button', { name: en.firebaseLink.confirmRegisterButton }));
    expect(await screen.findByLabelText(label(en.fields.username))).toHaveAccessibleDescription(
      en.errors.username_taken,
    );
  });

  it('steps back with the keyboard and closes on Escape without calling the platform', async () => {
    const user = userEvent.setup();
    const { calls, dialog } = renderDialog();
    await user.keyboard('{Enter}');
    expect(dialog()).toHaveAccessibleName(en.firebaseLink.linkTitle);
    await user.click(screen.getByRole('button', { name: en.firebaseLink.back }));
    expect(dialog()).toHaveAccessibleName(withProvider(en.firebaseLink.title));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/wps/session/login/firebase/link')).toHaveLength(0);
  });

  it('does not carry the credentials typed for linking into a new account', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: en.firebaseLink.chooseLink }));
    await user.type(screen.getByLabelText(label(en.fields.username)), 'demo');
    await user.click(screen.getByRole('button', { name: en.firebaseLink.back }));
    await user.click(screen.getByRole('button', { name: en.firebaseLink.chooseRegister }));
    expect(await screen.findByLabelText(label(en.fields.username))).toHaveValue('');
  });

  it('tells the player to sign in again when the ticket has expired', async () => {
    const user = userEvent.setup();
    renderDialog({
      '/wps/session/login/firebase/register': () =>
        fail(410, 'Your sign-in has expired', { reason: 'linkTicketInvalid' }),
    });
    await user.click(screen.getByRole('button', { name: en.firebaseLink.chooseRegister }));
    await user.type(await screen.findByLabelText(label(en.fields.username)), 'oliveotter1');
    await user.click(screen.getByRole('button', { name: en.firebaseLink.continue }));
    await user.click(screen.getByRole('button', { name: en.firebaseLink.confirmRegisterButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.firebaseLink.ticketExpired);
  });
});

describe('SocialSignIn', () => {
  const openLogin = async (answer: unknown) => {
    const user = userEvent.setup();
    const host = createFakeHost();
    renderAuth({
      host,
      api: {
        '/wps/system/setting/auth': () => ok(FIREBASE_SETTING),
        '/wps/session/login/firebase': () => ok(answer),
      },
      children: <AuthModalHost />,
    });
    act(() => authUi.open('login'));
    await user.click(await screen.findByRole('button', { name: en.login.google }));
    return host;
  };

  it('opens the link dialog for a sign-in not linked yet', async () => {
    await openLogin(SIGN_IN);
    expect(
      await screen.findByRole('dialog', { name: withProvider(en.firebaseLink.title) }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: en.login.title })).not.toBeInTheDocument();
  });

  it('logs a linked sign-in in at once', async () => {
    const host = await openLogin(LOGGED_IN);
    await waitFor(() => expect(host.token()).toBe('tok-fb'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_SESSION } from 'shared-contracts';
import { createFakeHost, fail, type FakeRoute, ok, testMember } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { renderAuth } from '../../test/renderAuth';
import { AuthModalHost } from '../session/AuthModalHost';
import { useAuthCommands } from '../session/useAuthCommands';

const label = (text: string) => new RegExp(`^${text}`);
const LOGIN = '/wps/session/login';
const SECOND_STEP = '/wps/session/login/2fa';

const Commands = () => {
  useAuthCommands();
  return null;
};

const twoFactorRequired: FakeRoute = () =>
  fail(401, 'Enter the code from your authenticator app', {
    captcha: false,
    reason: 'twoFactorRequired',
    twoFactor: { ticket: 'ticket-1', expiresIn: 300 },
  });

/** Opens the login popup and passes the password step of a member with two-factor login on. */
const passPasswordStep = async (secondStep: FakeRoute, login: FakeRoute = twoFactorRequired) => {
  const user = userEvent.setup();
  const host = createFakeHost();
  const rendered = renderAuth({
    host,
    route: '/rng',
    api: { [LOGIN]: login, [SECOND_STEP]: secondStep },
    children: (
      <>
        <Commands />
        <AuthModalHost />
      </>
    ),
  });
  act(() => host.bus.publish({ type: 'OpenLogin' }));
  const dialog = await screen.findByRole('dialog', { name: en.login.title });
  await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'player01');
  await user.type(within(dialog).getByLabelText(label(en.fields.password)), 'Secret12!');
  await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
  await within(dialog).findByRole('form', { name: en.twoFactor.title });
  return { user, dialog, ...rendered };
};

const signedIn = ok({ token: 'tok-2fa', firstTimeLogin: false, passwordExpired: false });

describe('TwoFactorStep', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks for the authenticator code after a right password and completes the login with it', async () => {
    const { user, host, dialog, bodies, location } = await passPasswordStep(() => signedIn);
    const field = within(dialog).getByLabelText(label(en.twoFactor.appCode));
    expect(field).toHaveFocus();
    expect(host.bus.session.get()).toEqual(GUEST_SESSION);
    await user.type(field, '123 456');
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.submit }));
    await waitFor(() =>
      expect(host.bus.session.get()).toEqual({ status: 'member', member: testMember() }),
    );
    expect(bodies(SECOND_STEP)).toEqual([{ ticket: 'ticket-1', code: '123456' }]);
    expect(host.token()).toBe('tok-2fa');
    expect(location()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the code before sending it', async () => {
    const { user, dialog, calls } = await passPasswordStep(() => signedIn);
    const submit = within(dialog).getByRole('button', { name: en.twoFactor.submit });
    await user.click(submit);
    expect(within(dialog).getByText(en.not_empty)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(label(en.twoFactor.appCode)), '12345');
    expect(within(dialog).queryByText(en.not_empty)).not.toBeInTheDocument();
    await user.click(submit);
    expect(within(dialog).getByText(en.twoFactor.appCodeInvalid)).toBeInTheDocument();
    expect(calls(SECOND_STEP)).toHaveLength(0);
  });

  it('says a wrong code is wrong and stays on the step for another try', async () => {
    let attempt = 0;
    const { user, host, dialog, calls } = await passPasswordStep(() =>
      (attempt += 1) === 1
        ? fail(401, 'The verification code is not correct', {
            reason: 'twoFactorCodeWrong',
            attemptsLeft: 4,
          })
        : signedIn,
    );
    const field = within(dialog).getByLabelText(label(en.twoFactor.appCode));
    await user.type(field, '000000');
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.submit }));
    expect(await within(dialog).findByText(en.twoFactor.codeWrong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(host.bus.session.get()).toEqual(GUEST_SESSION);
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.submit }));
    await waitFor(() => expect(host.bus.session.get().status).toBe('member'));
    expect(calls(SECOND_STEP)).toHaveLength(2);
  });

  it('goes back to the password step with a message when the ticket has expired', async () => {
    const { user, host, dialog } = await passPasswordStep(() =>
      fail(401, 'The login step has expired, please log in again', {
        reason: 'twoFactorTicketInvalid',
      }),
    );
    await user.type(within(dialog).getByLabelText(label(en.twoFactor.appCode)), '123456');
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.twoFactor.expired);
    expect(within(dialog).getByRole('form', { name: en.login.title })).toBeInTheDocument();
    // What was typed is kept: one click asks for a new ticket.
    expect(within(dialog).getByLabelText(label(en.fields.username))).toHaveValue('player01');
    expect(host.bus.session.get()).toEqual(GUEST_SESSION);
  });

  it('starts over at the password after the last wrong code the ticket allows', async () => {
    const { user, dialog } = await passPasswordStep(() =>
      fail(401, 'The verification code is not correct', {
        reason: 'twoFactorCodeWrong',
        attemptsLeft: 0,
      }),
    );
    await user.type(within(dialog).getByLabelText(label(en.twoFactor.appCode)), '123456');
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.twoFactor.noAttemptsLeft);
    expect(within(dialog).getByRole('form', { name: en.login.title })).toBeInTheDocument();
  });

  it('takes a recovery code instead of the app code', async () => {
    const { user, host, dialog, bodies } = await passPasswordStep(() => signedIn);
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.useRecovery }));
    const field = within(dialog).getByLabelText(label(en.twoFactor.recoveryCode));
    await user.type(field, 'abc');
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.submit }));
    expect(within(dialog).getByText(en.twoFactor.recoveryInvalid)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' abcde-12345 ');
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.submit }));
    await waitFor(() => expect(host.bus.session.get().status).toBe('member'));
    expect(bodies(SECOND_STEP)).toEqual([{ ticket: 'ticket-1', code: 'abcde-12345' }]);
  });

  it('returns to the password step on Back without calling the platform', async () => {
    const { user, dialog, calls } = await passPasswordStep(() => signedIn);
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.back }));
    expect(within(dialog).getByRole('form', { name: en.login.title })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls(SECOND_STEP)).toHaveLength(0);
  });

  it('finishes like a password login: the default password still has to be changed', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    renderAuth({
      host,
      api: {
        [LOGIN]: twoFactorRequired,
        [SECOND_STEP]: () => ok({ token: 't', firstTimeLogin: false, passwordExpired: false }),
      },
      children: (
        <>
          <Commands />
          <AuthModalHost />
        </>
      ),
    });
    act(() => host.bus.publish({ type: 'OpenLogin' }));
    const dialog = await screen.findByRole('dialog', { name: en.login.title });
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'changeme');
    await user.type(within(dialog).getByLabelText(label(en.fields.password)), '123456');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    await user.type(await within(dialog).findByLabelText(label(en.twoFactor.appCode)), '123456');
    await user.click(within(dialog).getByRole('button', { name: en.twoFactor.submit }));
    expect(await screen.findByRole('dialog', { name: en.change.title })).toBeInTheDocument();
    expect(host.bus.session.get()).toEqual(GUEST_SESSION);
  });
});

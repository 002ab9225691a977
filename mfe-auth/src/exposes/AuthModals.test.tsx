import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_SESSION, SITE_SESSION_KEY_PREFIX } from 'shared-contracts';
import { createFakeHost, fail, ok, TEST_HUMAN_CHECK, testMember } from 'shared-ui/testing';

import { AuthModalHost } from '../features/session/AuthModalHost';
import { useAuthCommands } from '../features/session/useAuthCommands';
import en from '../i18n/en.json';
import { opened, whitelabel } from '../test/fixtures';
import { renderAuth } from '../test/renderAuth';

/** Field labels carry a hidden * when required. */
const label = (text: string) => new RegExp(`^${text}`);

const Commands = () => {
  useAuthCommands();
  return null;
};

const renderModals = (
  options: Parameters<typeof renderAuth>[0] extends infer O
    ? Omit<O & object, 'children'>
    : never = {},
) =>
  renderAuth({
    ...options,
    children: (
      <>
        <Commands />
        <AuthModalHost />
      </>
    ),
  });

const openLogin = async (host: ReturnType<typeof createFakeHost>) => {
  act(() => host.bus.publish({ type: 'OpenLogin' }));
  return screen.findByRole('dialog', { name: en.login.title });
};

describe('AuthModals', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('says why the login opens when the platform ended the session', async () => {
    const host = createFakeHost();
    renderModals({ host });
    act(() => host.bus.publish({ type: 'OpenLogin', reason: 'sessionEnded' }));
    const dialog = await screen.findByRole('dialog', { name: en.login.title });
    expect(within(dialog).getByText(en.errors.session_ended)).toBeInTheDocument();
  });

  it('says the support conversation waits for the login when a guest followed a customer-service link', async () => {
    const host = createFakeHost();
    renderModals({ host });
    act(() => host.bus.publish({ type: 'OpenLogin', reason: 'customerService' }));
    const dialog = await screen.findByRole('dialog', { name: en.login.title });
    expect(within(dialog).getByRole('status')).toHaveTextContent(en.login.customerService);
  });

  it('stays headless until OpenLogin, then logs in, publishes the session and goes home', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    const { calls, location } = renderModals({
      host,
      route: '/rng',
      api: {
        '/wps/session/login': () =>
          ok({ token: 'tok-1', firstTimeLogin: false, passwordExpired: false }),
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openLogin(host);
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), ' player01 ');
    await user.type(within(dialog).getByLabelText(label(en.fields.password)), 'Secret12!');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    await waitFor(() =>
      expect(host.bus.session.get()).toEqual({ status: 'member', member: testMember() }),
    );
    expect(host.token()).toBe('tok-1');
    expect(opened(calls('/wps/session/login')[0])).toMatchObject({
      type: 'username',
      username: 'player01',
      password: 'Secret12!',
    });
    expect(location()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the fields before calling the platform', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    const { calls } = renderModals({ host });
    const dialog = await openLogin(host);
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    expect(within(dialog).getAllByText(en.not_empty)).toHaveLength(2);
    expect(calls('/wps/session/login')).toHaveLength(0);
  });

  it('solves the human verification once a login is refused for want of it, and sends the login again with it', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    let attempt = 0;
    const { calls } = renderModals({
      host,
      api: {
        '/wps/session/login': () =>
          (attempt += 1) === 1
            ? fail(400, 'Please complete the verification first', {
                captcha: false,
                reason: 'humanCheckRequired',
              })
            : ok({ token: 't', firstTimeLogin: false, passwordExpired: false }),
      },
    });
    const dialog = await openLogin(host);
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'player01');
    await user.type(within(dialog).getByLabelText(label(en.fields.password)), 'Secret12!');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    // No picture, nothing to type: the verification runs and the login goes again by itself.
    await waitFor(() => expect(calls('/wps/session/login')).toHaveLength(2));
    expect(opened(calls('/wps/session/login')[0]).humanCheck).toBeUndefined();
    expect(opened(calls('/wps/session/login')[1])).toMatchObject({
      username: 'player01',
      humanCheck: TEST_HUMAN_CHECK,
    });
    expect(calls('/wps/verification/challenge')[0]).toEqual({ purpose: 'login' });
    await waitFor(() => expect(host.bus.session.get().status).toBe('member'));
  });

  it('after failures that ask for the human check, sends the next login with it and no picture', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    let attempt = 0;
    const { calls } = renderModals({
      host,
      api: {
        '/wps/session/login': () =>
          (attempt += 1) === 1
            ? fail(401, 'Wrong username or password', { captcha: false, humanCheck: true })
            : ok({ token: 't', firstTimeLogin: false, passwordExpired: false }),
      },
    });
    const dialog = await openLogin(host);
    const password = within(dialog).getByLabelText(label(en.fields.password));
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'player01');
    await user.type(password, 'Wrong12!');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.errors.wrong_credentials);
    expect(within(dialog).queryByRole('img', { name: /captcha/i })).not.toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Secret12!');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    await waitFor(() => expect(calls('/wps/session/login')).toHaveLength(2));
    expect(opened(calls('/wps/session/login')[1]).humanCheck).toBe(TEST_HUMAN_CHECK);
    await waitFor(() => expect(host.bus.session.get().status).toBe('member'));
  });

  it('shows the picture captcha when a platform asks for it after failures, and sends its answer', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    let attempt = 0;
    const { calls } = renderModals({
      host,
      api: {
        '/wps/session/login': () =>
          (attempt += 1) === 1
            ? fail(401, 'Wrong username or password', { captcha: true })
            : ok({ token: 't', firstTimeLogin: false, passwordExpired: false }),
      },
    });
    const dialog = await openLogin(host);
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'player01');
    await user.type(within(dialog).getByLabelText(label(en.fields.password)), 'bad');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.errors.wrong_credentials);
    expect(await within(dialog).findByRole('img', { name: en.captcha.image })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(label(en.fields.captcha)), '1234');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    await waitFor(() => expect(calls('/wps/session/login')).toHaveLength(2));
    expect(opened(calls('/wps/session/login')[1])).toMatchObject({
      captcha: '1234',
      captchaId: 'c1',
    });
  });

  it('sends an SMS login code with a solved verification, and no dialog on the way', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    const { calls } = renderModals({
      host,
      api: { '/wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5 }) },
    });
    const dialog = await openLogin(host);
    await user.click(await within(dialog).findByRole('tab', { name: en.login.bySms }));
    await user.type(within(dialog).getByLabelText(label(en.fields.mobileNum)), '0812345678');
    await user.click(within(dialog).getByRole('button', { name: en.sms.getCode }));
    expect(
      await within(dialog).findByRole('button', { name: 'Code sent, request again in 60 seconds' }),
    ).toBeDisabled();
    expect(within(dialog).getByLabelText(label(en.fields.verificationCode))).toHaveFocus();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(calls('/wps/verification/sms/noLogin')).toEqual([
      {
        mobileNum: '0812345678',
        countryDialingCode: '+66',
        purpose: 'login',
        humanCheck: TEST_HUMAN_CHECK,
      },
    ]);
    expect(calls('/wps/verification/challenge')[0]).toEqual({ purpose: 'sms' });
  });

  it('sends password-reset codes and mails with a solved verification too', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    const { calls } = renderModals({
      host,
      api: {
        '/wps/system/whitelabel': () => ok(whitelabel({ REGMOBVERF3: true })),
        '/wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5 }),
        '/wps/member/password/email': () => ok(null),
      },
    });
    const dialog = await openLogin(host);
    await user.click(within(dialog).getByRole('button', { name: en.login.forgot }));
    const forgot = await screen.findByRole('dialog', { name: en.forgot.title });
    await user.type(within(forgot).getByLabelText(label(en.fields.username)), 'player01');
    await user.type(within(forgot).getByLabelText(label(en.fields.email)), 'p1@example.com');
    await user.click(within(forgot).getByRole('button', { name: en.forgot.submit }));
    await waitFor(() => expect(calls('/wps/member/password/email')).toHaveLength(1));
    expect(
      Object.fromEntries(new URLSearchParams(String(calls('/wps/member/password/email')[0]))),
    ).toEqual({ username: 'player01', email: 'p1@example.com', humanCheck: TEST_HUMAN_CHECK });
    await user.click(await screen.findByRole('button', { name: en.dialog.ok }));
    const login = await openLogin(host);
    await user.click(within(login).getByRole('button', { name: en.login.forgot }));
    const again = await screen.findByRole('dialog', { name: en.forgot.title });
    await user.click(within(again).getByRole('tab', { name: en.forgot.byPhone }));
    await user.type(within(again).getByLabelText(label(en.fields.mobileNum)), '0812345678');
    await user.click(within(again).getByRole('button', { name: en.sms.getCode }));
    await waitFor(() => expect(calls('/wps/verification/sms/noLogin')).toHaveLength(1));
    expect(calls('/wps/verification/sms/noLogin')[0]).toMatchObject({
      purpose: 'password',
      humanCheck: TEST_HUMAN_CHECK,
    });
  });

  it('sends a 123456 login to the change-password modal instead of the site', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    renderModals({
      host,
      api: {
        '/wps/session/login': () =>
          ok({ token: 't2', firstTimeLogin: false, passwordExpired: true }),
      },
    });
    const dialog = await openLogin(host);
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'changeme');
    await user.type(within(dialog).getByLabelText(label(en.fields.password)), '123456');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    const change = await screen.findByRole('dialog', { name: en.change.title });
    // The password just typed is the old one: it is not asked again.
    expect(within(change).queryByLabelText(en.fields.oldPassword)).not.toBeInTheDocument();
    expect(host.bus.session.get()).toEqual(GUEST_SESSION);
  });

  it('after a successful password change asks to log in again with the new password', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    const { calls } = renderModals({
      host,
      api: {
        '/wps/session/login': () =>
          ok({ token: 't3', firstTimeLogin: false, passwordExpired: false }),
        '/wps/member/password': () => ok(null),
      },
    });
    const dialog = await openLogin(host);
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'changeme');
    await user.type(within(dialog).getByLabelText(label(en.fields.password)), '123456');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    const change = await screen.findByRole('dialog', { name: en.change.title });
    await user.type(within(change).getByLabelText(label(en.fields.newPassword)), 'Changed12!');
    await user.type(
      within(change).getByLabelText(label(en.fields.confirmNewPassword)),
      'Changed12!',
    );
    await user.click(within(change).getByRole('button', { name: en.change.submit }));
    const again = await screen.findByRole('dialog', { name: en.login.title });
    expect(within(again).getByRole('status')).toHaveTextContent(en.change.success);
    expect(calls('/wps/member/password')).toHaveLength(1);
    expect(host.token()).toBeNull();
    // The news goes with the next try.
    await user.click(within(again).getByRole('button', { name: en.login.submit }));
    expect(within(again).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the refusal of a non-member account', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    renderModals({
      host,
      api: {
        '/wps/session/login': () =>
          fail(403, 'Non-member accounts cannot log in', { captcha: false, reason: 'nonMember' }),
      },
    });
    const dialog = await openLogin(host);
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'nonmember');
    await user.type(within(dialog).getByLabelText(label(en.fields.password)), 'x');
    await user.click(within(dialog).getByRole('button', { name: en.login.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.errors.non_member);
  });

  it('confirms before logging out, then clears the session and keeps the merchant code and the visit', async () => {
    const user = userEvent.setup();
    const host = createFakeHost({ token: 'tok' });
    host.bus.session.set({ status: 'member', member: testMember() });
    host.bus.balance.set({ sumBalance: 100, currency: 'THB' });
    window.sessionStorage.setItem('merchantCode', 'demo');
    window.sessionStorage.setItem('LOTTFAV', 'x');
    window.sessionStorage.setItem(`${SITE_SESSION_KEY_PREFIX}closedPopupNotices`, '["n1"]');
    const { calls, location } = renderModals({
      host,
      route: '/rng',
      api: { '/wps/session/logout': () => ok(null) },
    });
    act(() => host.bus.publish({ type: 'RequestLogout' }));
    const dialog = await screen.findByRole('dialog', { name: en.logout.title });
    expect(calls('/wps/session/logout')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: en.logout.confirm }));
    await waitFor(() => expect(host.bus.session.get()).toEqual(GUEST_SESSION));
    expect(calls('/wps/session/logout')).toHaveLength(1);
    expect(host.token()).toBeNull();
    expect(host.bus.balance.get()).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(window.sessionStorage.getItem('LOTTFAV')).toBeNull();
    expect(window.sessionStorage.getItem(`${SITE_SESSION_KEY_PREFIX}closedPopupNotices`)).toBe(
      '["n1"]',
    );
    expect(location()).toBe('/');
  });

  it('starts free play with the free-play headers and clears the cpw flag', async () => {
    const host = createFakeHost();
    const seen: Record<string, unknown>[] = [];
    renderModals({
      host,
      api: {
        '/wps/session/login/freeplay': (_params, _body, { headers }) => {
          seen.push(headers);
          return ok({ token: 'trial', firstTimeLogin: false, passwordExpired: false });
        },
        '/wps/member/info': () => ok(testMember({ isAgent: 4, cpw: true })),
      },
    });
    act(() => host.bus.publish({ type: 'StartFreePlay' }));
    await waitFor(() =>
      expect(host.bus.session.get()).toMatchObject({
        status: 'member',
        member: { isAgent: 4, cpw: false },
      }),
    );
    expect(seen[0]).toMatchObject({
      platform: 'W',
      'X-Gateway-Version': '3',
      Encryption: expect.stringMatching(/^[^.]+\.[^.]+$/),
    });
  });

  it('offers a trial account the upgrade instead of the login form', async () => {
    const host = createFakeHost({ token: 'trial' });
    host.bus.session.set({ status: 'member', member: testMember({ isAgent: 4 }) });
    renderModals({ host, api: { '/wps/system/whitelabel': () => ok(whitelabel()) } });
    act(() => host.bus.publish({ type: 'OpenLogin' }));
    const dialog = await screen.findByRole('dialog', { name: en.trial.title });
    expect(within(dialog).getByText(en.in_need_true_account)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: en.trial.upgrade })).toBeInTheDocument();
    act(() => host.bus.publish({ type: 'StartFreePlay' }));
    expect(await screen.findByText(en.trial.registerFirst)).toBeInTheDocument();
  });
});

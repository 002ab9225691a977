import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HUMAN_CHECK_TEXTS } from 'shared-ui/human-check';
import { createFakeHost, fail, ok, TEST_HUMAN_CHECK } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { opened, registerSetting, whitelabel } from '../../test/fixtures';
import { renderAuth } from '../../test/renderAuth';
import { AuthModalHost } from '../session/AuthModalHost';
import { RegisterScreen } from './RegisterScreen';

const label = (text: string) => new RegExp(`^${text}`);

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(label(en.fields.username)), 'player01');
  await user.type(screen.getByLabelText(label(en.fields.password)), 'Secret12!');
  await user.type(screen.getByLabelText(label(en.fields.confirmPassword)), 'Secret12!');
};

describe('RegisterScreen', () => {
  it('shows the title, the enabled fields with required markers, and no mobile tabs when mobile registration is off', async () => {
    renderAuth({ route: '/register', children: <RegisterScreen /> });
    expect(screen.getByRole('heading', { level: 1, name: en.register.title })).toBeInTheDocument();
    expect(await screen.findByLabelText(label(en.fields.username))).toHaveAttribute(
      'placeholder',
      `${en.fields.username} ＊`,
    );
    expect(screen.getByLabelText(label(en.fields.email))).toHaveAttribute(
      'placeholder',
      en.fields.email,
    );
    expect(screen.getByText(en.required_note)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('link', { name: en.register.protocol })).toHaveAttribute(
      'href',
      '/help',
    );
    expect(screen.getByRole('link', { name: en.register.goBack })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: en.register.reset })).toBeInTheDocument();
  });

  it("promises the brand's registration bonus in the brand's currency", async () => {
    renderAuth({
      route: '/register',
      api: {
        '/wps/system/whitelabel': () =>
          ok({ ...whitelabel(), registrationBonus: { amount: 1000, turnoverMultiple: 5 } }),
      },
      children: <RegisterScreen />,
    });
    expect(await screen.findByText('Sign up now and get a $10.00 bonus')).toBeInTheDocument();
    expect(screen.queryByText(/VND/)).not.toBeInTheDocument();
  });

  it('promises no bonus when the brand gives none', async () => {
    renderAuth({ route: '/register', children: <RegisterScreen /> });
    await screen.findByLabelText(label(en.fields.username));
    expect(screen.queryByText(/Sign up now and get/)).not.toBeInTheDocument();
  });

  it('validates every field with the brand rules before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderAuth({ route: '/register', children: <RegisterScreen /> });
    await user.type(await screen.findByLabelText(label(en.fields.username)), '1bad');
    await user.type(screen.getByLabelText(label(en.fields.password)), 'Secret12!');
    await user.type(screen.getByLabelText(label(en.fields.confirmPassword)), 'Secret13!');
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    expect(
      screen.getByText('Start with a letter, then letters or digits, 6 - 16 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText(en.inconsistent_twice)).toBeInTheDocument();
    expect(calls('/wps/member/register')).toHaveLength(0);
  });

  it('takes a field complaint away as soon as that field changes', async () => {
    const user = userEvent.setup();
    renderAuth({ route: '/register', children: <RegisterScreen /> });
    const username = await screen.findByLabelText(label(en.fields.username));
    await user.type(username, '1bad');
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    expect(username).toHaveAccessibleDescription(/Start with a letter/);
    await user.clear(username);
    await user.type(username, 'player01');
    expect(username).not.toHaveAccessibleDescription(/Start with a letter/);
    expect(screen.getByLabelText(label(en.fields.password))).toHaveAccessibleDescription(
      en.not_empty,
    );
  });

  it('stops on an unknown invitation code with the invitation_code_error dialog', async () => {
    const user = userEvent.setup();
    const { calls } = renderAuth({
      route: '/register',
      api: { '/wps/agent/affiliate': () => fail(404, 'Invalid invitation code') },
      children: <RegisterScreen />,
    });
    await fillValid(user);
    await user.type(screen.getByLabelText(label(en.fields.affiliateCode)), 'NOPE99');
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    const dialog = await screen.findByRole('dialog', { name: en.dialog.warning });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(en.invitation_code_error);
    expect(calls('/wps/member/register')).toHaveLength(0);
  });

  it('shows an SMS send refusal in the words of the refused field, and keeps the number', async () => {
    const user = userEvent.setup();
    const setting = registerSetting({ mobileRegistration: true });
    renderAuth({
      route: '/register',
      api: {
        '/wps/system/setting/register': () => ok(setting),
        '/wps/verification/sms/register': () =>
          fail(409, 'words only the server has', { field: 'mobileNum', key: 'mobile_taken' }),
      },
      children: <RegisterScreen />,
    });
    await user.click(await screen.findByRole('tab', { name: en.register.byMobile }));
    await user.type(screen.getByLabelText(label(en.fields.mobileNum)), '0812345678');
    await user.click(screen.getByRole('button', { name: en.sms.getCode }));
    const dialog = await screen.findByRole('dialog', { name: en.dialog.warning });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(en.errors.mobile_taken);
    await user.click(within(dialog).getByRole('button', { name: en.dialog.ok }));
    expect(screen.getByLabelText(label(en.fields.mobileNum))).toHaveValue('0812345678');
    expect(screen.getByRole('button', { name: en.sms.getCode })).toBeEnabled();
  });

  it('keeps the captcha answer when the platform refuses another field, not after a wrong captcha', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = renderAuth({
      route: '/register',
      api: {
        '/wps/system/setting/register': () => ok(registerSetting({ captchaEnabled: true })),
        '/wps/member/register': () =>
          (attempt += 1) === 1
            ? fail(409, 'This username is already taken', {
                field: 'username',
                key: 'username_taken',
              })
            : fail(400, 'The captcha check failed', { field: 'captcha', key: 'captcha_error' }),
      },
      children: <RegisterScreen />,
    });
    await fillValid(user);
    const captcha = screen.getByLabelText(label(en.fields.captcha));
    await user.type(captcha, '1234');
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    expect(await screen.findByText(en.errors.username_taken)).toBeInTheDocument();
    expect(captcha).toHaveValue('1234');
    expect(calls('/wps/captcha')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    expect(await screen.findByText(en.errors.captcha_error)).toBeInTheDocument();
    expect(captcha).toHaveValue('');
    await waitFor(() => expect(calls('/wps/captcha')).toHaveLength(2));
    expect(screen.getByLabelText(label(en.fields.username))).toHaveValue('player01');
    expect(screen.getByLabelText(label(en.fields.password))).toHaveValue('Secret12!');
  });

  it('registers with the referral code from the query, logs in, goes home and shows the success modal', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    const { calls, location } = renderAuth({
      route: '/register?referralCode=FRIEND1',
      host,
      api: {
        '/wps/member/register': () =>
          ok({ token: 'new', firstTimeLogin: true, passwordExpired: false }),
      },
      children: (
        <>
          <RegisterScreen />
          <AuthModalHost />
        </>
      ),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    expect(await screen.findByRole('dialog', { name: en.success.title })).toBeInTheDocument();
    expect(host.bus.session.get().status).toBe('member');
    expect(location()).toBe('/');
    expect(opened(calls('/wps/member/register')[0])).toMatchObject({
      username: 'player01',
      referralCode: 'FRIEND1',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it('shows a mobile registration the generated account before creating it', async () => {
    const user = userEvent.setup();
    const setting = registerSetting({ mobileRegistration: true });
    const { calls } = renderAuth({
      route: '/register',
      api: {
        '/wps/system/setting/register': () => ok(setting),
        '/wps/verification/sms/register': () => ok({ expiredMinutes: 5 }),
        '/wps/member/register/mobile': () =>
          ok({ token: 'm', firstTimeLogin: true, passwordExpired: false }),
      },
      children: <RegisterScreen />,
    });
    await user.click(await screen.findByRole('tab', { name: en.register.byMobile }));
    await user.type(screen.getByLabelText(label(en.fields.mobileNum)), '0812345678');
    await user.click(screen.getByRole('button', { name: en.sms.getCode }));
    expect(
      await screen.findByRole('button', { name: 'Code sent, request again in 300 seconds' }),
    ).toBeDisabled();
    expect(calls('/wps/verification/sms/register')[0]).toEqual({
      mobileNo: '0812345678',
      countryDialingCode: '+66',
      humanCheck: TEST_HUMAN_CHECK,
    });
    // The code is what comes next: the focus is there, not lost with the locked button.
    expect(screen.getByLabelText(label(en.fields.verificationCode))).toHaveFocus();
    await user.type(screen.getByLabelText(label(en.fields.verificationCode)), '123456');
    await user.type(screen.getByLabelText(label(en.fields.password)), 'Secret12!');
    await user.type(screen.getByLabelText(label(en.fields.confirmPassword)), 'Secret12!');
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    const confirm = await screen.findByRole('dialog', { name: en.register.confirmAccountTitle });
    expect(confirm).toHaveTextContent('0812345678');
    expect(calls('/wps/member/register/mobile')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: en.register.confirmAccount }));
    await waitFor(() => expect(calls('/wps/member/register/mobile')).toHaveLength(1));
    expect(opened(calls('/wps/member/register/mobile')[0])).toMatchObject({
      username: '0812345678',
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      humanCheck: TEST_HUMAN_CHECK,
    });
  });

  it('sends each code with a solved verification, and once more with a fresh one when it was refused', async () => {
    const user = userEvent.setup();
    let sends = 0;
    const { calls } = renderAuth({
      route: '/register',
      api: {
        '/wps/system/setting/register': () => ok(registerSetting({ mobileRegistration: true })),
        '/wps/verification/sms/register': () =>
          (sends += 1) === 1
            ? fail(400, 'The verification failed', { reason: 'humanCheckFailed' })
            : ok({ expiredMinutes: 5 }),
      },
      children: <RegisterScreen />,
    });
    await user.click(await screen.findByRole('tab', { name: en.register.byMobile }));
    await user.type(screen.getByLabelText(label(en.fields.mobileNum)), '0812345678');
    await user.click(screen.getByRole('button', { name: en.sms.getCode }));
    expect(
      await screen.findByRole('button', { name: 'Code sent, request again in 300 seconds' }),
    ).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/wps/verification/sms/register')).toEqual([
      expect.objectContaining({ humanCheck: TEST_HUMAN_CHECK }),
      expect.objectContaining({ humanCheck: TEST_HUMAN_CHECK }),
    ]);
    // One challenge per send (and the next prepared), never one reused.
    expect(calls('/wps/verification/challenge').length).toBeGreaterThanOrEqual(3);
  });

  it('shows the verification working and done, in words a screen reader reads out', async () => {
    const user = userEvent.setup();
    const { calls } = renderAuth({
      route: '/register',
      api: {
        '/wps/member/register': () =>
          ok({ token: 'new', firstTimeLogin: true, passwordExpired: false }),
      },
      children: <RegisterScreen />,
    });
    await fillValid(user);
    const status = await screen.findByText(HUMAN_CHECK_TEXTS.EN.ready);
    expect(status).toHaveAttribute('role', 'status');
    expect(calls('/wps/verification/challenge')[0]).toEqual({ purpose: 'register' });
    await user.click(screen.getByRole('button', { name: en.register.submit }));
    await waitFor(() => expect(calls('/wps/member/register')).toHaveLength(1));
    expect(opened(calls('/wps/member/register')[0])).toMatchObject({
      humanCheck: TEST_HUMAN_CHECK,
    });
  });

  it('offers only the registration types the brand turns on', async () => {
    renderAuth({
      route: '/register',
      api: {
        '/wps/system/whitelabel': () => ok(whitelabel({ USERNAMEREG3: false })),
        '/wps/system/setting/register': () => ok(registerSetting({ mobileRegistration: true })),
      },
      children: <RegisterScreen />,
    });
    expect(await screen.findByLabelText(label(en.fields.mobileNum))).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(label(en.fields.username))).not.toBeInTheDocument();
  });

  it('says registration is closed when the brand offers none (DIRECTREG3 off)', async () => {
    renderAuth({
      route: '/register',
      api: { '/wps/system/whitelabel': () => ok(whitelabel({ DIRECTREG3: false })) },
      children: <RegisterScreen />,
    });
    expect(await screen.findByText(en.register.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.register.submit })).not.toBeInTheDocument();
  });

  it('refuses an invalid number before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderAuth({
      route: '/register',
      api: {
        '/wps/system/setting/register': () => ok(registerSetting({ mobileRegistration: true })),
      },
      children: <RegisterScreen />,
    });
    await user.click(await screen.findByRole('tab', { name: en.register.byMobile }));
    await user.type(screen.getByLabelText(label(en.fields.mobileNum)), '0812');
    await user.click(screen.getByRole('button', { name: en.sms.getCode }));
    expect(screen.getByLabelText(label(en.fields.mobileNum))).toHaveAccessibleDescription(/\S/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/wps/verification/sms/register')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHost, fail, ok } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { captchaSeries, opened, registerSetting, whitelabel } from '../../test/fixtures';
import { renderAuth } from '../../test/renderAuth';
import { AuthModalHost } from '../session/AuthModalHost';
import { RegisterScreen } from './RegisterScreen';

const label = (text: string) => new RegExp(`^${text}`);

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(label(en.fields.username)), 'player01');
  await user.type(screen.getByLabelText(label(en.fields.password)), 'Secret12!');
  await user.type(screen.getByLabelText(label(en.fields.confirmPassword)), 'Secret12!');
};

/** Answers the captcha the get-code button asks for before any SMS goes out. */
const answerSmsCaptcha = async (user: ReturnType<typeof userEvent.setup>, answer = '1234') => {
  const dialog = await screen.findByRole('dialog', { name: en.sms.captchaTitle });
  await within(dialog).findByRole('img', { name: en.captcha.image });
  await user.type(within(dialog).getByLabelText(label(en.fields.captcha)), answer);
  await user.click(within(dialog).getByRole('button', { name: en.sms.send }));
  return dialog;
};

describe('RegisterScreen', () => {
  it('shows the title, the enabled fields with required markers, and no mobile tabs when mobile registration is off', async () => {
    renderAuth({ route: '/register', children: <RegisterScreen /> });
    expect(screen.getByRole('heading', { level: 1, name: en.register.title })).toBeInTheDocument();
    expect(await screen.findByLabelText(label(en.fields.username))).toHaveAttribute(
      'placeholder',
      `${en.fields.username} *`,
    );
    expect(screen.getByLabelText(label(en.fields.email))).toHaveAttribute(
      'placeholder',
      en.fields.email,
    );
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
    await answerSmsCaptcha(user);
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
    await answerSmsCaptcha(user);
    expect(
      await screen.findByRole('button', { name: 'Code sent, request again in 300 seconds' }),
    ).toBeDisabled();
    expect(calls('/wps/verification/sms/register')[0]).toMatchObject({
      mobileNo: '0812345678',
      countryDialingCode: '+66',
      captchaId: 'c1',
      captcha: '1234',
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
    });
  });

  it('asks for the captcha before any code goes out; a wrong answer shows under it with a new image', async () => {
    const user = userEvent.setup();
    let sends = 0;
    const { calls } = renderAuth({
      route: '/register',
      api: {
        '/wps/system/setting/register': () => ok(registerSetting({ mobileRegistration: true })),
        '/wps/captcha': captchaSeries(),
        '/wps/verification/sms/register': () =>
          (sends += 1) === 1
            ? fail(400, 'The captcha check failed', { captcha: true, reason: 'captchaWrong' })
            : ok({ expiredMinutes: 5 }),
      },
      children: <RegisterScreen />,
    });
    await user.click(await screen.findByRole('tab', { name: en.register.byMobile }));
    await user.type(screen.getByLabelText(label(en.fields.mobileNum)), '0812345678');
    await user.click(screen.getByRole('button', { name: en.sms.getCode }));
    const dialog = await screen.findByRole('dialog', { name: en.sms.captchaTitle });
    expect(calls('/wps/verification/sms/register')).toHaveLength(0);

    // An empty answer is asked for without a call.
    await user.click(within(dialog).getByRole('button', { name: en.sms.send }));
    expect(within(dialog).getByLabelText(label(en.fields.captcha))).toHaveAccessibleDescription(
      en.not_empty,
    );
    expect(calls('/wps/verification/sms/register')).toHaveLength(0);

    await answerSmsCaptcha(user, '9999');
    const captcha = within(dialog).getByLabelText(label(en.fields.captcha));
    await waitFor(() => expect(captcha).toHaveAccessibleDescription(en.errors.captcha_error));
    expect(captcha).toHaveValue('');
    // The refused answer spent the image: a new one is shown, and the next answer is for it.
    await waitFor(() => expect(calls('/wps/captcha')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: en.dialog.warning })).not.toBeInTheDocument();

    await user.type(captcha, '4321');
    await user.click(within(dialog).getByRole('button', { name: en.sms.send }));
    expect(
      await screen.findByRole('button', { name: 'Code sent, request again in 300 seconds' }),
    ).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/wps/verification/sms/register')).toEqual([
      expect.objectContaining({ captchaId: 'c1', captcha: '9999' }),
      expect.objectContaining({ captchaId: 'c2', captcha: '4321' }),
    ]);
  });

  it('refuses an invalid number before asking for the captcha: nothing is fetched or sent', async () => {
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
    expect(calls('/wps/captcha')).toHaveLength(0);
    expect(calls('/wps/verification/sms/register')).toHaveLength(0);
  });

  it('sends no code when the captcha dialog is cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = renderAuth({
      route: '/register',
      api: {
        '/wps/system/setting/register': () => ok(registerSetting({ mobileRegistration: true })),
      },
      children: <RegisterScreen />,
    });
    await user.click(await screen.findByRole('tab', { name: en.register.byMobile }));
    await user.type(screen.getByLabelText(label(en.fields.mobileNum)), '0812345678');
    const getCode = screen.getByRole('button', { name: en.sms.getCode });
    await user.click(getCode);
    const dialog = await screen.findByRole('dialog', { name: en.sms.captchaTitle });
    await user.click(within(dialog).getByRole('button', { name: en.dialog.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/wps/verification/sms/register')).toHaveLength(0);
    expect(getCode).toBeEnabled();
    expect(getCode).toHaveFocus();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { ContactBinding } from './ContactBinding';
import { securityApi, testProfile, words } from './securityFixtures';

const CODE = '/wps/member/security/code';
const PHONE = '/wps/member/security/phone';
const EMAIL = '/wps/member/security/email';
const label = (text: string) => new RegExp(`^${text}`);

describe('ContactBinding', () => {
  afterEach(() => jest.useRealTimers());

  it('checks the number before asking for a code', async () => {
    const { calls } = renderMember({
      api: securityApi({ [CODE]: () => ok({ expiredMinutes: 5 }) }),
      children: <ContactBinding profile={testProfile()} channel="sms" />,
    });
    await userEvent.click(await screen.findByRole('button', { name: words.getCode }));
    expect(screen.getByText(words.rules.not_empty)).toBeInTheDocument();
    const number = screen.getByLabelText(label(words.phone.target));
    await userEvent.type(number, '12ab');
    await userEvent.click(screen.getByRole('button', { name: words.getCode }));
    expect(screen.getByText(words.rules.phone_format)).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '123');
    await userEvent.click(screen.getByRole('button', { name: words.getCode }));
    expect(
      screen.getByText('Please enter a valid mobile number (8 - 15 digits)'),
    ).toBeInTheDocument();
    expect(calls(CODE)).toHaveLength(0);
  });

  it('locks the code button for the countdown after a code went out, then binds the number', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { bodies } = renderMember({
      api: securityApi({
        [CODE]: () => ok({ expiredMinutes: 5 }),
        [PHONE]: (_p, body) =>
          ok(
            testProfile({
              mobileNum: (body as { mobileNum: string }).mobileNum,
              countryDialingCode: '+84',
              phoneVerified: true,
            }),
          ),
      }),
      children: <ContactBinding profile={testProfile()} channel="sms" />,
    });
    await userEvent.selectOptions(await screen.findByLabelText(words.phone.dialingCode), '+84');
    await userEvent.type(screen.getByLabelText(label(words.phone.target)), '0812345678');
    await userEvent.click(screen.getByRole('button', { name: words.getCode }));
    expect(await screen.findByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A code was sent by SMS. It is valid for 5 minutes.',
    );
    expect(bodies(CODE)).toEqual([
      { channel: 'sms', mobileNum: '0812345678', countryDialingCode: '+84' },
    ]);
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 299 s' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(label(words.code)), '123456');
    await userEvent.click(screen.getByRole('button', { name: words.phone.bind }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.phone.bound);
    expect(bodies(PHONE)).toEqual([
      { mobileNum: '0812345678', countryDialingCode: '+84', verificationCode: '123456' },
    ]);
    for (let second = 0; second < 300; second += 1) act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: words.getCode })).toBeEnabled();
  });

  it('waits out the platform cooldown when a code went out moments ago', async () => {
    renderMember({
      api: securityApi({
        [CODE]: () =>
          fail(429, 'A code was sent just now, please wait before asking again', {
            reason: 'smsCooldown',
            retryAfter: 42,
          }),
      }),
      children: <ContactBinding profile={testProfile()} channel="email" />,
    });
    await userEvent.type(await screen.findByLabelText(label(words.email.target)), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: words.getCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A code was sent moments ago. You can ask again in 42 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  });

  it('says a wrong code is wrong on the code field and keeps the address', async () => {
    renderMember({
      api: securityApi({
        [EMAIL]: () =>
          fail(400, 'Invalid or expired verification code, please resend', {
            reason: 'smsCodeWrong',
          }),
      }),
      children: <ContactBinding profile={testProfile()} channel="email" />,
    });
    const address = await screen.findByLabelText(label(words.email.target));
    await userEvent.type(address, 'me@example.com');
    await userEvent.type(screen.getByLabelText(label(words.code)), '9999');
    await userEvent.click(screen.getByRole('button', { name: words.email.bind }));
    expect(await screen.findByText(words.codeWrong)).toBeInTheDocument();
    expect(address).toHaveValue('me@example.com');
  });

  it('shows the bound contact and offers to change it', async () => {
    renderMember({
      api: securityApi(),
      children: (
        <ContactBinding
          profile={testProfile({ email: 'old@example.com', emailVerified: true })}
          channel="email"
        />
      ),
    });
    const current = screen.getByText(words.email.current).parentElement as HTMLElement;
    expect(within(current).getByText('old@example.com · verified')).toBeInTheDocument();
    expect(await screen.findByLabelText(label(words.email.newTarget))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.email.change })).toBeInTheDocument();
  });
});

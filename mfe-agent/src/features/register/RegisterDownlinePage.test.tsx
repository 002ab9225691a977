import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSettingEndpoint } from 'shared-contracts';
import { agentContractInfoEndpoint, registerDownlineEndpoint } from 'shared-contracts/agent';
import {
  fail,
  HUMAN_CHECK_CHALLENGE_PATH,
  humanCheckRoute,
  ok,
  TEST_HUMAN_CHECK,
} from 'shared-ui/testing';

import { contractInfo } from '../../test/fixtures';
import { renderAgentPage } from '../../test/renderAgent';
import { RegisterDownlinePage } from './RegisterDownlinePage';

const rule = (patternId: number, minLength: number, maxLength: number) => ({
  enabled: true,
  required: true,
  acceptedPattern: '',
  patternId,
  minLength,
  maxLength,
});

const setting = {
  fields: { username: rule(1, 6, 16), password: rule(5, 8, 20) },
  captchaEnabled: false,
  mobileRegistration: false,
  countries: [],
};

const api = (
  register = () => ok({ memberId: 'M900', username: 'newkid1' }),
  info = contractInfo(),
) => ({
  [agentContractInfoEndpoint.path]: () => ok(info),
  [registerSettingEndpoint.path]: () => ok(setting),
  [registerDownlineEndpoint.path]: register,
  [HUMAN_CHECK_CHALLENGE_PATH]: humanCheckRoute,
});

const fill = async ({ username = 'newkid1', password = 'abcd1234', rebate = '0.80' } = {}) => {
  await userEvent.type(await screen.findByLabelText(/^Username/), username);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), password);
  const rate = screen.getByLabelText(/^Rebate/);
  await userEvent.clear(rate);
  await userEvent.type(rate, rebate);
};

describe('RegisterDownlinePage', () => {
  it('registers a sub-agent with the rebate in basis points and names the new account', async () => {
    const { bodies, calls } = renderAgentPage(<RegisterDownlinePage />, { api: api() });
    await userEvent.selectOptions(await screen.findByLabelText('Account type'), 'Sub-agent');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account newkid1 is registered under you.')).toBeInTheDocument();
    expect(bodies(registerDownlineEndpoint.path)).toEqual([
      { username: 'newkid1', password: 'abcd1234', memberType: 'agent', rebateBp: 80 },
    ]);
    expect(calls(registerDownlineEndpoint.path)).toHaveLength(1);
    expect(screen.getByLabelText(/^Username/)).toHaveValue('');
  });

  it('checks the registration rules and my rebate before calling', async () => {
    const { calls } = renderAgentPage(<RegisterDownlinePage />, { api: api() });
    expect(await screen.findByText('Items marked with ＊ are required')).toBeInTheDocument();
    await fill({ username: '1abc', password: 'abcdefgh', rebate: '1.50' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      /This does not follow the registration rules \(6 - 16 characters\)/,
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /This does not follow the registration rules \(8 - 20 characters\)/,
    );
    expect(screen.getByLabelText(/^Rebate/)).toHaveAccessibleDescription(
      /The rebate can be at most 1.20%/,
    );
    expect(calls(registerDownlineEndpoint.path)).toHaveLength(0);
  });

  it('shows the platform refusals at their fields, with a new key for the next try', async () => {
    const answers = [
      fail(409, 'Taken', { reason: 'usernameTaken', field: 'username', key: 'username_taken' }),
      fail(400, 'Too high', { reason: 'rebateTooHigh', max: 50 }),
    ];
    const { calls, bodies } = renderAgentPage(<RegisterDownlinePage />, {
      api: api(() => answers.shift() ?? ok({ memberId: 'M1', username: 'x' })),
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The rebate can be at most 0.50%.')).toBeInTheDocument();
    expect(bodies(registerDownlineEndpoint.path)).toHaveLength(2);
    expect(calls(registerDownlineEndpoint.path)).toHaveLength(2);
  });

  it("says when the day's accounts are used up or the form was sent too often", async () => {
    const answers = [
      fail(409, 'Limit', { reason: 'downlineDailyLimit', limit: 20 }),
      fail(429, 'Slow down', { reason: 'downlineThrottled', retryAfter: 120 }),
    ];
    renderAgentPage(<RegisterDownlinePage />, {
      api: api(() => answers.shift() ?? ok({ memberId: 'M1', username: 'x' })),
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('You can register at most 20 accounts in 24 hours. Try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Too many registrations were tried. Try again in 120 seconds.'),
    ).toBeInTheDocument();
  });

  it('keeps the idempotency key when the answer is lost', async () => {
    const keys: unknown[] = [];
    const answers: Array<'network-error' | ReturnType<typeof ok>> = [
      'network-error',
      ok({ memberId: 'M1', username: 'newkid1' }),
    ];
    renderAgentPage(<RegisterDownlinePage />, {
      api: api(((
        _params: unknown,
        _body: unknown,
        request: { headers: Record<string, unknown> },
      ) => {
        keys.push(request.headers['Idempotency-Key']);
        return answers.shift()!;
      }) as never),
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('The connection failed. Check your network and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/is registered under you/)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('tells an agent who may not register so', async () => {
    const info = contractInfo();
    renderAgentPage(<RegisterDownlinePage />, {
      api: api(undefined, { ...info, info: { ...info.info, canRegister: false } }),
    });
    expect(
      await screen.findByText(
        'Your account may not register downlines. Contact your upline or support.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the form cannot load and loads it on retry', async () => {
    let attempts = 0;
    renderAgentPage(<RegisterDownlinePage />, {
      api: {
        ...api(),
        [registerSettingEndpoint.path]: () => (++attempts === 1 ? fail(500, 'down') : ok(setting)),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Username/)).toBeInTheDocument();
  });

  it('solves the human verification when the platform asks for it, and sends again by itself', async () => {
    let tries = 0;
    const { bodies } = renderAgentPage(<RegisterDownlinePage />, {
      api: api(() =>
        (tries += 1) === 1
          ? fail(400, 'Please complete the verification first', { reason: 'humanCheckRequired' })
          : ok({ memberId: 'M900', username: 'newkid1' }),
      ),
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account newkid1 is registered under you.')).toBeInTheDocument();
    const sent = bodies(registerDownlineEndpoint.path) as { humanCheck?: string }[];
    expect(sent).toHaveLength(2);
    expect(sent[0]?.humanCheck).toBeUndefined();
    expect(sent[1]?.humanCheck).toBe(TEST_HUMAN_CHECK);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

import common from '../../i18n/common/en.json';
import { renderMember } from '../../test/renderMember';
import { securityApi, words } from './securityFixtures';
import { TwoFactorPanel } from './TwoFactorPanel';

const SETUP = '/wps/member/security/2fa/setup';
const ENABLE = '/wps/member/security/2fa/enable';
const DISABLE = '/wps/member/security/2fa/disable';
const label = (text: string) => new RegExp(`^${text}`);
const words2fa = words.twoFactor;

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];
const setup: FakeRoute = () =>
  ok({
    secret: SECRET,
    otpauthUri: `otpauth://totp/Demo:player01?secret=${SECRET}&issuer=Demo`,
  });

describe('TwoFactorPanel', () => {
  it('turns two-factor login on: QR code and key, a confirmation code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { bodies } = renderMember({
      api: securityApi({
        [SETUP]: setup,
        [ENABLE]: () =>
          (attempt += 1) === 1
            ? fail(400, 'The verification code is not correct', { field: 'code' })
            : ok({ recoveryCodes: RECOVERY }),
      }),
      children: <TwoFactorPanel enabled={false} />,
    });
    expect(screen.getByText(words2fa.off)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words2fa.turnOn }));
    expect(await screen.findByRole('img', { name: words2fa.qrLabel })).toBeInTheDocument();
    expect(screen.getByLabelText(words2fa.secretLabel)).toHaveTextContent(SECRET);
    await user.click(screen.getByRole('button', { name: words2fa.copySecret }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByText(common.copied)).toBeInTheDocument();

    const code = screen.getByLabelText(label(words2fa.appCode));
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: words2fa.confirmOn }));
    expect(screen.getByText(words2fa.codeInvalid)).toBeInTheDocument();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: words2fa.confirmOn }));
    expect(await screen.findByText(words2fa.codeWrong)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(screen.getByRole('button', { name: words2fa.confirmOn }));

    const codes = await screen.findByRole('list', { name: words2fa.recoveryTitle });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(screen.getByRole('heading', { name: words2fa.recoveryTitle })).toHaveFocus();
    expect(bodies(ENABLE)).toEqual([{ code: '123456' }, { code: '654321' }]);
    await user.click(screen.getByRole('button', { name: words2fa.copyCodes }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY.join('\n'));
    await user.click(screen.getByRole('button', { name: words2fa.saved }));
    expect(screen.queryByRole('list', { name: words2fa.recoveryTitle })).not.toBeInTheDocument();
  });

  it('offers to start again when the set-up was replaced', async () => {
    const { calls } = renderMember({
      api: securityApi({
        [SETUP]: setup,
        [ENABLE]: () => fail(409, 'Start the set-up first: no secret is waiting for a code'),
      }),
      children: <TwoFactorPanel enabled={false} />,
    });
    await userEvent.click(screen.getByRole('button', { name: words2fa.turnOn }));
    await userEvent.type(await screen.findByLabelText(label(words2fa.appCode)), '123456');
    await userEvent.click(screen.getByRole('button', { name: words2fa.confirmOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Start the set-up first: no secret is waiting for a code',
    );
    await userEvent.click(screen.getByRole('button', { name: words2fa.restart }));
    expect(calls(SETUP)).toHaveLength(2);
  });

  it('shows a failed set-up with a retry and a way back', async () => {
    renderMember({
      api: securityApi({
        [SETUP]: () => fail(409, 'Two-factor login is already on; turn it off first'),
      }),
      children: <TwoFactorPanel enabled={false} />,
    });
    await userEvent.click(screen.getByRole('button', { name: words2fa.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two-factor login is already on; turn it off first',
    );
    await userEvent.click(screen.getByRole('button', { name: common.cancel }));
    expect(screen.getByRole('button', { name: words2fa.turnOn })).toBeInTheDocument();
  });

  it('turns it off with a current code or a recovery code', async () => {
    let attempt = 0;
    const { bodies } = renderMember({
      api: securityApi({
        [DISABLE]: () =>
          (attempt += 1) === 1
            ? fail(400, 'The verification code is not correct', { field: 'code' })
            : ok(null),
      }),
      children: <TwoFactorPanel enabled />,
    });
    expect(screen.getByText(words2fa.on)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: words2fa.turnOff }));
    const field = screen.getByLabelText(label(words2fa.disableCode));
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: words2fa.confirmOff }));
    expect(screen.getByText(words2fa.codeOrRecoveryInvalid)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: words2fa.confirmOff }));
    expect(await screen.findByText(words2fa.codeWrong)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, ' aaaaa-11111 ');
    await userEvent.click(screen.getByRole('button', { name: words2fa.confirmOff }));
    expect(await screen.findByRole('button', { name: words2fa.turnOff })).toBeInTheDocument();
    expect(bodies(DISABLE)).toEqual([{ code: '111111' }, { code: 'aaaaa-11111' }]);
  });
});

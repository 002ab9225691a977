import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_SESSION } from 'shared-contracts';
import { decryptPayload } from 'shared-contracts/crypto';
import { fail, ok, recordCommands, TEST_PAYLOAD_SECRET } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { LoginPasswordForm } from './LoginPasswordForm';
import { securityApi, words } from './securityFixtures';

const PASSWORD = '/wps/member/password';
const label = (text: string) => new RegExp(`^${text}`);

const opened = (body: unknown) => {
  const result = decryptPayload(TEST_PAYLOAD_SECRET, body as { iv: string; data: string });
  if (!result.ok) throw new Error('undecryptable body');
  return result.sealed.payload;
};

const fill = async (old: string, next: string, confirm = next) => {
  if (old) await userEvent.type(screen.getByLabelText(label(words.password.old)), old);
  if (next) await userEvent.type(screen.getByLabelText(label(words.password.new)), next);
  if (confirm) await userEvent.type(screen.getByLabelText(label(words.password.confirm)), confirm);
  await userEvent.click(screen.getByRole('button', { name: words.password.submit }));
};

describe('LoginPasswordForm', () => {
  it('checks the SPEC section 5 rules before sending', async () => {
    const { calls } = renderMember({
      api: securityApi({ [PASSWORD]: () => ok(null) }),
      children: <LoginPasswordForm />,
    });
    await screen.findByLabelText(label(words.password.old));
    await fill('', '', '');
    expect(screen.getAllByText(words.rules.not_empty)).toHaveLength(3);
    await fill('Secret12!', 'weakpass', 'other');
    expect(
      screen.getByText(
        'Please fill in your password with 8 - 20 characters, including uppercase, lowercase, a digit and a symbol',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(words.rules.inconsistent_twice)).toBeInTheDocument();
    expect(calls(PASSWORD)).toHaveLength(0);
  });

  it('refuses a new password equal to the current one', async () => {
    renderMember({ api: securityApi(), children: <LoginPasswordForm /> });
    await screen.findByLabelText(label(words.password.old));
    await fill('Secret12!', 'Secret12!');
    expect(screen.getByText(words.password.sameAsOld)).toBeInTheDocument();
  });

  it('sends the change sealed, then ends the session and asks to log in again', async () => {
    const { host, bodies } = renderMember({
      api: securityApi({ [PASSWORD]: () => ok(null) }),
      children: <LoginPasswordForm />,
    });
    const commands = recordCommands(host, ['OpenLogin']);
    await screen.findByLabelText(label(words.password.old));
    await fill('Secret12!', 'Changed12!');
    await waitFor(() => expect(host.bus.session.get()).toEqual(GUEST_SESSION));
    expect(opened(bodies(PASSWORD)[0])).toEqual({
      oldPassword: 'Secret12!',
      newPassword: 'Changed12!',
      confirmNewPassword: 'Changed12!',
    });
    expect(host.token()).toBeNull();
    expect(commands).toEqual([{ type: 'OpenLogin', reason: 'sessionEnded' }]);
  });

  it('shows a wrong current password on its field and stays signed in', async () => {
    const { host } = renderMember({
      api: securityApi({
        [PASSWORD]: () =>
          fail(400, 'The old password is not correct', {
            field: 'oldPassword',
            key: 'old_password_wrong',
          }),
      }),
      children: <LoginPasswordForm />,
    });
    await screen.findByLabelText(label(words.password.old));
    await fill('Wrong12!', 'Changed12!');
    expect(await screen.findByText(words.rules.old_password_wrong)).toBeInTheDocument();
    expect(host.bus.session.get().status).toBe('member');
    expect(screen.getByLabelText(label(words.password.new))).toHaveValue('Changed12!');
  });
});

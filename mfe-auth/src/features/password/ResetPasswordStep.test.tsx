import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { opened } from '../../test/fixtures';
import { renderAuth } from '../../test/renderAuth';
import { LoginScreen } from '../login/LoginScreen';

const label = (text: string) => new RegExp(`^${text}`);
const RESET = '/wps/member/password/reset';

const renderLink = (answer = () => ok(null)) =>
  renderAuth({
    route: '/login?resetToken=tok-123',
    api: { [RESET]: answer },
    children: <LoginScreen />,
  });

const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  again = password,
) => {
  await user.type(await screen.findByLabelText(label(en.fields.newPassword)), password);
  await user.type(screen.getByLabelText(label(en.fields.confirmNewPassword)), again);
  await user.click(screen.getByRole('button', { name: en.reset.submit }));
};

describe('ResetPasswordStep', () => {
  it('sets the new password with the link, drops the token from the address and asks to log in', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderLink();
    expect(screen.getByRole('heading', { level: 1, name: en.reset.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(label(en.fields.newPassword))).toHaveFocus());
    await fill(user, 'Fresh1234!');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(opened(calls(RESET)[0])).toEqual({
      token: 'tok-123',
      newPassword: 'Fresh1234!',
      confirmNewPassword: 'Fresh1234!',
    });
    const form = await screen.findByRole('form', { name: en.login.title });
    expect(within(form).getByRole('status')).toHaveTextContent(en.reset.success);
  });

  it('checks both fields before sending, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = renderLink();
    await fill(user, 'Fresh1234!', 'Fresh1234?');
    const confirm = screen.getByLabelText(label(en.fields.confirmNewPassword));
    expect(confirm).toHaveAccessibleDescription(en.inconsistent_twice);
    expect(confirm).toHaveValue('Fresh1234?');
    expect(calls(RESET)).toHaveLength(0);
  });

  it('says a spent or expired link is no use and offers a new one', async () => {
    const user = userEvent.setup();
    renderLink(() =>
      fail(400, 'This password reset link has expired', { reason: 'resetLinkInvalid' }),
    );
    await fill(user, 'Fresh1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.reset_link_invalid);
    expect(screen.getByRole('button', { name: en.reset.askAgain })).toBeInTheDocument();
    expect(screen.getByLabelText(label(en.fields.newPassword))).toHaveValue('Fresh1234!');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { whitelabel } from '../../test/fixtures';
import { renderAuth } from '../../test/renderAuth';
import { ForgotPasswordModal } from './ForgotPasswordModal';

const label = (text: string) => new RegExp(`^${text}`);

const renderForgot = (api: Parameters<typeof renderAuth>[0]['api'] = {}) =>
  renderAuth({
    api: { '/wps/system/whitelabel': () => ok(whitelabel({ REGMOBVERF3: true })), ...api },
    children: <ForgotPasswordModal onClose={() => undefined} />,
  });

describe('ForgotPasswordModal', () => {
  it('takes the email complaint away once the address is corrected', async () => {
    const user = userEvent.setup();
    renderForgot();
    const dialog = await screen.findByRole('dialog', { name: en.forgot.title });
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'player01');
    const email = within(dialog).getByLabelText(label(en.fields.email));
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: en.forgot.submit }));
    expect(email).toHaveAccessibleDescription(/.+/);
    await user.type(email, '@example.com');
    expect(email).not.toHaveAccessibleDescription(/.+/);
    expect(email).toHaveValue('not-an-address@example.com');
  });

  it('does not carry a refusal of the email way over to the phone tab', async () => {
    const user = userEvent.setup();
    const { calls } = renderForgot({
      '/wps/member/password/email': () => fail(500, 'Mail server down'),
    });
    const dialog = await screen.findByRole('dialog', { name: en.forgot.title });
    await user.type(within(dialog).getByLabelText(label(en.fields.username)), 'player01');
    await user.type(within(dialog).getByLabelText(label(en.fields.email)), 'p@example.com');
    await user.click(within(dialog).getByRole('button', { name: en.forgot.submit }));
    await waitFor(() => expect(calls('/wps/member/password/email')).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: en.forgot.byPhone }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: en.forgot.byEmail }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

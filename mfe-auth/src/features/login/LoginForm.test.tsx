import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { whitelabel } from '../../test/fixtures';
import { renderAuth } from '../../test/renderAuth';
import { LoginForm } from './LoginForm';

const label = (text: string) => new RegExp(`^${text}`);

describe('LoginForm', () => {
  it('takes a field complaint away as soon as that field is typed in, and keeps the others', async () => {
    const user = userEvent.setup();
    renderAuth({ children: <LoginForm onRegister={() => undefined} /> });
    const form = await screen.findByRole('form', { name: en.login.title });
    await user.click(within(form).getByRole('button', { name: en.login.submit }));
    const username = within(form).getByLabelText(label(en.fields.username));
    const password = within(form).getByLabelText(label(en.fields.password));
    expect(username).toHaveAccessibleDescription(en.not_empty);
    expect(password).toHaveAccessibleDescription(en.not_empty);
    expect(within(form).getByRole('alert')).toHaveTextContent(en.username_password_required);
    expect(username).toHaveAttribute('placeholder', `${en.fields.username} ＊`);
    await user.type(username, 'p');
    expect(username).not.toHaveAccessibleDescription(en.not_empty);
    expect(password).toHaveAccessibleDescription(en.not_empty);
    expect(username).toHaveValue('p');
  });

  it('leaves the complaints of one login way behind when the other tab opens', async () => {
    const user = userEvent.setup();
    renderAuth({ children: <LoginForm onRegister={() => undefined} /> });
    const form = await screen.findByRole('form', { name: en.login.title });
    await user.click(within(form).getByRole('button', { name: en.login.submit }));
    expect(within(form).getAllByText(en.not_empty)).toHaveLength(2);
    await user.click(await within(form).findByRole('tab', { name: en.login.bySms }));
    expect(within(form).queryByText(en.not_empty)).not.toBeInTheDocument();
  });

  it('offers the way to registration only where the brand opens it (DIRECTREG3)', async () => {
    renderAuth({ children: <LoginForm onRegister={() => undefined} /> });
    const form = await screen.findByRole('form', { name: en.login.title });
    expect(
      await within(form).findByRole('button', { name: en.login.registerLink }),
    ).toBeInTheDocument();
  });

  it('hides the way to registration when the brand closes it', async () => {
    renderAuth({
      api: { '/wps/system/whitelabel': () => ok(whitelabel({ DIRECTREG3: false })) },
      children: <LoginForm onRegister={() => undefined} />,
    });
    const form = await screen.findByRole('form', { name: en.login.title });
    // The flags have arrived once the SMS tab (MOBILEVERCODELOGIN3) shows.
    await within(form).findByRole('tab', { name: en.login.bySms });
    expect(within(form).queryByRole('button', { name: en.login.registerLink })).toBeNull();
  });
});

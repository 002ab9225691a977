import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from 'shared-ui/testing';

import common from '../../i18n/common/en.json';
import { renderMember } from '../../test/renderMember';
import { securityApi, words } from './securityFixtures';
import { WithdrawalPasswordForm } from './WithdrawalPasswordForm';

const WITHDRAWAL = '/wps/member/security/withdrawal-password';
const label = (text: string) => new RegExp(`^${text}`);

describe('WithdrawalPasswordForm', () => {
  it('sets a first password without asking for an old one', async () => {
    const { bodies } = renderMember({
      api: securityApi({ [WITHDRAWAL]: () => ok(null) }),
      children: <WithdrawalPasswordForm isSet={false} />,
    });
    expect(screen.queryByLabelText(label(words.withdrawal.old))).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(label(words.withdrawal.new)), '12a3456');
    await userEvent.type(screen.getByLabelText(label(words.withdrawal.confirm)), '123456');
    await userEvent.click(screen.getByRole('button', { name: words.withdrawal.submitSet }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.withdrawal.set);
    // Digits only: the letter never got in.
    expect(bodies(WITHDRAWAL)).toEqual([{ newPassword: '123456', confirmNewPassword: '123456' }]);
    expect(screen.getByLabelText(label(words.withdrawal.new))).toHaveValue('');
  });

  it('checks the 6 digits and the confirmation', async () => {
    const { calls } = renderMember({
      api: securityApi({ [WITHDRAWAL]: () => ok(null) }),
      children: <WithdrawalPasswordForm isSet />,
    });
    await userEvent.type(await screen.findByLabelText(label(words.withdrawal.new)), '123');
    await userEvent.type(screen.getByLabelText(label(words.withdrawal.confirm)), '124');
    await userEvent.click(screen.getByRole('button', { name: words.withdrawal.submitChange }));
    expect(screen.getByText(common.withdrawalPasswordInvalid)).toBeInTheDocument();
    expect(screen.getByText('Digits only, 6 digits')).toBeInTheDocument();
    expect(screen.getByText(words.rules.inconsistent_twice)).toBeInTheDocument();
    expect(calls(WITHDRAWAL)).toHaveLength(0);
  });

  it('changes it with the old one and shows a wrong old one on its field', async () => {
    let attempt = 0;
    const { bodies } = renderMember({
      api: securityApi({
        [WITHDRAWAL]: () =>
          (attempt += 1) === 1
            ? fail(400, 'The withdrawal password is not correct', {
                field: 'withdrawalPassword',
                reason: 'withdrawalPasswordWrong',
              })
            : ok(null),
      }),
      children: <WithdrawalPasswordForm isSet />,
    });
    const old = await screen.findByLabelText(label(words.withdrawal.old));
    await userEvent.type(old, '111111');
    await userEvent.type(screen.getByLabelText(label(words.withdrawal.new)), '222222');
    await userEvent.type(screen.getByLabelText(label(words.withdrawal.confirm)), '222222');
    await userEvent.click(screen.getByRole('button', { name: words.withdrawal.submitChange }));
    expect(await screen.findByText(words.withdrawal.oldWrong)).toBeInTheDocument();
    expect(screen.getByLabelText(label(words.withdrawal.new))).toHaveValue('222222');
    await userEvent.clear(old);
    await userEvent.type(old, '333333');
    await userEvent.click(screen.getByRole('button', { name: words.withdrawal.submitChange }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.withdrawal.changed);
    expect(bodies(WITHDRAWAL)[1]).toEqual({
      oldPassword: '333333',
      newPassword: '222222',
      confirmNewPassword: '222222',
    });
  });

  it('says when the platform locks the guesses', async () => {
    renderMember({
      api: securityApi({
        [WITHDRAWAL]: () => fail(429, 'Too many requests', { retryAfter: 300 }),
      }),
      children: <WithdrawalPasswordForm isSet />,
    });
    await userEvent.type(await screen.findByLabelText(label(words.withdrawal.old)), '111111');
    await userEvent.type(screen.getByLabelText(label(words.withdrawal.new)), '222222');
    await userEvent.type(screen.getByLabelText(label(words.withdrawal.confirm)), '222222');
    await userEvent.click(screen.getByRole('button', { name: words.withdrawal.submitChange }));
    expect(await screen.findByRole('alert')).toHaveTextContent(common.tooManyAttempts);
  });
});

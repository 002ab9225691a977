import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from 'shared-ui/testing';

import common from '../../i18n/common/en.json';
import { renderMember } from '../../test/renderMember';
import { PayoutAccounts } from './PayoutAccounts';
import { securityApi, testAccount, testAccountList, words } from './securityFixtures';

const ACCOUNTS = '/wps/member/payout-accounts';
const label = (text: string) => new RegExp(`^${text}`);

describe('PayoutAccounts', () => {
  it('lists bound accounts masked, with the payee', async () => {
    renderMember({
      api: securityApi({ [ACCOUNTS]: () => ok(testAccountList([testAccount()])) }),
      children: <PayoutAccounts realName="Somchai Jaidee" />,
    });
    const list = await screen.findByRole('list', { name: words.accounts.title });
    expect(within(list).getByText('Kasikorn Bank')).toBeInTheDocument();
    expect(within(list).getByText('**** 4321')).toBeInTheDocument();
    expect(within(list).getByText('Somchai Jaidee')).toBeInTheDocument();
  });

  it('says when nothing is bound and shows the payee name filled in', async () => {
    renderMember({ api: securityApi(), children: <PayoutAccounts realName="Somchai Jaidee" /> });
    expect(await screen.findByText(words.accounts.empty)).toBeInTheDocument();
    const payee = screen.getByLabelText(words.accounts.payee);
    expect(payee).toHaveValue('Somchai Jaidee');
    expect(payee).toHaveAttribute('readonly');
    expect(screen.getByText(words.accounts.payeeHint)).toBeInTheDocument();
  });

  it('asks for the real name first when the profile has none', async () => {
    renderMember({ api: securityApi(), children: <PayoutAccounts realName={null} /> });
    expect(await screen.findByText(words.accounts.realNameFirst)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.accounts.add })).not.toBeInTheDocument();
  });

  it('checks the provider and the number of each type before binding', async () => {
    const { bodies } = renderMember({
      api: securityApi(),
      children: <PayoutAccounts realName="Somchai Jaidee" />,
    });
    await userEvent.click(await screen.findByRole('button', { name: words.accounts.add }));
    expect(screen.getByText(words.accounts.providerRequired)).toBeInTheDocument();
    expect(screen.getByText(common.required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(label(words.accounts.number.bank)), '12ab');
    await userEvent.click(screen.getByRole('button', { name: words.accounts.add }));
    expect(screen.getByText(words.accounts.numberInvalid.bank)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: words.accounts.types.ewallet }));
    expect(
      within(screen.getByLabelText(words.accounts.provider.ewallet)).getAllByRole('option'),
    ).toHaveLength(2);
    // Nothing was posted: only the list was read.
    expect(bodies(ACCOUNTS).filter(Boolean)).toHaveLength(0);
  });

  it('binds an account with the real name as payee and lists it', async () => {
    let list = testAccountList();
    const { bodies } = renderMember({
      api: securityApi({
        [ACCOUNTS]: (_params, body, { method }) => {
          if (method === 'POST') {
            const account = testAccount({ maskedNumber: '**** 7890' });
            list = testAccountList([account]);
            return ok(account);
          }
          return ok(list);
        },
      }),
      children: <PayoutAccounts realName="Somchai Jaidee" />,
    });
    await userEvent.selectOptions(
      await screen.findByLabelText(words.accounts.provider.bank),
      'KBANK',
    );
    await userEvent.type(screen.getByLabelText(label(words.accounts.number.bank)), '123-456 7890');
    await userEvent.click(screen.getByRole('button', { name: words.accounts.add }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.accounts.added);
    expect(bodies(ACCOUNTS).filter(Boolean)).toEqual([
      { type: 'bank', provider: 'KBANK', accountNumber: '1234567890', payeeName: 'Somchai Jaidee' },
    ]);
    expect(await screen.findByText('**** 7890')).toBeInTheDocument();
    expect(screen.getByLabelText(label(words.accounts.number.bank))).toHaveValue('');
  });

  it('shows the refusal of a payee that is not the real name', async () => {
    renderMember({
      api: securityApi({
        [ACCOUNTS]: (_params, _body, { method }) =>
          method === 'POST'
            ? fail(400, 'The payee name must be your real name', {
                field: 'payeeName',
                reason: 'payeeNameMismatch',
              })
            : ok(testAccountList()),
      }),
      children: <PayoutAccounts realName="Somchai Jaidee" />,
    });
    await userEvent.selectOptions(
      await screen.findByLabelText(words.accounts.provider.bank),
      'SCB',
    );
    await userEvent.type(screen.getByLabelText(label(words.accounts.number.bank)), '1234567');
    await userEvent.click(screen.getByRole('button', { name: words.accounts.add }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.accounts.payeeMismatch);
  });

  it('stops adding a type that has the most accounts allowed', async () => {
    renderMember({
      api: securityApi({
        [ACCOUNTS]: () => ok(testAccountList([testAccount(), testAccount({ accountId: 'acc-2' })])),
      }),
      children: <PayoutAccounts realName="Somchai Jaidee" />,
    });
    expect(
      await screen.findByText(
        'You have bound the most accounts of this type (2). Delete one to add another.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.accounts.add })).toBeDisabled();
  });

  it('deletes an account only after the confirmation', async () => {
    let list = testAccountList([testAccount()]);
    const { calls } = renderMember({
      api: securityApi({
        [ACCOUNTS]: (_params, _body, { method }) => {
          if (method === 'DELETE') {
            list = testAccountList();
            return ok(null);
          }
          return ok(list);
        },
      }),
      children: <PayoutAccounts realName="Somchai Jaidee" />,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Kasikorn Bank **** 4321' }),
    );
    const dialog = screen.getByRole('dialog', { name: words.accounts.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: common.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('**** 4321')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kasikorn Bank **** 4321' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: common.delete }),
    );
    expect(await screen.findByText(words.accounts.empty)).toBeInTheDocument();
    expect(calls(ACCOUNTS)).toContainEqual({ accountId: 'acc-1' });
  });

  it('shows why an account cannot be deleted and keeps it', async () => {
    renderMember({
      api: securityApi({
        [ACCOUNTS]: (_params, _body, { method }) =>
          method === 'DELETE'
            ? fail(409, 'This account has a withdrawal in progress')
            : ok(testAccountList([testAccount()])),
      }),
      children: <PayoutAccounts realName="Somchai Jaidee" />,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Kasikorn Bank **** 4321' }),
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: common.delete }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account has a withdrawal in progress',
    );
    await waitFor(() => expect(screen.getByText('**** 4321')).toBeInTheDocument());
  });
});

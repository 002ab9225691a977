import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from 'shared-ui/testing';

import common from '../../i18n/common/en.json';
import { renderMember } from '../../test/renderMember';
import { securityApi, testProfile, words } from './securityFixtures';

describe('SecurityCenterPage', () => {
  it('opens My account at the profile and moves between its sections', async () => {
    renderMember({
      route: '/?mc=securityCenter',
      api: securityApi({}, testProfile({ withdrawalPasswordSet: true, twoFactorEnabled: true })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const tabs = await within(dialog).findByRole('tablist', { name: words.sections.label });
    expect(within(dialog).getByText('player01')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nickname/)).toHaveValue('Lucky');

    await userEvent.click(within(tabs).getByRole('tab', { name: words.sections.passwords }));
    expect(
      within(dialog).getByRole('button', { name: words.withdrawal.submitChange }),
    ).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: words.sections.accounts }));
    expect(await within(dialog).findByText(words.accounts.empty)).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: words.sections.twoFactor }));
    expect(
      within(dialog).getByRole('button', { name: words.twoFactor.turnOff }),
    ).toBeInTheDocument();
  });

  it('keeps what was typed when the player switches sections and comes back', async () => {
    renderMember({ route: '/?mc=securityCenter', api: securityApi({}, testProfile()) });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const tabs = await within(dialog).findByRole('tablist', { name: words.sections.label });
    const nickname = within(dialog).getByLabelText(/^Nickname/);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Lucky Star');

    await userEvent.click(within(tabs).getByRole('tab', { name: words.sections.passwords }));
    expect(nickname).not.toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: words.sections.profile }));
    expect(within(dialog).getByLabelText(/^Nickname/)).toHaveValue('Lucky Star');
  });

  it('shows a failed profile with a retry that loads it', async () => {
    let attempt = 0;
    renderMember({
      api: securityApi({
        '/wps/member/profile': () =>
          (attempt += 1) === 1 ? fail(500, 'Server error') : ok(testProfile()),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: common.retry }));
    expect(await screen.findByText('player01')).toBeInTheDocument();
  });
});

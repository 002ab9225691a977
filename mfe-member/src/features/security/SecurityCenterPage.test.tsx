import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

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

  it('shows the saved profile from the answer: the form compares with it, without a reload', async () => {
    const user = userEvent.setup();
    // The profile read keeps answering the profile from before: only the save's answer, put in
    // the profile cache the page reads, can make the saved values the form's starting point.
    const before = testProfile();
    const profile: FakeRoute = (_params, body, request) =>
      request.method === 'PUT' ? ok({ ...before, ...(body as object) }) : ok(before);
    const { bodies } = renderMember({
      route: '/?mc=securityCenter',
      api: securityApi({ '/wps/member/profile': profile }, before),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const nickname = await within(dialog).findByLabelText(/^Nickname/);
    const source = within(dialog).getByLabelText(words.profile.sourceOfIncome);
    expect(within(source).getByRole('option', { name: words.profile.choose })).toBeInTheDocument();
    await user.clear(nickname);
    await user.type(nickname, 'Lucky Star');
    await user.selectOptions(source, words.profile.sources.pension);
    await user.click(within(dialog).getByRole('button', { name: common.save }));
    expect(await within(dialog).findByText(words.profile.saved)).toBeInTheDocument();
    expect(bodies('/wps/member/profile').filter(Boolean)).toEqual([
      { nickname: 'Lucky Star', sourceOfIncome: 'pension' },
    ]);

    // A source of income once saved cannot be emptied: the empty choice is gone.
    expect(
      within(source).queryByRole('option', { name: words.profile.choose }),
    ).not.toBeInTheDocument();
    expect(source).toHaveValue('pension');
    expect(nickname).toHaveValue('Lucky Star');
    // Saving again sends nothing: the saved values are the profile now.
    await user.click(within(dialog).getByRole('button', { name: common.save }));
    expect(await within(dialog).findByText(words.profile.nothingChanged)).toBeInTheDocument();
    expect(bodies('/wps/member/profile').filter(Boolean)).toHaveLength(1);
    expect(bodies('/wps/member/profile').filter((body) => body === undefined)).toHaveLength(1);
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

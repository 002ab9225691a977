import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Avatar,
  avatarSetEndpoint,
  chooseMemberIconEndpoint,
  memberIconEndpoint,
} from 'shared-contracts';
import { createFakeHost, fail, ok, testMember } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { securityApi, testProfile } from './securityFixtures';

const AVATARS: Avatar[] = [1, 2, 3, 4].map((n) => ({
  id: `a0${n}`,
  url: `/assets/avatars/a0${n}.svg`,
}));

const setup = (
  choose = (avatarId: string) => ok({ avatar: AVATARS.find((a) => a.id === avatarId) }),
) => {
  const host = createFakeHost({ member: testMember() });
  const view = renderMember({
    host,
    api: {
      ...securityApi({}, testProfile()),
      [avatarSetEndpoint.path]: () => ok({ list: AVATARS }),
      [memberIconEndpoint.path]: (_params, body) =>
        body ? choose((body as { avatarId: string }).avatarId) : ok({ avatar: AVATARS[1] }),
    },
  });
  return { ...view, host };
};

// The pictures arrive from a query: on a loaded runner that can take longer than 1 s.
const group = () =>
  screen.findByRole(
    'group',
    { name: 'Choose the picture shown in the header' },
    { timeout: 10_000 },
  );

describe('AvatarChooser', () => {
  it('checks the current avatar and saves another chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const { host, bodies } = setup();
    const avatars = await group();
    await waitFor(() =>
      expect(within(avatars).getByRole('radio', { name: 'Avatar 2' })).toBeChecked(),
    );
    const save = screen.getByRole('button', { name: 'Save avatar' });
    expect(save).toBeDisabled();

    within(avatars).getByRole('radio', { name: 'Avatar 2' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(avatars).getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
    await user.click(save);
    expect(await screen.findByText('Your avatar was saved.')).toBeInTheDocument();
    expect(bodies(chooseMemberIconEndpoint.path).filter(Boolean)).toEqual([{ avatarId: 'a03' }]);
    expect(host.bus.avatar.get()).toEqual(AVATARS[2]);
  });

  it('keeps the saved avatar as the current one from the answer, without reading the icon again', async () => {
    const user = userEvent.setup();
    // The icon read keeps answering Avatar 2: only the save's answer, put in the icon cache the
    // chooser reads, can make Avatar 4 the current one.
    const { bodies } = setup();
    const avatars = await group();
    await waitFor(() =>
      expect(within(avatars).getByRole('radio', { name: 'Avatar 2' })).toBeChecked(),
    );
    await user.click(within(avatars).getByRole('radio', { name: 'Avatar 4' }));
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('Your avatar was saved.')).toBeInTheDocument();
    expect(within(avatars).getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
    expect(within(avatars).getByRole('radio', { name: 'Avatar 2' })).not.toBeChecked();
    // Nothing left to save: the saved avatar is the current one.
    expect(screen.getByRole('button', { name: 'Save avatar' })).toBeDisabled();
    expect(bodies(memberIconEndpoint.path).filter((body) => body === undefined)).toHaveLength(1);
  });

  it('keeps the choice and says why when saving fails', async () => {
    const user = userEvent.setup();
    const { host } = setup(() => fail(400, 'This avatar is not in the set', null));
    const avatars = await group();
    await user.click(within(avatars).getByRole('radio', { name: 'Avatar 4' }));
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('This avatar is not in the set')).toBeInTheDocument();
    expect(within(avatars).getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
    expect(host.bus.avatar.get()).toBeNull();
  });
});

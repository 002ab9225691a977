import { act, fireEvent, screen } from '@testing-library/react';

import { fakeMember } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { AccountMenu } from './AccountMenu';

const avatarButton = () => screen.getByRole('button', { name: 'Account menu' });
/** The initial drawn in place of a picture (not text: the button's name need not hold it). */
const initial = () => avatarButton().querySelector('[data-initial]');

describe('the header avatar', () => {
  it('shows the chosen avatar image instead of the initial', async () => {
    renderWithHost(<AccountMenu member={fakeMember()} />, {
      api: {
        '/wps/member/info/icon': () => ({
          avatar: { id: 'a03', url: '/assets/avatars/a03.svg' },
        }),
      },
    });
    const image = await screen.findByRole('presentation');
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/assets\/avatars\/a03\.svg$/));
    expect(initial()).toBeNull();
  });

  it('falls back to the initial when the image fails, and follows a new choice', async () => {
    const { host } = renderWithHost(<AccountMenu member={fakeMember()} />, {
      api: {
        '/wps/member/info/icon': () => ({
          avatar: { id: 'a03', url: '/assets/avatars/a03.svg' },
        }),
      },
    });
    fireEvent.error(await screen.findByRole('presentation'));
    expect(initial()).toHaveAttribute('data-initial', 'L');
    act(() => host.bus.avatar.set({ id: 'a05', url: '/assets/avatars/a05.svg' }));
    expect(screen.getByRole('presentation')).toHaveAttribute('data-avatar', 'a05');
  });

  it('shows the initial when the member has no avatar, and empties the channel on leaving', async () => {
    const { host, unmount } = renderWithHost(<AccountMenu member={fakeMember()} />, {
      api: { '/wps/member/info/icon': () => ({ avatar: null }) },
    });
    expect(initial()).toHaveAttribute('data-initial', 'L');
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    act(() => host.bus.avatar.set({ id: 'a05', url: '/assets/avatars/a05.svg' }));
    unmount();
    expect(host.bus.avatar.get()).toBeNull();
  });
});

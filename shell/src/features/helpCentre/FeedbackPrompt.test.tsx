import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusCommand } from 'shared-contracts';

import { fakeMember } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { FeedbackPrompt } from './FeedbackPrompt';

describe('FeedbackPrompt', () => {
  it('opens the login popup for a guest and the feedback page for a member', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<FeedbackPrompt />);
    const seen: BusCommand[] = [];
    host.bus.on('OpenLogin').subscribe((command) => seen.push(command));
    host.bus.on('OpenMemberCentre').subscribe((command) => seen.push(command));

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(seen).toEqual([{ type: 'OpenLogin' }]);

    act(() => host.bus.session.set({ status: 'member', member: fakeMember() }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(seen.at(-1)).toEqual({ type: 'OpenMemberCentre', page: 'feedback' });
  });
});

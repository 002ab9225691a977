import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusCommand } from 'shared-contracts';

import { renderWithHost } from '../../testing/renderWithHost';
import { FeedbackPrompt } from './FeedbackPrompt';

describe('FeedbackPrompt', () => {
  it('asks the member centre for the feedback page, which logs a guest in first', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<FeedbackPrompt />);
    const seen: BusCommand[] = [];
    host.bus.on('OpenMemberCentre').subscribe((command) => seen.push(command));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(seen).toEqual([{ type: 'OpenMemberCentre', page: 'feedback' }]);
  });
});

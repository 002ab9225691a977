import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithHost } from '../../testing/renderWithHost';
import { SaferGamblingPage } from './SaferGamblingPage';

test('explains the limits and opens the member centre at responsible gaming', async () => {
  const { host } = renderWithHost(<SaferGamblingPage />);
  const published: unknown[] = [];
  host.bus.on('OpenMemberCentre').subscribe((command) => published.push(command));
  expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  expect(screen.getByText('Self-exclusion')).toBeInTheDocument();
  expect(screen.getByText(/applies only after 24 hours/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Set my limits' }));
  expect(published).toEqual([{ type: 'OpenMemberCentre', page: 'responsibleGaming' }]);
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentAnnouncementsEndpoint } from 'shared-contracts/agent';
import { fail, ok } from 'shared-ui/testing';

import { renderAgentPage } from '../../test/renderAgent';
import { AnnouncementPage } from './AnnouncementPage';

const announcement = {
  id: 'A1',
  title: 'New commission tiers',
  html: '<p>Rates go up on <strong>1 April</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  publishedAt: Date.UTC(2025, 2, 1, 4),
};

describe('AnnouncementPage', () => {
  it('shows each announcement with its sanitised HTML', async () => {
    const { container } = renderAgentPage(<AnnouncementPage />, {
      api: { [agentAnnouncementsEndpoint.path]: () => ok({ items: [announcement] }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'New commission tiers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 April').tagName).toBe('STRONG');
    expect(container.ownerDocument.querySelector('script')).toBeNull();
    expect(container.ownerDocument.querySelector('[onerror]')).toBeNull();
  });

  it('says when there is none', async () => {
    renderAgentPage(<AnnouncementPage />, {
      api: { [agentAnnouncementsEndpoint.path]: () => ok({ items: [] }) },
    });
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
  });

  it('shows the loading state, then a failure with retry', async () => {
    let attempts = 0;
    renderAgentPage(<AnnouncementPage />, {
      api: {
        [agentAnnouncementsEndpoint.path]: () =>
          ++attempts === 1 ? fail(500, 'down') : ok({ items: [announcement] }),
      },
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'New commission tiers' }),
    ).toBeInTheDocument();
  });
});

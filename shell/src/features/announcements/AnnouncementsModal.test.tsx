import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTICE_PAGE_SIZE } from 'shared-contracts';

import { renderWithHost } from '../../testing/renderWithHost';
import { AnnouncementsModal } from './AnnouncementsModal';

const notices = Array.from({ length: 20 }, (_, index) => ({
  id: `n${index + 1}`,
  type: 'B' as const,
  title: `Notice ${index + 1}`,
  content: `<p>Body ${index + 1}</p><script>window.hacked = true</script>`,
  createTime: new Date(2024, 0, index + 1, 9, 30, 0).getTime(),
}));

const noticePage = ({ pageNo, pageSize }: Record<string, unknown>) => {
  const page = Number(pageNo);
  const size = Number(pageSize);
  return {
    list: notices.slice((page - 1) * size, page * size),
    total: notices.length,
    totalPages: Math.ceil(notices.length / size),
    pageNo: page,
  };
};

describe('AnnouncementsModal', () => {
  it('lists nine titles per page and shows the selected one with its date and safe content', async () => {
    const user = userEvent.setup();
    const { client } = renderWithHost(<AnnouncementsModal onClose={() => undefined} />, {
      api: { '/wps/system/notice': noticePage },
    });
    const list = await screen.findByRole('list', { name: 'Announcement titles' });
    expect(within(list).getAllByRole('button')).toHaveLength(NOTICE_PAGE_SIZE);
    expect(client.calls.find((call) => call.path === '/wps/system/notice')?.input).toMatchObject({
      pageNo: 1,
      pageSize: 9,
    });

    await user.click(within(list).getByRole('button', { name: /Notice 2/ }));
    const article = screen.getByRole('article', { name: 'Notice 2' });
    expect(within(article).getByText('2024-01-02 09:30:00')).toBeInTheDocument();
    expect(within(article).getByText('Body 2')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
  });

  it('pages through the announcements', async () => {
    const user = userEvent.setup();
    renderWithHost(<AnnouncementsModal onClose={() => undefined} />, {
      api: { '/wps/system/notice': noticePage },
    });
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    const list = await screen.findByRole('list', { name: 'Announcement titles' });
    expect(await within(list).findByRole('button', { name: /Notice 19/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(2);
  });

  it('says so when there are no announcements', async () => {
    renderWithHost(<AnnouncementsModal onClose={() => undefined} />);
    expect(await screen.findByText('There are no announcements right now.')).toBeInTheDocument();
  });

  it('shows an error with retry when the announcements fail', async () => {
    renderWithHost(<AnnouncementsModal onClose={() => undefined} />, {
      api: {
        '/wps/system/notice': () => {
          throw new Error('down');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Announcements could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

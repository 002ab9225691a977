import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deleteMessagesEndpoint,
  markMessagesReadEndpoint,
  type MemberMessage,
  memberMessageEndpoint,
  memberMessagesEndpoint,
} from 'shared-contracts';
import { createFakeHost, fail, type FakeRoute, ok, testMember } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { WithRemoteFreshness } from '../../test/WithRemoteFreshness';
import { MemberCentre } from '../centre/MemberCentre';

const message = (n: number, overrides: Partial<MemberMessage> = {}): MemberMessage => ({
  id: `m${n}`,
  category: n % 2 === 0 ? 'promotion' : 'system',
  title: `Notice ${n}`,
  broadcast: false,
  read: n > 3,
  createdAt: Date.UTC(2026, 2, 5, 10, n),
  bodyHtml: `<p>Body of notice ${n}</p>`,
  language: 'EN',
  ...overrides,
});

/** A small inbox on the fake platform: lists, reads (marking read), marks all and deletes. */
const inbox = (messages: MemberMessage[]) => {
  const state = messages.map((item) => ({ ...item }));
  const unread = () => state.filter((item) => !item.read).length;
  const routes: Record<string, FakeRoute> = {
    [memberMessagesEndpoint.path]: (params) => {
      const rows = state
        .filter((item) => !params.category || item.category === params.category)
        .filter((item) => params.status !== 'unread' || !item.read);
      const size = Number(params.pageSize);
      const pageNo = Number(params.pageNo);
      const list = rows
        .slice((pageNo - 1) * size, pageNo * size)
        .map(({ bodyHtml: _body, language: _language, ...summary }) => summary);
      return ok({
        page: { list, total: rows.length, totalPages: Math.ceil(rows.length / size), pageNo },
        unReadCount: unread(),
      });
    },
    [memberMessageEndpoint.path]: (params) => {
      const found = state.find((item) => item.id === params.id);
      if (!found) return fail(404, 'This message does not exist', { reason: 'notFound' });
      found.read = true;
      return ok({ message: found, unReadCount: unread() });
    },
    [markMessagesReadEndpoint.path]: () => {
      const changed = unread();
      for (const item of state) item.read = true;
      return ok({ changed, unReadCount: 0 });
    },
    [deleteMessagesEndpoint.path]: (_params, body) => {
      const { ids } = body as { ids: string[] };
      for (const id of ids)
        state.splice(
          state.findIndex((item) => item.id === id),
          1,
        );
      return ok({ changed: ids.length, unReadCount: unread() });
    },
  };
  return { state, routes };
};

const setup = (messages = [1, 2, 3, 4, 5].map((n) => message(n)), search = '') => {
  const fake = inbox(messages);
  const host = createFakeHost({ member: testMember() });
  const view = renderMember({ route: `/?mc=messageV2${search}`, api: fake.routes, host });
  return { ...view, ...fake, host };
};

const list = () => screen.findByRole('list', { name: 'Messages' });
const row = async (title: string) =>
  within(await list()).getByRole('button', { name: new RegExp(title) });

/** Every cached page of the inbox: its ids, and whether it was marked out of date. */
const cachedPages = (cache: QueryClient) =>
  cache
    .getQueryCache()
    .findAll({ queryKey: ['member', 'messages', memberMessagesEndpoint.path] })
    .map((query) => ({
      ids: (query.state.data as { page: { list: MemberMessage[] } }).page.list.map(
        (item) => item.id,
      ),
      invalidated: query.state.isInvalidated,
    }));

/** The titles of the inbox rows on screen. */
const titles = async () =>
  within(await list())
    .getAllByRole('button')
    .map((button) => /Notice \d+/.exec(button.textContent ?? '')?.[0]);

describe('MessagesPage', () => {
  it('lists the messages with the unread ones marked and counted', async () => {
    const { calls } = setup();
    expect(await row('Notice 1')).toHaveClass('unread');
    expect(await row('Notice 1')).toHaveAccessibleName(/Unread/);
    expect(await row('Notice 4')).not.toHaveClass('unread');
    expect(await row('Notice 4')).not.toHaveAccessibleName(/Unread/);
    expect(screen.getByText('Unread: 3')).toBeInTheDocument();
    expect(calls(memberMessagesEndpoint.path)).toEqual([{ pageNo: '1', pageSize: '10' }]);
  });

  it('filters by category and to unread ones, through the address', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await list();
    await user.click(screen.getByRole('tab', { name: 'Promotions' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('button'),
      ).toHaveLength(2),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() =>
      expect(calls(memberMessagesEndpoint.path).at(-1)).toEqual({
        category: 'promotion',
        status: 'unread',
        pageNo: '1',
        pageSize: '10',
      }),
    );
    expect(await row('Notice 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notice 4/ })).not.toBeInTheDocument();
  });

  it('opens a message with its body sanitised, marks it read and counts one fewer', async () => {
    const user = userEvent.setup();
    setup([
      message(1, {
        bodyHtml:
          '<p>Hello <strong>there</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
      message(2),
    ]);
    await user.click(await row('Notice 1'));
    const heading = await screen.findByRole('heading', { name: 'Notice 1' });
    const article = heading.closest('article') as HTMLElement;
    expect(within(article).getByText('there')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(screen.getByText('Unread: 1')).toBeInTheDocument());
    await waitFor(async () => expect(await row('Notice 1')).not.toHaveClass('unread'));
    expect(await row('Notice 1')).toHaveAttribute('aria-current', 'true');
  });

  it('marks every message read', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await user.click(button);
    await waitFor(() => expect(screen.getByText('Unread: 0')).toBeInTheDocument());
    expect(calls(markMessagesReadEndpoint.path)).toEqual([{ all: true }]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('deletes a message only after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await row('Notice 2'));
    await screen.findByRole('heading', { name: 'Notice 2' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this message? This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls(deleteMessagesEndpoint.path)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Notice 2/ })).not.toBeInTheDocument(),
    );
    expect(calls(deleteMessagesEndpoint.path)).toEqual([{ ids: ['m2'] }]);
    expect(screen.queryByRole('heading', { name: 'Notice 2' })).not.toBeInTheDocument();
    // The deleted message is not asked for again (it would answer 404).
    expect(calls(memberMessageEndpoint.path)).toEqual([{ id: 'm2' }]);
  });

  it('takes a deleted message out of the cached inbox, the page shown and the pages not shown', async () => {
    const user = userEvent.setup();
    const fake = inbox(Array.from({ length: 14 }, (_, i) => message(i + 1)));
    let cache: QueryClient | undefined;
    renderMember({
      route: '/?mc=messageV2&msg=m2',
      api: fake.routes,
      children: (
        <WithRemoteFreshness onCache={(given) => (cache = given)}>
          <MemberCentre />
        </WithRemoteFreshness>
      ),
    });
    await screen.findByRole('heading', { name: 'Notice 2' });
    // Reading it refreshed the lists (it is read now).
    await waitFor(async () => expect(await row('Notice 2')).not.toHaveClass('unread'));
    // Page 2 is read with the message still open, then left: it stays in the cache, fresh.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect((await titles())[0]).toBe('Notice 11'));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(async () => expect((await titles())[0]).toBe('Notice 1'));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    await waitFor(async () => expect(await titles()).not.toContain('Notice 2'));
    expect(await titles()).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => `Notice ${n}`));
    // The page not shown holds the message's old neighbours until read again: it is marked so.
    expect(cachedPages(cache!)).toContainEqual({
      ids: ['m11', 'm12', 'm13', 'm14'],
      invalidated: true,
    });
    // Within the inbox's freshness, page 2 is read again: Notice 11 moved to page 1.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () =>
      expect(await titles()).toEqual(['Notice 12', 'Notice 13', 'Notice 14']),
    );
  });

  it('pages through the inbox', async () => {
    const user = userEvent.setup();
    const { calls } = setup(Array.from({ length: 14 }, (_, i) => message(i + 1)));
    await list();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await row('Notice 14')).toBeInTheDocument();
    expect(calls(memberMessagesEndpoint.path).at(-1)).toMatchObject({ pageNo: '2' });
  });

  it('says when there is nothing to read', async () => {
    setup([]);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    const user = userEvent.setup();
    const fake = inbox([message(1)]);
    let failing = true;
    renderMember({
      route: '/?mc=messageV2',
      api: {
        ...fake.routes,
        [memberMessagesEndpoint.path]: (...args) =>
          failing
            ? fail(503, 'Down for a moment')
            : fake.routes[memberMessagesEndpoint.path]!(...args),
      },
    });
    expect(await screen.findByText('Down for a moment')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('Notice 1')).toBeInTheDocument();
  });

  it('shows a message sent by ops the moment the platform pushes it', async () => {
    const { state, host } = setup();
    await list();
    state.unshift(message(9, { title: 'Fresh from ops', read: false }));
    act(() => host.bus.push({ type: 'memberMessages', unReadCount: 4, arrived: 'm9' }));
    expect(await screen.findByRole('button', { name: /Fresh from ops/ })).toHaveClass('unread');
    expect(screen.getByText('Unread: 4')).toBeInTheDocument();
  });

  it('says so when the message is gone', async () => {
    setup([message(1)], '&msg=m404');
    expect(
      await screen.findByText('This message does not exist or was deleted.'),
    ).toBeInTheDocument();
  });
});

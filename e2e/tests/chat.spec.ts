import { ChatOps, ChatRoom, secondPage } from '../fixtures/chat';
import { Player } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

test('a guest clicking the chat room gets the login popup', async ({ site, page, player }) => {
  await site.open('/index');
  const chat = new ChatRoom(page);
  await chat.entry.click();
  await expect(player.loginDialog).toBeVisible();
  await expect(chat.window).toHaveCount(0);
});

test('member A writes, member B sees it live; ops delete it and it disappears for both', async ({
  site,
  page,
  player,
  ops,
  outbox,
  browser,
  request,
}) => {
  // Two players, and the closed window's badge follows a 15 s poll.
  test.setTimeout(120_000);
  const other = await ops.createPlayer();
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  const alice = new ChatRoom(page);

  const { context: secondContext, page: bobPage } = await secondPage(
    browser,
    new URL(page.url()).origin,
  );
  await bobPage.goto('/index');
  const bobPlayer = new Player(bobPage, outbox);
  await bobPlayer.login(other.username, other.password);
  await bobPlayer.expectLoggedIn();
  const bob = new ChatRoom(bobPage);

  await test.step('both open the chat room on the public room with its history', async () => {
    await alice.open();
    await bob.open();
    await expect(alice.frame.getByRole('tab', { name: 'Lobby' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(bob.frame.getByText('Good evening everyone!', { exact: false })).toBeVisible();
  });

  const text = `Hello from demo <b>${Date.now()}</b>`;
  await test.step('A writes and B sees it at once, markup as text', async () => {
    await alice.write(text);
    await expect(bob.message(text)).toBeVisible();
    await expect(bob.message(text).locator('b')).toHaveCount(0);
  });

  await test.step('ops delete it: it disappears for both without a reload', async () => {
    const id = await bob.message(text).getAttribute('data-id');
    expect(id).toBeTruthy();
    await new ChatOps(request).deleteMessage(id ?? '');
    await expect(bob.message(text)).toHaveCount(0);
    await expect(alice.message(text)).toHaveCount(0);
  });

  await test.step('the unread badge counts messages while B’s window is closed', async () => {
    await bob.close();
    await expect(bob.entry.getByRole('img')).toHaveCount(0);
    await alice.write(`First while closed ${Date.now()}`);
    await alice.write(`Second while closed ${Date.now()}`);
    // The closed window's badge follows the chat unread call (polled every 15 s).
    await expect(bob.unreadBadge(2)).toBeVisible({ timeout: 25_000 });
    await bob.open();
    await bob.close();
    await expect(bob.entry.getByRole('img')).toHaveCount(0, { timeout: 25_000 });
  });

  await test.step('logging out closes the chat window', async () => {
    await alice.window.getByRole('button', { name: 'Minimise the chat' }).click();
    await expect(page.getByRole('button', { name: 'Open the chat room' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the chat room' }).click();
    await expect(alice.window).toBeVisible();
    await player.logout();
    await expect(alice.window).toHaveCount(0);
  });
  await secondContext.close();
});

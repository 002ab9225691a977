import { ChatRoom } from '../fixtures/chat';
import { field } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

/** A customer-service link opened outside the site (a bookmark, a mail, an old popup). */
test('a guest following a customer-service link logs in and lands in the support conversation', async ({
  page,
  site,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  const chat = new ChatRoom(page);
  await site.open('/chat/support');
  await test.step('the site says why it asks to log in', async () => {
    await expect(player.loginDialog).toBeVisible();
    await expect(player.loginDialog.getByRole('status')).toHaveText(
      'Log in to chat with customer service: the conversation opens as soon as you are logged in.',
    );
    await expect(chat.window).toHaveCount(0);
    // The request leaves the address: a reload does not ask again.
    await expect(page).toHaveURL((url) => !url.searchParams.has('chat'));
  });
  await test.step('after the login the chat window opens on the support tab', async () => {
    // The popup is already open: the player fills it in.
    await field(player.loginDialog, 'Username').fill(account.username);
    await field(player.loginDialog, 'Password').fill(account.password);
    await player.submitLogin();
    await player.expectLoggedIn();
    await expect(chat.window).toBeVisible();
    await expect(chat.frame.getByRole('tab', { name: 'Customer service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test('a member following a customer-service link gets the support conversation at once', async ({
  page,
  site,
  player,
}) => {
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  await site.open('/chat/support');
  const chat = new ChatRoom(page);
  await expect(chat.frame.getByRole('tab', { name: 'Customer service' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(player.loginDialog).toHaveCount(0);
});

import { ChatOps, ChatRoom } from '../fixtures/chat';
import { expect, test } from '../fixtures/site';

test('customer service: the member writes to support, ops answer, the member sees it live and as unread', async ({
  site,
  page,
  player,
  ops,
  request,
}) => {
  const account = await ops.createPlayer();
  const chatOps = new ChatOps(request);
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  const chat = new ChatRoom(page);

  await test.step('customer service opens the support conversation in the chat window', async () => {
    await chat.menu.getByRole('button', { name: /^Support/ }).click();
    await chat.menu.getByRole('button', { name: 'Customer service' }).click();
    await expect(chat.window).toBeVisible();
    await expect(chat.frame.getByRole('tab', { name: 'Customer service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  const question = `Where is my deposit? ${Date.now()}`;
  await test.step('the member writes; ops see it in the conversation', async () => {
    await chat.write(question);
    await expect
      .poll(async () => (await chatOps.supportConversation(account.username)).messages.at(-1)?.text)
      .toBe(question);
  });

  await test.step('ops answer and the member sees it at once', async () => {
    const answer = `It arrived a minute ago ${Date.now()}`;
    await chatOps.answerSupport(account.username, answer);
    await expect(chat.message(answer)).toBeVisible();
    await expect(chat.message(answer)).toContainText('Staff');
  });

  await test.step('an answer while the window is closed shows as unread', async () => {
    await chat.close();
    await chatOps.answerSupport(account.username, `Anything else? ${Date.now()}`);
    await expect(chat.unreadBadge(1)).toBeVisible({ timeout: 25_000 });
  });
});

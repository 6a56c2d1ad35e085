// The support chat's real-time side (docs/product.md#support-chat): messages written offline are sent once and in order when
// the connection returns and a reload restores the whole conversation; staff deleting the guest returns the widget to
// its default screen; the venue switching web support off removes the launcher, all without a reload.
import { expect, test } from '@playwright/test';
import { chatPanel, messageLog, openChat, sendText, setWebSupport, staffPage, startConversation, storedHistory } from './chat-steps';
import { startOwnBackend } from './own-backend';
import { consoleProblems } from './page-checks';
import { expectAccessible } from './support';

test('messages written offline wait, are delivered once and in order, and a reload restores the conversation', async ({
  page,
  context,
  request,
}) => {
  await openChat(page);
  const hash = await startConversation(page, 'Otto Offline');
  const panel = chatPanel(page);
  await sendText(page, 'Is there a dress code?');
  await expect(messageLog(page).getByText(/Smart casual/)).toBeVisible();

  await context.setOffline(true);
  await expect(panel.getByText('Reconnecting… your messages will be sent when the connection is back.')).toBeVisible();
  await sendText(page, 'First, written offline');
  await sendText(page, 'Second, written offline');
  await expect(messageLog(page).getByText('Sending…')).toHaveCount(2);
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(messageLog(page).getByText('Sending…')).toHaveCount(0);
  await expect(panel.getByText('Reconnecting…')).toHaveCount(0);
  const guestTexts = async () => (await storedHistory(request, hash)).filter((m) => m.from === 'guest').map((m) => m.message);
  await expect.poll(guestTexts).toEqual(['Is there a dress code?', 'First, written offline', 'Second, written offline']);

  // The bot's answers to the offline messages arrive too; the screen shows exactly what the backend holds.
  const stored = await storedHistory(request, hash);
  await expect(messageLog(page).locator('li')).toHaveCount(stored.length);
  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(messageLog(page).locator('li')).toHaveCount(stored.length);
  await expect(messageLog(page).locator('li').nth(2)).toContainText('First, written offline');
  await expect(messageLog(page).locator('li').last()).toContainText(stored.at(-1)?.message ?? '');
});

test('staff delete the guest: the widget returns to its default screen and forgets the guest', async ({ page, browser, baseURL }) => {
  const problems = consoleProblems(page);
  await openChat(page);
  const hash = await startConversation(page, 'Dora Deleted');
  await sendText(page, 'Please forget me');

  const staff = await staffPage(browser, baseURL ?? '');
  await staff.goto(`/venue-api/staff/conversations/${hash}`);
  await staff.getByLabel('Delete this guest and the whole conversation').check();
  await staff.getByRole('button', { name: 'Delete guest' }).click();

  await expect(chatPanel(page).getByRole('button', { name: 'Start a conversation' })).toBeVisible();
  await expect(messageLog(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('onlineGuest'))).toBeNull();
  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(chatPanel(page).getByRole('button', { name: 'Start a conversation' })).toBeVisible();
  await staff.context().close();
  expect(problems).toEqual([]);
});

test('the venue turns web support off and on: the launcher goes and comes back without a reload', async ({ browser }) => {
  // Web support off hides every guest's launcher: on a backend of its own, so the chat tests beside it keep theirs.
  const backend = await startOwnBackend();
  const guest = await browser.newContext({ baseURL: backend.baseURL });
  try {
    const page = await guest.newPage();
    await openChat(page);
    const staff = await staffPage(browser, backend.baseURL);
    await setWebSupport(staff, false);
    await expect(page.getByRole('button', { name: /Chat with us|Close chat/ })).toHaveCount(0);
    await page.goto('/faq');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    await setWebSupport(staff, true);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await staff.context().close();
  } finally {
    await guest.close();
    await backend.stop();
  }
});

// The bot answers from the venue's own hours (docs/backend.md#the-bot), with suggestions to tap.
test('"when do you open on Friday" is answered with Friday\'s hours', async ({ page }) => {
  await openChat(page);
  await startConversation(page, 'Fran Friday');
  await sendText(page, 'when do you open on Friday');
  await expect(messageLog(page).locator('li').nth(1)).toContainText(/Friday/);
  await expect(messageLog(page).locator('li').nth(1)).toContainText(/9(:00)?\s?PM/i);
  const quickReplies = page.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
  await expect(quickReplies.first()).toBeVisible();
  const suggestion = (await quickReplies.first().textContent()) ?? '';
  await quickReplies.first().click();
  await expect(messageLog(page).locator('li').nth(2)).toContainText(suggestion);
  await expect(messageLog(page).locator('li')).toHaveCount(4);
});

// Steps of the support chat tests (docs/product.md#support-chat): a guest on the site and staff on the staff page, each in
// a browser context of their own, and what the backend stored for a conversation.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { hydrated } from './page-checks';
import { apiBaseURLOf } from './servers';
import { apiGet } from './venue-api';

export interface StoredChatMessage {
  readonly _id?: string;
  readonly clientId?: string;
  readonly type: string;
  readonly message?: string | null;
  readonly from: 'guest' | 'venue';
  readonly audio?: string | null;
  readonly duration?: number | null;
  readonly rate?: number | null;
  readonly meta?: { readonly fileUrl?: string; readonly fileName?: string; readonly fileType?: string };
}

export const chatPanel = (page: Page) => page.locator('#chat-panel');
export const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Opens the site on `path` and the chat panel, once the widget has taken the launcher over. */
export async function openChat(page: Page, path = '/faq'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('heading', { name: 'Support chat' })).toBeFocused();
}

export async function startConversation(page: Page, name: string): Promise<string> {
  await chatPanel(page).getByRole('button', { name: 'Start a conversation' }).click();
  const panel = chatPanel(page);
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
  await panel.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0958');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(messageLog(page)).toBeVisible();
  return guestHash(page);
}

export async function guestHash(page: Page): Promise<string> {
  const hash = await page.evaluate(() => (JSON.parse(localStorage.getItem('onlineGuest') ?? '{}') as { hash?: string }).hash);
  expect(hash, 'the stored guest').toBeTruthy();
  return hash as string;
}

export async function sendText(page: Page, text: string): Promise<void> {
  const box = chatPanel(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

export const storedHistory = async (request: APIRequestContext, hash: string): Promise<StoredChatMessage[]> =>
  (await apiGet<{ data: StoredChatMessage[] }>(request, `api/onlineGuest/message/${encodeURIComponent(hash)}/website`)).data;

/** Staff, signed in on the staff page in a browser context of their own. */
export async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  // The staff page is the API's, which is not on the site's origin when the site runs alone.
  const context = await browser.newContext({ baseURL: apiBaseURLOf(baseURL) });
  const page = await context.newPage();
  await page.goto('/venue-api/staff');
  await page.getByLabel('Staff password').fill('demo-staff');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Live conversations' })).toBeVisible();
  return page;
}

export async function staffReply(staff: Page, hash: string, text: string): Promise<void> {
  await staff.goto(`/venue-api/staff/conversations/${encodeURIComponent(hash)}`);
  await staff.getByLabel('Reply').fill(text);
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText(text, { exact: true })).toBeVisible();
}

/** Staff start typing a reply on the conversation page; its script tells the guest's widget. */
export async function staffTyping(staff: Page, hash: string): Promise<void> {
  await staff.goto(`/venue-api/staff/conversations/${encodeURIComponent(hash)}`);
  const typing = staff.waitForResponse((res) => res.url().endsWith('/typing') && res.request().method() === 'POST');
  await staff.getByLabel('Reply').pressSequentially('One moment');
  expect((await typing).status()).toBe(204);
}

export async function setWebSupport(staff: Page, enabled: boolean): Promise<void> {
  await staff.goto('/venue-api/staff');
  const button = staff.getByRole('button', { name: `Turn web support ${enabled ? 'on' : 'off'}` });
  if ((await button.count()) === 0) return;
  await button.click();
  await expect(staff.getByText(`Web support is ${enabled ? 'on' : 'off'}`)).toBeVisible();
}

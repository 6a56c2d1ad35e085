// Find my orders (docs/product.md#find-my-orders): a guest pays for tickets and the confirmation says where their mail
// went; on a browser that never saw the order they ask at /my-orders, the link in the mail (read from the staff outbox,
// as staff see the mail) opens their orders with each guest's own code. A link the venue never made says so, with
// the form to ask again.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectFitsWidth, hydrated } from './page-checks';
import { outboxMailsTo } from './staff-outbox';
import { expectAccessible } from './support';
import { chooseTickets, fillTicketDetails, landedOnTicketPayment } from './ticket-steps';
import { payWhenReady } from './payment-steps';
import { SECRET_PARAM } from './order-secret';

const EVENT = 'event-up-6';
const SENT = 'If we have orders for that address, we sent a link to it. It works for 24 hours.';

/** The path of the find-my-orders link in the latest such mail to `email`, read from the staff outbox's preview of it. */
async function mailedLinkPath(request: APIRequestContext, email: string): Promise<string> {
  const [mail] = (await outboxMailsTo(request, email)).filter((row) => row.kind === 'my-orders-link');
  expect(mail?.path, 'the outbox lists the mail').toMatch(/\/staff\/outbox\/[0-9a-f-]{36}$/);
  const preview = await (await request.get(`${mail?.path ?? ''}/preview`)).text();
  const link = /href="(https?:\/\/[^"]+\/my-orders\/[^"]+)"/.exec(preview)?.[1] ?? '';
  expect(link, 'the mail carries the link').not.toBe('');
  return new URL(link.replace(/&amp;/g, '&')).pathname;
}

test("a guest's codes come back by mail on a browser that never saw the order", async ({ page, browser, request }, testInfo) => {
  const email = `finder-${testInfo.project.name}-${Date.now()}@example.com`;
  await chooseTickets(page, EVENT, { 'General Admission': 2 });
  await fillTicketDetails(page);
  await page.getByLabel('Contact Email').fill(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const orderId = await landedOnTicketPayment(page);
  await payWhenReady(page);
  await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=tickets&orderId=${orderId}&${SECRET_PARAM}$`));
  await expect(page.getByText('We sent your tickets to f…@example.com.')).toBeVisible();

  // Another device: no storage, no order secret.
  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.goto('/');
  await guest.getByRole('contentinfo').getByRole('link', { name: 'Lost your tickets?' }).click();
  await expect(guest).toHaveURL(/\/my-orders$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Find my orders' })).toBeVisible();
  await hydrated(guest);
  await expectAccessible(guest);
  await guest.getByLabel('Email').fill(`${email.slice(0, -4)}`);
  await guest.getByRole('button', { name: 'Send me a link' }).click();
  await expect(guest.getByRole('alert').filter({ hasText: 'Please complete "Email" field.' })).toBeVisible();
  await expect(guest.getByLabel('Email')).toBeFocused();
  await guest.getByRole('button', { name: 'OK' }).click();
  await guest.getByLabel('Email').fill(email);
  // One ask for a double click.
  const asks: string[] = [];
  guest.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/venue-api/my-orders') && asks.push(r.url())));
  await guest.getByRole('button', { name: 'Send me a link' }).dblclick();
  await expect(guest.getByText(SENT)).toBeVisible();
  expect(asks).toHaveLength(1);
  await expectFitsWidth(guest, 320);

  // The link in the mail opens the orders, and each guest's code from there.
  await guest.goto(await mailedLinkPath(request, email));
  await expect(guest.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  const order = guest.getByRole('listitem').filter({ hasText: orderId });
  await expect(order.getByRole('heading', { name: /^Tickets: / })).toBeVisible();
  await expect(order.getByRole('link', { name: /View invoice/ })).toBeVisible();
  await expectAccessible(guest);
  await expectFitsWidth(guest, 320);
  await order.getByRole('link', { name: /^Dana Guest/ }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Dana Guest' })).toBeVisible();
  await expect(guest.locator('figure[data-code]')).toHaveCount(1);
  await other.close();
});

test('a link the venue never made says so, with the form to ask again', async ({ page }) => {
  await page.goto(`/my-orders/Tm8tc3VjaC1saW5r.1907964000.${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
  await expectAccessible(page);
});

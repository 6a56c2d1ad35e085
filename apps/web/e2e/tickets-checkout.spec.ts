// The ticket checkout against the backend (docs/product.md#tickets): a promoter code (old and new
// total), one order for a double click, and a ticket type that sells out between the choice and the
// order (a clear message, the rest of the cart and the details kept).
import { expect, test, type TestInfo } from '@playwright/test';
import { chooseTickets, fillTicketDetails, landedOnTicketPayment, sellOut, ticketOrder } from './ticket-steps';
import { expectAccessible, isPhone, reviewScreenshot } from './support';

const isCreate = (url: string) => url.endsWith('/venue-api/new-ticket-order');

test('a promoter code shows the old and new total and the order carries the discount', async ({ page, request }) => {
  await chooseTickets(page, 'event-up-1', { VIP: 1 });
  // VIP at $50.50 with 8.875 % tax: $54.99; 10 % off SUB TOTAL ($5.05): $49.94.
  await expect(page.getByTestId('checkout-total')).toHaveText('$54.99');
  await fillTicketDetails(page);
  // An unknown code is silent.
  await page.getByLabel('Promoter Instagram ID').fill('nobody.here');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$54.99');
  await page.getByLabel('Promoter Instagram ID').fill('@NightOwl.Promo');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Congratulation ... You WON $5.05 Discount, Total Amount Is : $49.94' }),
  ).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('was $54.99now $49.94');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const order = await ticketOrder(request, await landedOnTicketPayment(page));
  expect(order).toMatchObject({ subTotal: 50.5, discount: 5.05, total: 49.94 });
  expect(order.details.promoterIGname).toBe('@NightOwl.Promo');
});

test('a double click on Continue to payment places one order', async ({ page }) => {
  await chooseTickets(page, 'event-up-5', { 'General Admission': 1 });
  await fillTicketDetails(page);
  const creates: string[] = [];
  page.on('request', (req) => {
    if (isCreate(req.url()) && req.method() === 'POST') creates.push(req.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: 'Continue to payment' }).dblclick();
  await landedOnTicketPayment(page);
  expect(creates).toHaveLength(1);
});

// Each project sells out a table at its own event, so the two runs do not meet.
const eventFor = (testInfo: TestInfo) => (isPhone(testInfo) ? 'event-up-10' : 'event-up-9');

test('a ticket that sells out between the choice and the order: a clear message, the rest kept', async ({ page, request }, testInfo) => {
  const eventId = eventFor(testInfo);
  await chooseTickets(page, eventId, { 'General Admission': 2, 'Table for 4': 1 });
  await fillTicketDetails(page);
  await sellOut(request, eventId, `${eventId}-table`);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Some tickets sold out while you were choosing' });
  await expect(notice).toContainText('Table for 4 is sold out.');
  await expect(notice.getByRole('heading')).toBeFocused();
  await expect(page.getByRole('status', { name: 'General Admission: 2' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Dana Guest');
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'tickets-sold-out');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const order = await ticketOrder(request, await landedOnTicketPayment(page));
  expect(order.lines).toEqual([expect.objectContaining({ itemId: `${eventId}-ga`, quantity: 2 })]);
});

// Tickets start to finish (docs/product.md#tickets, #payment-and-confirmation): the event's tickets,
// the checkout, the payment page and the confirmation, then what the backend stored; free tickets
// straight to the confirmation; an event that has passed or sold out offers no form.
import { expect, test } from '@playwright/test';
import { chooseTickets, fillTicketDetails, landedOnTicketPayment, more, ticketOrder } from './ticket-steps';
import { expectNothingUnderLauncher, phoneViewport } from './launcher-clearance';
import { expectAccessible, isPhone, reviewScreenshot } from './support';
import { SECRET_PARAM } from './order-secret';

test('from the event to a paid ticket order, confirmed in the backend', { tag: '@phone-layout' }, async ({ page, request }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize(phoneViewport);
  await page.goto('/event-details/event-up-2');
  await page.getByRole('link', { name: 'Buy tickets' }).click();
  await expect(page).toHaveURL(/\/tickets\/event-up-2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'General admission' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tables' })).toBeVisible();
  const earlyBird = page.getByRole('listitem').filter({ hasText: 'Early Bird' });
  await expect(earlyBird).toContainText('Sold out');
  await expect(page.getByRole('listitem').filter({ hasText: 'Table for 4' })).toContainText('up to 2 per order');

  // Nothing chosen: Check out says so and stays.
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one ticket' })).toBeVisible();
  await more(page, 'General Admission');
  await more(page, 'General Admission');
  // 2 x $30.00 with 8.875 % tax on Tickets (rounded up): $65.33.
  await expect(page.getByTestId('tickets-total')).toHaveText('$65.33');
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'tickets');
  // At every step, nothing the guest needs is under the chat launcher (docs/decisions.md#nothing-under-the-chat-launcher).
  await expectNothingUnderLauncher(page);

  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$65.33');
  // The first invalid field is named and focused, once the form is whole (its phone input loads apart)
  // and its button says it takes a press.
  await expect(page.getByRole('combobox', { name: 'Phone country' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Full Name" field.' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'tickets-checkout');
  await expectNothingUnderLauncher(page);

  await fillTicketDetails(page);
  await page.getByLabel('Subscribe to our mailing list').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const orderId = await landedOnTicketPayment(page);
  const created = await ticketOrder(request, orderId);
  expect(created).toMatchObject({ status: 'Confirmed', total: 65.33, lines: [{ itemId: 'event-up-2-ga', quantity: 2 }] });
  expect(created.details).toMatchObject({ mailingListSubscribe: true, clientPhoneNumber: '+12125550123' });

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  // The seats are held unpaid for a while, and the guest is told until when (docs/product.md#payment-and-confirmation).
  expect(created.holdUntil).toEqual(expect.any(String));
  await expect(page.getByText(/^We hold your tickets until \d{1,2}:\d{2}\s?[AP]M\. Please pay before then/)).toBeVisible();
  await expectAccessible(page);
  await expectNothingUnderLauncher(page);
  await page.getByRole('button', { name: 'Pay $65.33' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=tickets&orderId=${orderId}&${SECRET_PARAM}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets are booked' })).toBeVisible();
  await expectAccessible(page);
  await expectNothingUnderLauncher(page);
  expect((await ticketOrder(request, orderId)).status).toBe('Paid');
  // The cart was forgotten with the order.
  expect(await page.evaluate(() => localStorage.getItem('ticketCart'))).toBeNull();
});

test('free tickets go straight to the confirmation', async ({ page, request }) => {
  await page.goto('/events');
  await expect(page.getByRole('article').filter({ hasText: 'Open Mic Cypher' })).toContainText('Free tickets');
  await chooseTickets(page, 'event-up-7', { 'Guest List': 2 });
  await expect(page.getByTestId('checkout-total')).toHaveText('$0.00');
  await fillTicketDetails(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book free tickets' }).click();
  await expect(page).toHaveURL(/\/confirmation\?type=tickets&orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets are booked' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await expect(page.getByText(orderId)).toBeVisible();
  await expectAccessible(page);
  expect(await ticketOrder(request, orderId)).toMatchObject({ status: 'Confirmed', total: 0, lines: [{ quantity: 2 }] });
});

test('an event that has passed or sold out says so instead of offering a form', async ({ page }) => {
  await page.goto('/event-details/event-past-1');
  // Beside the facts on a wide screen, in the bar at the foot of the screen on a phone (docs/product.md#event-details).
  await expect(page.getByText('This event has passed').filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy tickets' })).toHaveCount(0);
  await page.goto('/tickets/event-past-1');
  await expect(page.getByRole('heading', { level: 2, name: 'This event has passed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out' })).toHaveCount(0);
  await page.goto('/tickets/event-up-4');
  await expect(page.getByRole('heading', { level: 2, name: 'Sold out' })).toBeVisible();
  await expectAccessible(page);
});

test('both pages come rendered from the server and hydrate without a console problem', async ({ page, request }) => {
  const html = await (await request.get('/tickets/event-up-2')).text();
  expect(html).toContain('General Admission');
  expect(html).toContain('Table for 4');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  for (const path of ['/tickets/event-up-2', '/tickets-checkout?eventId=event-up-2', '/tickets-checkout']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Without a cart there is nothing to check out, and the page says so.
  await expect(page.getByRole('heading', { name: 'No tickets chosen yet' })).toBeVisible();
  expect(problems).toEqual([]);
});

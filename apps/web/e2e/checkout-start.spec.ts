// Checkouts drawn from the cookie copy of the guest's storage (docs/decisions.md#checkouts-drawn-from-a-cookie-copy):
// reloaded, the ticket checkout arrives whole with the kept cart and asks for no script until the guest
// touches it; the order it sends is the cart drawn. A cart kept in storage without its copy (a guest from
// before the copy, or whose cookies were cleared) starts the app at once, and the checkout shows that cart.
import { expect, test } from '@playwright/test';
import { appEntry, consoleProblems, hydrated, scriptsAskedFor } from './page-checks';
import { chooseTickets, fillTicketDetails, landedOnTicketPayment, ticketOrder } from './ticket-steps';

const generalAdmission = 'event-up-5-ga';

test('the ticket checkout comes whole from the kept cart, asks for no script before the first touch, and orders that cart', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  await chooseTickets(page, 'event-up-5', { 'General Admission': 2 });
  const asked = scriptsAskedFor(page);
  await page.reload();
  await expect(page.getByRole('status', { name: 'General Admission: 2' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await fillTicketDetails(page);
  expect(asked.some(appEntry)).toBe(true);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const order = await ticketOrder(request, await landedOnTicketPayment(page));
  expect(order.lines).toEqual([expect.objectContaining({ itemId: generalAdmission, quantity: 2 })]);
  expect(problems).toEqual([]);
});

test('a cart kept in storage without its cookie copy starts the checkout at once, from that cart', async ({ page, context }) => {
  const problems = consoleProblems(page);
  await chooseTickets(page, 'event-up-5', { 'General Admission': 1 });
  await context.clearCookies({ name: 'ticketCart' });
  const asked = scriptsAskedFor(page);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => asked.some(appEntry)).toBe(true);
  await expect(page.getByRole('status', { name: 'General Admission: 1' })).toBeVisible();
  expect(problems).toEqual([]);
});

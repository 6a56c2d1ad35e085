// Checkouts drawn from the cookie copy of the guest's storage (docs/decisions.md#checkouts-drawn-from-a-cookie-copy):
// reloaded, the ticket and bottle checkouts arrive whole with the kept cart or selection and ask for no
// script until the guest touches them; the order sent is the one drawn. The payment page arrives whole
// with its order, and a test card typed before its app runs pays it. A cart kept in storage without its copy (a guest from
// before the copy, or whose cookies were cleared) starts the app at once, and the checkout shows that cart.
import { expect, test } from '@playwright/test';
import { expectSummary } from './bottle-figures';
import { checkOutWith, fillDetails, landedOnPayment, venueApi } from './bottle-steps';
import { appEntry, arrivesWithoutScript, consoleProblems, hydrated, scriptsAskedFor } from './page-checks';
import { giftCardOrder, newGiftCardOrder } from './venue-api';
import { chooseTickets, fillTicketDetails, landedOnTicketPayment, ticketOrder } from './ticket-steps';

const generalAdmission = 'event-up-5-ga';

test('the ticket checkout comes whole from the kept cart, asks for no script before the first touch, and orders that cart', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  await chooseTickets(page, 'event-up-5', { 'General Admission': 2 });
  const asked = await arrivesWithoutScript(page, () => page.reload());
  await expect(page.getByRole('status', { name: 'General Admission: 2' })).toBeVisible();

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

test('the bottle checkout comes whole from the kept selection, asks for no script before the first touch, and orders it', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = consoleProblems(page);
  const api = await venueApi(request, baseURL ?? '');
  const [settings, catalog] = await Promise.all([api.settings(), api.catalog()]);
  await checkOutWith(page, 3, { 'Don Julio 1942': 1, 'Grey Goose': 1 });
  const asked = await arrivesWithoutScript(page, () => page.reload());
  const quote = await expectSummary(page, { guests: 3, bottles: { 'Don Julio 1942': 1, 'Grey Goose': 1 } }, catalog, settings);

  await fillDetails(page);
  expect(asked.some(appEntry)).toBe(true);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const order = await api.bottleOrder(await landedOnPayment(page));
  expect(order).toMatchObject({ status: 'Pending', subTotal: quote.subtotal, total: quote.total });
  expect(problems).toEqual([]);
});

test('the payment page comes whole with its order, asks for no script before the first touch, and pays with what was typed', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  const orderId = await newGiftCardOrder(request);
  const asked = await arrivesWithoutScript(page, () => page.goto(`/payment/gift-cards/${orderId}`));
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $60.00' })).toBeVisible();

  await page.getByLabel('Test card number (optional)').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $60.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your gift card is paid' })).toBeVisible();
  expect(asked.some(appEntry)).toBe(true);
  expect((await giftCardOrder(request, orderId)).status).toBe('Paid');
  expect(problems).toEqual([]);
});

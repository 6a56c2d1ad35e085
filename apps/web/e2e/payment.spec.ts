// The payment page and the confirmation, against the embedded backend in test payment mode (the
// demo venue has no Stripe key): orders are created through the API, paid in the page, and what
// the backend stored is checked, not only what the page shows.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectFitsWidth } from './page-checks';
import { expectAccessible } from './support';
import { apiPost, giftCardOrder, newGiftCardOrder } from './venue-api';

/** Every payment request the page sends, with its Idempotency-Key. */
function recordPayments(page: Page): { readonly keys: string[] } {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/venue-api/make-test-payment'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return { keys };
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay $60.00' });

test('a declined test card, then a good one, then the confirmation and its invoice', async ({ page, request }) => {
  const orderId = await newGiftCardOrder(request);
  const payments = recordPayments(page);
  await page.goto(`/payment/gift-cards/${orderId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText('Pay for your gift card.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test mode: no card is charged' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$60.00' }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Test card numbers' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Test card numbers' })).toContainText('4000 0000 0000 0002');
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  // By keyboard: type the declining card and press Enter.
  const field = page.getByLabel('Test card number (optional)');
  await field.focus();
  await page.keyboard.type('4000 0000 0000 0002');
  await page.keyboard.press('Enter');
  const declined = page.getByRole('heading', { name: 'Payment declined' });
  await expect(declined).toBeVisible();
  await expect(declined).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expectAccessible(page);
  expect((await giftCardOrder(request, orderId)).status).toBe('Pending');

  await page.getByRole('button', { name: 'Use 4242 4242 4242 4242' }).click();
  await expect(field).toHaveValue('4242 4242 4242 4242');
  await payButton(page).click();

  await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=gift-cards&orderId=${orderId}$`));
  const title = page.getByRole('heading', { level: 1, name: 'Your gift card is paid' });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Paid$/ })).toBeVisible();
  await expectAccessible(page);

  // The backend: paid once, with an invoice; the decline and the payment each had their own key.
  const stored = await giftCardOrder(request, orderId);
  expect(stored).toMatchObject({ status: 'Paid', total: 60, amountDue: 60 });
  expect(stored.paidAt).not.toBeNull();
  expect(stored.invoice).toMatch(/^invoices\/pdf\/inv-[\w-]+\.pdf$/);
  expect(payments.keys).toHaveLength(2);
  expect(new Set(payments.keys).size).toBe(2);

  await page.getByRole('link', { name: 'View your invoice' }).click();
  const file = (stored.invoice ?? '').split('/').pop() ?? '';
  await expect(page).toHaveURL(new RegExp(`/view/${file}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your invoice' })).toBeVisible();
  await expect(page.locator(`iframe[title="Invoice ${file}"]`)).toHaveAttribute('src', `/venue-api/invoices/pdf/${file}`);
  const pdf = await request.get(`/venue-api/invoices/pdf/${file}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('a double click on Pay sends one payment and the order is paid once', async ({ page, request }) => {
  const orderId = await newGiftCardOrder(request);
  const payments = recordPayments(page);
  await page.goto(`/payment/gift-cards/${orderId}`);
  await payButton(page).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Your gift card is paid' })).toBeVisible();

  expect(payments.keys).toHaveLength(1);
  const stored = await giftCardOrder(request, orderId);
  expect(stored.status).toBe('Paid');
  // Paid means paid: a second payment, with any key, is refused.
  expect((await apiPost(request, 'make-test-payment', { orderType: 'gift-cards', orderId })).status()).toBe(409);
  expect((await giftCardOrder(request, orderId)).paidAt).toBe(stored.paidAt);
});

test('a payment whose answer is lost is retried with the same key and charged once', async ({ page, request }) => {
  const orderId = await newGiftCardOrder(request);
  const payments = recordPayments(page);
  let lost = false;
  // The first request reaches the backend (which takes the payment), but its answer never comes back.
  await page.route('**/venue-api/make-test-payment', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(`/payment/gift-cards/${orderId}`);
  await payButton(page).click();

  const notConfirmed = page.getByRole('heading', { name: 'Your payment is not confirmed yet' });
  await expect(notConfirmed).toBeVisible();
  await expect(notConfirmed).toBeFocused();
  await expect(payButton(page)).toHaveCount(0);
  await expectAccessible(page);
  expect((await giftCardOrder(request, orderId)).status).toBe('Paid');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your gift card is paid' })).toBeVisible();
  expect(payments.keys).toHaveLength(2);
  expect(payments.keys[0]).toBe(payments.keys[1]);
});

test('an unknown order gets a clear panel, not a form', async ({ page }) => {
  for (const path of ['/payment/gift-cards/no-such-order', '/payment/cars/123']) {
    await page.goto(path);
    const title = page.getByRole('heading', { name: 'We could not find this order' });
    await expect(title).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Back to home' }).last()).toBeVisible();
  await expectAccessible(page);
});

test('an order already paid gets its panel with the confirmation and the invoice', async ({ page, request }) => {
  const orderId = await newGiftCardOrder(request);
  expect((await apiPost(request, 'make-test-payment', { orderType: 'gift-cards', orderId })).status()).toBe(200);
  const stored = await giftCardOrder(request, orderId);
  await page.goto(`/payment/gift-cards/${orderId}`);

  await expect(page.getByRole('heading', { name: 'This order is already paid' })).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  const file = (stored.invoice ?? '').split('/').pop() ?? '';
  await expect(page.getByRole('link', { name: 'View your invoice' })).toHaveAttribute('href', `/view/${file}`);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See your confirmation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your gift card is paid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your invoice' })).toBeVisible();
  expect((await giftCardOrder(request, orderId)).paidAt).toBe(stored.paidAt);
});

test('the confirmation of a flow without an order, and of an unknown type', async ({ page }) => {
  await page.goto('/confirmation?type=talent');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your submission' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your invoice' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
});

// Gift cards (docs/product.md#gift-cards) from the form to a paid order, against the embedded backend in test
// payment mode: the form's rules, the review, the payment page, the confirmation that says where the card
// goes, and what the venue stored; a double click on each button makes one order.
import { expect, test, type Page } from '@playwright/test';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { expectAccessible, reviewScreenshot } from './support';
import { staffOrderDetails } from './staff-order';
import { giftCardOrder } from './venue-api';

/** Every create and confirm the page sends. */
function recordOrderCalls(page: Page): { readonly creates: string[]; readonly confirms: string[] } {
  const creates: string[] = [];
  const confirms: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/venue-api/submit-gift-card')) creates.push(request.headers()['idempotency-key'] ?? '');
    if (request.url().includes('/venue-api/confirm-gift-card-order/')) confirms.push(request.url());
  });
  return { creates, confirms };
}

async function fillCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: '$50.00' }).click();
  await page.getByLabel('Amount', { exact: true }).fill('60');
  await page.getByLabel('Your Name').fill('Dana Guest');
  await page.getByLabel('Your Email').fill('dana@example.com');
  await page.getByLabel('Recipient Name').fill('Rory Friend');
  await page.getByLabel('Recipient Email').fill('rory@example.com');
  await page.getByLabel('Message').fill('Happy birthday!');
}

test('from the form to a paid gift card, confirmed in the backend', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  await page.goto('/gift-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  // The rules: an amount out of range is refused first, and focused.
  await page.getByLabel('Amount', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Amount" field.' })).toBeVisible();
  await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();
  await expect(page.getByText('Please enter a whole amount from $10.00 to $1,000.00.')).toBeVisible();
  await expectAccessible(page);
  // A name longer than the venue keeps is cut while typing, not refused after sending.
  await page.getByLabel('Recipient Name').fill('R'.repeat(150));
  await expect(page.getByLabel('Recipient Name')).toHaveValue('R'.repeat(100));

  await fillCard(page);
  await reviewScreenshot(page, testInfo, 'gift-cards-form');
  await expectFitsWidth(page, 320);
  await page.getByRole('button', { name: 'Continue' }).click();
  const review = page.getByRole('heading', { name: 'Check your gift card' });
  await expect(review).toBeVisible();
  await expect(review).toBeFocused();
  await expect(page.getByText('The gift card goes to Rory Friend at rory@example.com.')).toBeVisible();
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'gift-cards-review');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\/gift-cards\/[^/]+$/);
  const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');
  expect(await giftCardOrder(request, orderId)).toMatchObject({ status: 'Confirmed', total: 60 });
  await page.getByRole('button', { name: 'Pay $60.00' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your gift card is paid' })).toBeVisible();
  await expect(page.getByText('The gift card goes to Rory Friend at rory@example.com.')).toBeVisible();
  await expectAccessible(page);
  const paid = await giftCardOrder(request, orderId);
  expect(paid).toMatchObject({ status: 'Paid', total: 60 });
  // The whole card as sent, where staff read it: the public read keeps only the recipient (docs/api.md).
  expect(await staffOrderDetails(request, orderId)).toMatchObject({
    amount: 60,
    senderName: 'Dana Guest',
    recipientEmail: 'rory@example.com',
    message: 'Happy birthday!',
  });
  expect(problems).toEqual([]);
});

test('a double click on Continue and on Continue to payment makes one gift card, of the amount typed after a pick', async ({
  page,
  request,
}) => {
  const calls = recordOrderCalls(page);
  await page.goto('/gift-cards');
  await hydrated(page);
  // The page's app starts at the first press ($50.00, held until it runs); 60 is typed before it runs, and wins.
  await fillCard(page);
  await page.getByRole('button', { name: 'Continue' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Check your gift card' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).dblclick();
  await expect(page).toHaveURL(/\/payment\/gift-cards\/[^/]+$/);

  expect(calls.creates).toHaveLength(1);
  expect(calls.confirms).toHaveLength(1);
  const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');
  expect(await giftCardOrder(request, orderId)).toMatchObject({ status: 'Confirmed', total: 60 });
});

// The bottle checkout against the backend (docs/product.md#bottle-checkout): the untaxed pricing
// variant, one order for a double click or a retry after a lost answer, and the out-of-date modal
// when the venue changes a price between the guest's choice and Pay Now.
import { expect, test } from '@playwright/test';
import { orderUnreachable as orderNetworkFailedMessage, outOfDate as outOfDateMessage } from '@venue/messages/en/bottle-checkout';
import { checkOutWith, fillDetails, landedOnPayment, quantityOf, setBottlePrice, venueApi } from './bottle-steps';
import { expectSummary } from './bottle-figures';
import { onLocationBaseURL } from './servers';
import { expectAccessible } from './support';

const isOrder = (url: string) => url.endsWith('/venue-api/api/shopping/addBottleOrder');

test.describe('with Bottles paid on location (VENUE_PRICING=on-location)', () => {
  test.use({ baseURL: onLocationBaseURL });

  test('the rows and the note match core, and the order keeps the deposit as due', async ({ page, request }) => {
    const api = await venueApi(request, onLocationBaseURL);
    const [settings, catalog] = await Promise.all([api.settings(), api.catalog()]);
    await checkOutWith(page, 2, { 'Don Julio 1942': 1 });
    const cart = { guests: 2, bottles: { 'Don Julio 1942': 1 } };
    const quote = await expectSummary(page, cart, catalog, settings);
    expect(quote.onLocation).not.toBeNull();
    expect(quote.depositDueNow).not.toBeNull();
    await expectAccessible(page);

    await fillDetails(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const order = await api.bottleOrder(await landedOnPayment(page));
    expect(order).toMatchObject({
      status: 'Pending',
      subTotal: quote.subtotal,
      tax: 0,
      serviceCharge: 0,
      total: quote.total,
      amountDue: quote.depositDueNow,
    });
    expect(await page.evaluate(() => localStorage.getItem('locationPrice'))).toBe(String(quote.onLocation?.amount));
  });
});

test('a double click on Pay Now places one order, and so does a retry after the answer was lost', async ({ page, request, baseURL }) => {
  const api = await venueApi(request, baseURL ?? '');
  await checkOutWith(page, 2, { 'Patrón Silver': 1 });
  await fillDetails(page);
  const sent: { key: string | null }[] = [];
  page.on('request', (req) => {
    if (isOrder(req.url()) && req.method() === 'POST') sent.push({ key: req.headers()['idempotency-key'] ?? null });
  });

  // The venue creates the order, but its answer never reaches the browser.
  let firstOrderId = '';
  await page.route(
    '**/venue-api/api/shopping/addBottleOrder',
    async (route) => {
      const answer = await route.fetch();
      firstOrderId = ((await answer.json()) as { data: { _id: string } }).data._id;
      await route.abort('failed');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Pay Now' }).dblclick();
  const failure = page.getByRole('alertdialog', { name: 'Your order was not placed' });
  await expect(failure).toContainText(orderNetworkFailedMessage);
  expect(sent).toHaveLength(1);
  await expectAccessible(page);
  // Neither Escape nor a click beside it closes the error; only its button does.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Close' }).click();

  const replayed = page.waitForResponse((res) => isOrder(res.url()));
  await page.getByRole('button', { name: 'Pay Now' }).dblclick();
  expect((await replayed).headers()['idempotent-replayed']).toBe('true');
  const orderId = await landedOnPayment(page);
  expect(orderId).toBe(firstOrderId);
  expect(sent).toHaveLength(2);
  expect(sent[1]?.key).toBe(sent[0]?.key);
  expect((await api.bottleOrder(orderId)).status).toBe('Pending');
});

test('a price changed by the venue before Pay Now opens the out-of-date modal and leads back to the kept selection', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const api = await venueApi(request, base);
  await checkOutWith(page, 2, { Belvedere: 1 });
  await fillDetails(page);
  try {
    await setBottlePrice(request, base, 'bottle-belvedere', '345');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const outOfDate = page.getByRole('alertdialog', { name: 'Please choose again' });
    await expect(outOfDate).toContainText(outOfDateMessage);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(outOfDate).toBeVisible();
    await outOfDate.getByRole('button', { name: 'Choose bottles again' }).click();

    // Back on the bottle page: the same table and bottle, at the new price.
    await expect(page).toHaveURL(/\/bottles$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('No. Of Guests')).toHaveValue('2');
    await expect(quantityOf(page, 'Belvedere')).toHaveText('1');
    await expect(page.getByRole('listitem').filter({ hasText: 'Belvedere' })).toContainText('$345.00');
    await page.getByRole('button', { name: 'Check-out' }).click();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const order = await api.bottleOrder(await landedOnPayment(page));
    expect(order.lines[0]?.unitPrice).toBe(34500);
  } finally {
    await setBottlePrice(request, base, 'bottle-belvedere', '340');
  }
});

test('a checkout with nothing chosen opens out of date and leads to the bottle page', async ({ page }) => {
  await page.goto('/bottle-checkout');
  const outOfDate = page.getByRole('alertdialog', { name: 'Please choose again' });
  await expect(outOfDate).toContainText(outOfDateMessage);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await outOfDate.getByRole('button', { name: 'Choose bottles again' }).click();
  await expect(page).toHaveURL(/\/bottles$/);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Start Here' })).toBeVisible();
});

test("a refused order shows the venue's message, sanitised, until Close", async ({ page }) => {
  await checkOutWith(page, 2, { 'Johnnie Walker Black Label': 1 });
  await fillDetails(page);
  await page.route(
    '**/venue-api/api/shopping/addBottleOrder',
    (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'invalid_input', message: 'Your card holder name is <b>not accepted</b>.<img src="x" onerror="window.hacked=1">' },
        }),
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const failure = page.getByRole('alertdialog', { name: 'Your order was not placed' });
  await expect(failure).toContainText('Your card holder name is not accepted.');
  await expect(failure.locator('b')).toHaveText('not accepted');
  await expect(failure.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toBeHidden();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await landedOnPayment(page);
});

// Bottle service start to finish (docs/product.md#bottle-service, #payment-and-confirmation): the
// bottles, the checkout, the payment page, the confirmation headed by the table's night
// (docs/product.md#the-night-summary) and the invoice, then what the backend stored.
import { expect, test, type Page } from '@playwright/test';
import { payWhenReady } from './payment-steps';
import { atVenueNote, paymentFigures } from '@venue/core/payment/payment-due';
import { restWithChargesAtVenue } from '@venue/messages/en/order-summary';
import { pdfText } from '../../venue-api/src/testing/pdf-text';
import { formatMoney } from '../src/ui/format';
import { quoteFor } from './bottle-figures';
import { checkOutWith, fillDetails, landedOnPayment, nextWeek, venueApi } from './bottle-steps';
import { onLocationBaseURL } from './servers';
import { expectAccessible } from './support';
import { SECRET_PARAM } from './order-secret';

/** The amount a summary row (a dt and its dd) shows. */
const rowAmount = (page: Page, label: string) => page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

test('from the bottle list to a paid order with its invoice', async ({ page, request, baseURL }) => {
  const api = await venueApi(request, baseURL ?? '');
  await checkOutWith(page, 2, { 'Moët & Chandon Impérial': 2 });
  await fillDetails(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();

  const orderId = await landedOnPayment(page);
  const created = await api.bottleOrder(orderId);
  expect(created.status).toBe('Pending');
  expect(created.paidAt).toBeNull();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await expectAccessible(page);
  await payWhenReady(page);

  await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=bottles&orderId=${orderId}&${SECRET_PARAM}$`));
  await expect(page.getByText(orderId)).toBeVisible();
  // On a 390 x 844 phone, the night heads it: the table for its guests, the night and arrival chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  const night = page.getByRole('region', { name: 'Bottle service table for 2' });
  await expect(night).toContainText(nextWeek().shown);
  await expect(night).toContainText('arrival 10:00 PM');
  await expect(night).toContainText(/Guests\s*2/);
  await expectAccessible(page);

  const paid = await api.bottleOrder(orderId);
  expect(paid.status).toBe('Paid');
  expect(paid.details).toEqual({ bottleDate: nextWeek().shown, bottleTime: '10:00 PM', noOfGuests: 2 });
  expect(paid.total).toBe(created.total);
  expect(paid.invoice).toMatch(/^invoices\/pdf\/inv-[\w-]+\.pdf$/);

  await page.getByRole('link', { name: 'View your invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your invoice' })).toBeVisible();
  const pdf = await request.get(`/venue-api/${paid.invoice ?? ''}`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});

test.describe('with Bottles paid on location and a deposit (VENUE_PRICING=on-location)', () => {
  test.use({ baseURL: onLocationBaseURL });

  test('payment page, confirmation and invoice say the same amount at the venue and why, the discounts apart', async ({
    page,
    request,
  }) => {
    const api = await venueApi(request, onLocationBaseURL);
    const [settings, catalog] = await Promise.all([api.settings(), api.catalog()]);
    await checkOutWith(page, 2, { 'Don Julio 1942': 1 });
    await page.getByLabel('Promoter Instagram ID').fill('velvet.vip');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog', { name: 'Promoter code applied' }).getByRole('button', { name: 'OK' }).click();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const orderId = await landedOnPayment(page);

    const cart = {
      guests: 2,
      bottles: { 'Don Julio 1942': 1 },
      promoter: { promotionId: 'promo-velvet-vip', discountType: '$', discountAmount: 2500 },
    };
    const quote = quoteFor(cart as never, catalog, settings);
    const onLocation = quote.onLocation!;
    expect(onLocation.amount).toBeGreaterThan(0);
    expect(quote.depositDueNow).not.toBeNull();
    // What is left after the deposit, plus the tax and service charge paid on location.
    const atVenue = formatMoney((quote.total - quote.depositDueNow! + onLocation.amount) as never, '$');
    const figures = paymentFigures(await api.bottleOrder(orderId));
    expect(atVenueNote(figures!)).toBe('restWithCharges');
    const note = restWithChargesAtVenue;
    const promoterRow = `−${formatMoney(quote.promoterDiscount, '$')}`;

    await expect(rowAmount(page, 'To pay at the venue')).toHaveText(atVenue);
    await expect(page.getByText(note)).toBeVisible();
    await expect(rowAmount(page, 'PROMOTER DISCOUNT')).toHaveText(promoterRow);
    await expect(rowAmount(page, `Tax (${onLocation.taxPercent}%) paid at the venue`)).toHaveText(formatMoney(onLocation.tax, '$'));
    await payWhenReady(page);

    await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=bottles&orderId=${orderId}&${SECRET_PARAM}$`));
    await expect(rowAmount(page, 'To pay at the venue')).toHaveText(atVenue);
    await expect(page.getByText(note)).toBeVisible();
    await expect(rowAmount(page, 'PROMOTER DISCOUNT')).toHaveText(promoterRow);

    // The invoice, as a PDF reader reads it.
    const paid = await api.bottleOrder(orderId);
    const pdf = await request.get(`${onLocationBaseURL}/venue-api/${paid.invoice ?? ''}`);
    const lines = (await pdfText(await pdf.body())).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `PROMOTER DISCOUNT -${formatMoney(quote.promoterDiscount, '$')}`,
        `Tax (${onLocation.taxPercent}%) paid at the venue ${formatMoney(onLocation.tax, '$')}`,
        `Service charge (${onLocation.servicePercent}%) paid at the venue ${formatMoney(onLocation.service, '$')}`,
        `Deposit paid ${formatMoney(quote.depositDueNow!, '$')}`,
        `To pay at the venue ${atVenue}`,
        note,
      ]),
    );
  });
});

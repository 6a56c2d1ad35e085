// Bottle service start to finish (docs/product.md#bottle-service, #payment-and-confirmation): the
// bottles, the checkout, the payment page, the confirmation and the invoice, then what the backend stored.
import { expect, test } from '@playwright/test';
import { checkOutWith, fillDetails, landedOnPayment, venueApi } from './bottle-steps';
import { expectAccessible } from './support';

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
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=bottles&orderId=${orderId}$`));
  await expect(page.getByText(orderId)).toBeVisible();
  await expectAccessible(page);

  const paid = await api.bottleOrder(orderId);
  expect(paid.status).toBe('Paid');
  expect(paid.total).toBe(created.total);
  expect(paid.invoice).toMatch(/^invoices\/pdf\/inv-[\w-]+\.pdf$/);

  await page.getByRole('link', { name: 'View your invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your invoice' })).toBeVisible();
  const pdf = await request.get(`/venue-api/${paid.invoice ?? ''}`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});

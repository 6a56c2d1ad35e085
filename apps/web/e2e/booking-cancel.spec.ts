// Cancelling a venue booking (docs/product.md#reservations-and-venue-booking): the booking shown, cancelled after
// a second yes with one call for a double click, read back as Cancelled with its night free again; unknown and
// cancelled bookings get clear panels, and the old address still leads here.
import { expect, test } from '@playwright/test';
import { dayName, newBooking, nightFor, storedBooking } from './booking-steps';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { expectAccessible, reviewScreenshot } from './support';
import { apiPut } from './venue-api';

test('a booking is cancelled after a second yes, and its night is free again', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  const night = nightFor(testInfo, 43);
  const eventId = await newBooking(request, night);
  const cancels: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().includes('/venue-api/api/privateEvents/promoteStatus/')) cancels.push(req.postData() ?? '');
  });

  await page.goto(`/cancel-booking/${encodeURIComponent(eventId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel a booking' })).toBeVisible();
  await expect(page.getByText(dayName(night))).toBeVisible();
  await expect(page.getByText('8:00 PM to 1:00 AM')).toBeVisible();
  await expect(page.getByText('Corporate event')).toBeVisible();
  await expect(page.getByText('Pending')).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(dialog).toBeVisible();
  await reviewScreenshot(page, testInfo, 'booking-cancel-dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep my booking' }).click();
  await expect(dialog).toBeHidden();
  expect(cancels).toEqual([]);

  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).dblclick();
  const done = page.getByRole('heading', { name: 'Your booking is cancelled' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(cancels).toEqual(['{"status":"Cancelled"}']);

  expect(await storedBooking(request, eventId)).toMatchObject({ status: 'Cancelled' });
  // The night is free: another private event can have it (a request holds none; a cancelled holder frees its own).
  await newBooking(request, night);
  expect(problems).toEqual([]);
});

test('unknown and cancelled bookings get clear panels; the old address leads here', async ({ page, request }, testInfo) => {
  await page.goto('/cancel-booking/no-such-booking');
  await expect(page.getByRole('heading', { name: 'We could not find this booking' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/booking-checkout/no-such-booking');
  await expect(page.getByRole('heading', { name: 'We could not find this booking' })).toBeVisible();

  const eventId = await newBooking(request, nightFor(testInfo, 44));
  const res = await apiPut(request, `api/privateEvents/promoteStatus/${encodeURIComponent(eventId)}`, { status: 'Cancelled' });
  expect(res.status()).toBe(200);
  await page.goto(`/planningCancelConfirmation/${encodeURIComponent(eventId)}`);
  await expect(page).toHaveURL(new RegExp(`/cancel-booking/${eventId}$`));
  await expect(page.getByRole('heading', { name: 'This booking is already cancelled' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/bookingCheckout/${encodeURIComponent(eventId)}`);
  await expect(page).toHaveURL(new RegExp(`/booking-checkout/${eventId}$`));
  await expect(page.getByRole('heading', { name: 'This booking was cancelled' })).toBeVisible();
  await expectAccessible(page);
});

// A night that goes to another private event while the guest is on the checkout or the payment page
// (docs/product.md#reservations-and-venue-booking): a request holds no night, so another booking confirmed or
// paid first wins it; confirming or paying is then refused (409 night_taken) with a clear panel, and the backend
// keeps this booking unconfirmed or unpaid and the other one holding the night.
import { expect, test } from '@playwright/test';
import { heldBooking, newBooking, nightFor, storedBooking } from './booking-steps';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { expectAccessible, reviewScreenshot } from './support';
import { apiPut } from './venue-api';

const refusedByVenue = 'error: Failed to load resource: the server responded with a status of 409 (Conflict)';

test('confirming a request whose night another booking was paid for first says so', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  const night = nightFor(testInfo, 45);
  const mine = await newBooking(request, night);
  await page.goto(`/booking-checkout/${encodeURIComponent(mine)}`);
  await expect(page.getByRole('heading', { name: 'Check your request' })).toBeVisible();
  await hydrated(page);

  // Meanwhile another guest asks for the same night and pays its deposit: that booking holds the night now.
  const other = await heldBooking(request, night);
  await page.getByRole('button', { name: 'Confirm and pay the deposit' }).click();
  const taken = page.getByRole('heading', { name: 'That night is already booked' });
  await expect(taken).toBeVisible();
  await expect(taken).toBeFocused();
  await expect(page.getByText('Another private event has the venue that night: it was confirmed first')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a night' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and pay the deposit' })).toHaveCount(0);
  await reviewScreenshot(page, testInfo, 'booking-checkout-night-taken');
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  expect(await storedBooking(request, mine)).toMatchObject({ status: 'Pending' });
  expect(await storedBooking(request, other)).toMatchObject({ status: 'Paid' });
  expect(problems).toEqual([refusedByVenue]);
});

test('paying the deposit of a night another booking was paid for first is refused before any charge', async ({
  page,
  request,
}, testInfo) => {
  const problems = consoleProblems(page);
  const night = nightFor(testInfo, 46);
  const mine = await newBooking(request, night);
  // Confirmed but not paid: with the venue's deposit, only the payment holds the night.
  expect((await apiPut(request, `api/privateEvents/promoteStatus/${encodeURIComponent(mine)}`, { status: 'Confirmed' })).status()).toBe(
    200,
  );
  await page.goto(`/payment/bookings/${encodeURIComponent(mine)}`);
  const pay = page.getByRole('button', { name: 'Pay $250.00' });
  await expect(pay).toBeVisible();
  await hydrated(page);

  const other = await heldBooking(request, night);
  await pay.click();
  const taken = page.getByRole('heading', { name: 'That night is already booked' });
  await expect(taken).toBeVisible();
  await expect(taken).toBeFocused();
  await expect(page.getByText('Another private event was confirmed for that night first, so this booking cannot be paid.')).toBeVisible();
  await expect(pay).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book a night' })).toBeVisible();
  await reviewScreenshot(page, testInfo, 'payment-night-taken');
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  expect(await storedBooking(request, mine)).toMatchObject({ status: 'Confirmed', amountDue: 250 });
  expect(await storedBooking(request, other)).toMatchObject({ status: 'Paid' });
  expect(problems).toEqual([refusedByVenue]);
});

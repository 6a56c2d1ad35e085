// Table reservations (docs/product.md#reservations-and-venue-booking) against the embedded backend: from an
// empty page to a confirmed reservation read back from the venue, one reservation for a double click, the
// old checkout path, and the panels for an unknown reservation.
import { expect, test } from '@playwright/test';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { calendarDay, chooseNight, fillDetails, recordReservationCalls, storedReservation, usDate } from './reservation-steps';
import { closedNight, openNight } from './venue-days';
import { expectAccessible, reviewScreenshot } from './support';
import { SECRET_PARAM, secretOf } from './order-secret';

test(
  'from an empty page to a confirmed reservation, read back from the backend',
  { tag: '@phone-layout' },
  async ({ page, request }, testInfo) => {
    const problems = consoleProblems(page);
    await page.goto('/reservation');
    await expect(page.getByRole('heading', { level: 1, name: 'Table reservations' })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Check availability' })).toBeVisible();
    await expectAccessible(page);

    // Nothing chosen: core's warning names all three.
    await page.getByRole('button', { name: 'Check availability' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please Select Date, Time & Guests Count' })).toBeVisible();
    // The first missing choice, the date, takes the focus: the first day that can be chosen.
    await expect(page.locator('table button:not([disabled])').first()).toBeFocused();
    // A weekday the venue is closed is greyed out and cannot be chosen (docs/product.md#closed-days).
    const monday = closedNight(1);
    await expect(await calendarDay(page, monday)).toBeDisabled();
    await expect(await calendarDay(page, monday)).toHaveAccessibleName(/, closed to reservations$/);
    const night = openNight(3);
    await chooseNight(page, night, '9:30 PM', 4);
    await expect(page.getByRole('alert').filter({ hasText: 'Please Select' })).toHaveCount(0);
    await reviewScreenshot(page, testInfo, 'reservation-night');
    await expectFitsWidth(page, 320);
    await page.getByRole('button', { name: 'Check availability' }).click();

    await expect(page.getByText('It is available.')).toBeVisible();
    await expect(page.getByText(`Your table: ${usDate(night)} at 9:30 PM for 4 guests`)).toBeVisible();
    await page.getByRole('button', { name: 'Reserve' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Full Name" field.' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expectAccessible(page);
    await fillDetails(page);
    await reviewScreenshot(page, testInfo, 'reservation-details');
    await expectFitsWidth(page, 320);
    await page.getByRole('button', { name: 'Reserve' }).click();

    await expect(page).toHaveURL(new RegExp(`/reservation-checkout/[^/?]+\\?${SECRET_PARAM}$`));
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const secret = secretOf(page) ?? '';
    // The second step says so, in its heading and its title, and how long the table is held.
    await expect(page.getByRole('heading', { level: 1, name: 'Not yet reserved: confirm below' })).toBeVisible();
    await expect(page).toHaveTitle(/^Not yet reserved: confirm below/);
    await expect(page.getByText(/^We hold this table until (.+ at )?\d{1,2}:\d{2} [AP]M\. Confirm to keep it\.$/)).toBeVisible();
    await expect(page.getByText('Dana Guest')).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);
    await expectFitsWidth(page, 320);
    expect((await storedReservation(request, id)).status).toBe('Pending');
    // A change made from here leads back to the confirmation with the table's code.
    await expect(page.getByRole('link', { name: 'Change this reservation' })).toHaveAttribute(
      'href',
      `/reservation/${encodeURIComponent(id)}?secret=${secret}`,
    );
    await page.getByRole('button', { name: 'Confirm reservation' }).click();

    await expect(page).toHaveURL(`/confirmation?type=reservations&orderId=${encodeURIComponent(id)}&secret=${secret}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your reservation' })).toBeVisible();
    // The table's code, for the guest who reserved: the secret came with the new reservation's address.
    await expect(page.getByRole('region', { name: 'Your code for the door' }).locator('figure[data-code]')).toHaveCount(1);
    await expectAccessible(page);
    expect(await storedReservation(request, id)).toMatchObject({
      orderId: id,
      status: 'Confirmed',
      details: {
        reservationDate: usDate(night),
        reservationTime: '9:30 PM',
        noOfGuests: 4,
        clientName: 'Dana Guest',
        clientEmail: 'dana@example.com',
        clientPhoneNumber: '+12125550123',
        specialRequest: 'A quiet corner, please',
      },
    });

    // The old checkout path still leads to it, now confirmed.
    await page.goto(`/reservationCheckout/${encodeURIComponent(id)}`);
    await expect(page).toHaveURL(`/reservation-checkout/${encodeURIComponent(id)}`);
    await expect(page.getByRole('link', { name: 'See your confirmation' })).toBeVisible();
    expect(problems).toEqual([]);
  },
);

test('a double click on Reserve and on Confirm makes and confirms one reservation', async ({ page, request }) => {
  const calls = recordReservationCalls(page);
  await page.goto('/reservation');
  await hydrated(page);
  await chooseNight(page, openNight(4), '10:00 PM', 2);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await fillDetails(page);
  await page.getByRole('button', { name: 'Reserve' }).dblclick();
  await expect(page).toHaveURL(/\/reservation-checkout\/[^/]+$/);
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm reservation' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your reservation' })).toBeVisible();

  expect(calls.creates).toHaveLength(1);
  expect(calls.confirms).toHaveLength(1);
  const id = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect((await storedReservation(request, id)).status).toBe('Confirmed');
});

test('an unknown reservation gets a clear panel on the checkout and the update page', async ({ page }) => {
  const problems = consoleProblems(page);
  for (const path of ['/reservation-checkout/no-such-reservation', '/reservation/no-such-reservation']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this reservation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reserve a table' })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);
    await expectFitsWidth(page, 320);
  }
  expect(problems).toEqual([]);
});

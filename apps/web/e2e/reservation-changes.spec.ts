// Blocked periods and changes to a reservation (docs/product.md#blocked-periods,
// docs/product.md#reservations-and-venue-booking): the demo's private party spans midnight (its night from
// 10:00 PM to 2:00 AM the next morning, about five days from today); a time inside it shows the block's notes,
// a time after it is accepted; a reservation changed on /reservation/{id} reads back changed; and on a phone, a
// reservation confirmed at its second step, changed and then cancelled from its confirmation.
import { expect, test } from '@playwright/test';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { secretOf } from './order-secret';
import { calendarDay, chooseNight, fillDetails, newReservation, storedReservation, usDate } from './reservation-steps';
import { apiGet } from './venue-api';
import { demoBlockNights, openNight } from './venue-days';
import { expectAccessible, reviewScreenshot } from './support';

const blockNotes = 'Private party from 10:00 PM to 2:00 AM: the venue is closed to reservations.';

test('a time inside the block spanning midnight is refused with its notes; a time after it is accepted', async ({ page }, testInfo) => {
  const problems = consoleProblems(page);
  await page.goto('/reservation');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Check availability' })).toBeVisible();

  const { party, partyNextNight, wedding } = demoBlockNights();
  // A whole blocked night cannot be chosen at all.
  await expect(await calendarDay(page, wedding)).toBeDisabled();
  await page.goto('/reservation');
  await hydrated(page);

  // 1:00 AM on the party's night is the next day at 01:00: inside the block.
  await chooseNight(page, party, '1:00 AM', 4);
  const dialog = page.getByRole('alertdialog', { name: 'This time is not available' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(blockNotes)).toBeVisible();
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'reservation-blocked');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // The time is cleared for another pick.
  await expect(page.getByLabel('Arrival time')).toHaveValue('');

  // 10:00 PM of the party's night is the block's first minute (both ends included).
  await page.getByLabel('Arrival time').selectOption('10:00 PM');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The next evening, after the block ended at 2:00 AM, is open.
  const after = partyNextNight;
  await (await calendarDay(page, after)).click();
  await page.getByLabel('Arrival time').selectOption('10:00 PM');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText(`Your table: ${usDate(after)} at 10:00 PM for 4 guests. It is available.`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a reservation changed on its page reads back changed; a blocked change is refused with the notes', async ({
  page,
  request,
}, testInfo) => {
  const problems = consoleProblems(page);
  const { party } = demoBlockNights();
  const first = openNight(2);
  const id = await newReservation(request, first, '9:00 PM');
  await page.goto(`/reservation/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Update your reservation' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText(`Chosen date: ${usDate(first)}`)).toBeVisible();
  await expect(page.getByLabel('Arrival time')).toHaveValue('9:00 PM');
  await expect(page.getByLabel('No. Of Guests')).toHaveValue('4');
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  // Into the block: refused before anything is sent, with the block's notes.
  await chooseNight(page, party, '11:00 PM', 6);
  const dialog = page.getByRole('alertdialog', { name: 'This time is not available' });
  await expect(dialog.getByText(blockNotes)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please Select Time' })).toBeVisible();
  await expect(page.getByLabel('Arrival time')).toBeFocused();

  await page.getByLabel('Arrival time').selectOption('9:30 PM');
  await page.getByLabel('Special Request').fill('Birthday: a cake at midnight');
  await reviewScreenshot(page, testInfo, 'reservation-update');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is updated' })).toBeFocused();
  // Opened without the order secret (a link someone shared): the confirmation it offers asks for no code.
  await expect(page.getByRole('link', { name: 'See your confirmation' })).toHaveAttribute(
    'href',
    `/confirmation?type=reservations&orderId=${encodeURIComponent(id)}`,
  );
  await expectAccessible(page);
  expect(await storedReservation(request, id)).toMatchObject({
    status: 'Pending',
    details: {
      reservationDate: usDate(party),
      reservationTime: '9:30 PM',
      noOfGuests: 6,
      specialRequest: 'Birthday: a cake at midnight',
      clientName: 'Rory Guest',
    },
  });
  expect(problems).toEqual([]);
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a reservation is confirmed, changed and then cancelled from its confirmation; its table is free and its code void', async ({
    page,
    request,
  }) => {
    const problems = consoleProblems(page);
    const night = openNight(9);
    await page.goto('/reservation');
    await hydrated(page);
    await chooseNight(page, night, '10:30 PM', 3);
    await page.getByRole('button', { name: 'Check availability' }).click();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Reserve' }).click();

    // The second step says what is missing, how long the table waits, and its button is in view without scrolling.
    await expect(page.getByRole('heading', { level: 1, name: 'Not yet reserved: confirm below' })).toBeVisible();
    await expect(page).toHaveTitle(/^Not yet reserved: confirm below/);
    await hydrated(page);
    const confirm = page.getByRole('button', { name: 'Confirm reservation' });
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);
    await confirm.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your reservation' })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('orderId') ?? '';
    const secret = secretOf(page) ?? '';
    expect(secret).not.toBe('');

    // Change it from the confirmation: a later arrival.
    await page.getByRole('link', { name: 'Change this reservation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update your reservation' })).toBeVisible();
    await hydrated(page);
    await page.getByLabel('Arrival time').selectOption('11:00 PM');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Your reservation is updated' })).toBeFocused();
    await page.getByRole('link', { name: 'See your confirmation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your reservation' })).toBeVisible();
    expect(await storedReservation(request, id)).toMatchObject({
      status: 'Confirmed',
      details: { reservationTime: '11:00 PM', noOfGuests: 3 },
    });
    const [code] = (
      await apiGet<{ data: { codes: { linkToken: string; status: string }[] } }>(
        request,
        `guest-codes/order/${encodeURIComponent(id)}?secret=${secret}`,
      )
    ).data.codes;
    expect(code?.status).toBe('issued');

    // Then cancel it from there, asked twice, and told plainly.
    await page.getByRole('link', { name: 'Cancel this reservation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel your reservation' })).toBeVisible();
    await hydrated(page);
    await expect(page.getByText(/^You can cancel online until \w{3} \d\d\/\d\d\/\d{4} at 9:00 PM\.$/)).toBeVisible();
    await expect(
      page.getByText('Nothing was charged for this reservation, so nothing is due and there is nothing to refund.'),
    ).toBeVisible();
    await expectFitsWidth(page, 320);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Cancel this reservation' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keep my reservation' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedReservation(request, id)).status).toBe('Confirmed');
    await page.getByRole('button', { name: 'Cancel this reservation' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('heading', { name: 'Your reservation is cancelled' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Reserve another table' })).toBeVisible();
    await expectAccessible(page);

    // What the backend stored: cancelled, and the table's code no longer lets anyone in.
    expect((await storedReservation(request, id)).status).toBe('Cancelled');
    await page.goto(`/guest-code/${code?.linkToken ?? ''}`);
    await expect(page.getByRole('heading', { name: 'This code no longer lets anyone in' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

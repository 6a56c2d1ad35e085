// Blocked periods and changes to a reservation (docs/product.md#blocked-periods,
// docs/product.md#reservations-and-venue-booking): the demo's block spans midnight (day 5 from today at
// 10:00 PM to day 6 at 2:00 AM); a time inside it shows the block's notes, a time after it is accepted;
// a reservation changed on /reservation/{id} reads back changed.
import { expect, test } from '@playwright/test';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { calendarDay, chooseNight, newReservation, storedReservation, usDate } from './reservation-steps';
import { venueDay } from './venue-days';
import { expectAccessible, reviewScreenshot } from './support';

const blockNotes = 'Private party from 10:00 PM to 2:00 AM: the venue is closed to reservations.';

test('a time inside the block spanning midnight is refused with its notes; a time after it is accepted', async ({ page }, testInfo) => {
  const problems = consoleProblems(page);
  await page.goto('/reservation');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Check availability' })).toBeVisible();

  // A whole blocked night cannot be chosen at all.
  await expect(await calendarDay(page, venueDay(18))).toBeDisabled();
  await page.goto('/reservation');
  await hydrated(page);

  // 1:00 AM on the night of day 5 is day 6 at 01:00: inside the block.
  await chooseNight(page, venueDay(5), '1:00 AM', 4);
  const dialog = page.getByRole('alertdialog', { name: 'This time is not available' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(blockNotes)).toBeVisible();
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'reservation-blocked');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // The time is cleared for another pick.
  await expect(page.getByLabel('Arrival time')).toHaveValue('');

  // 10:00 PM of day 5 is the block's first minute (both ends included).
  await page.getByLabel('Arrival time').selectOption('10:00 PM');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The evening of day 6, after the block ended at 2:00 AM, is open.
  const after = venueDay(6);
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
  const id = await newReservation(request, venueDay(2), '9:00 PM');
  await page.goto(`/reservation/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Update your reservation' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText(`Chosen date: ${usDate(venueDay(2))}`)).toBeVisible();
  await expect(page.getByLabel('Arrival time')).toHaveValue('9:00 PM');
  await expect(page.getByLabel('No. Of Guests')).toHaveValue('4');
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  // Into the block: refused before anything is sent, with the block's notes.
  await chooseNight(page, venueDay(5), '11:00 PM', 6);
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
      reservationDate: usDate(venueDay(5)),
      reservationTime: '9:30 PM',
      noOfGuests: 6,
      specialRequest: 'Birthday: a cake at midnight',
      clientName: 'Rory Guest',
    },
  });
  expect(problems).toEqual([]);
});

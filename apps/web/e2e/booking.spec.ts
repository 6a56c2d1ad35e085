// The venue booking request (docs/product.md#reservations-and-venue-booking): from an empty page to a booking
// confirmed and its deposit paid, read back from the backend, a held night refused and another taken without retyping, a blocked period
// refused with its notes; a double click makes one booking.
import { expect, test } from '@playwright/test';
import { chooseNight, dayName, fillRequest, heldBooking, nightFor, recordCreates, showDay, storedBooking, usDate } from './booking-steps';
import { closedNight, demoBlockNights, venueDay } from './venue-days';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { expectAccessible, reviewScreenshot } from './support';

test(
  'a booking from an empty page to a confirmed booking with its deposit paid',
  { tag: '@phone-layout' },
  async ({ page, request }, testInfo) => {
    const problems = consoleProblems(page);
    const creates = recordCreates(page);
    const night = nightFor(testInfo, 40);
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Book the venue' })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Request this night' })).toBeVisible();
    await expectAccessible(page);

    // The rules first: nothing chosen, the date is named and its first free day focused.
    await page.getByRole('button', { name: 'Request this night' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Date" field.' })).toBeVisible();
    await expect(page.getByRole('button', { name: dayName(venueDay(0)), exact: true })).toBeFocused();
    await expect(page.getByText('Please choose a date.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'OK' }).click();

    await chooseNight(page, night);
    await fillRequest(page);
    // An end before the start is refused by the rules (the list offers only later ends).
    await page.getByLabel('Start time').selectOption('3:00 AM');
    await expect(page.getByLabel('End time')).toHaveValue('');
    await page.getByRole('button', { name: 'Request this night' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please complete "End time" field.' })).toBeVisible();
    await expect(page.getByLabel('End time')).toBeFocused();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Start time').selectOption('9:00 PM');
    await page.getByLabel('End time').selectOption('2:00 AM');
    await reviewScreenshot(page, testInfo, 'booking-form');
    const viewport = page.viewportSize();
    await expectFitsWidth(page, 320);
    // Back to the project's own size: the shared footer's links are checked there, not at 320 px.
    if (viewport) await page.setViewportSize(viewport);

    await page.getByRole('button', { name: 'Request this night' }).dblclick();
    await expect(page).toHaveURL(/\/booking-checkout\/[^/]+$/);
    const eventId = decodeURIComponent(page.url().split('/').pop() ?? '');
    await expect(page.getByRole('heading', { name: 'Check your request' })).toBeVisible();
    await expect(page.getByText(dayName(night))).toBeVisible();
    await expect(page.getByText('9:00 PM to 2:00 AM')).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);
    await expectFitsWidth(page, 320);
    expect(creates).toHaveLength(1);
    expect(await storedBooking(request, eventId)).toMatchObject({ status: 'Pending', total: 250, amountDue: 250 });
    // The demo venue asks a $250 deposit for a private event (bookingDepositAmount).
    await expect(page.getByRole('definition').filter({ hasText: /^\$250\.00$/ })).toBeVisible();
    await reviewScreenshot(page, testInfo, 'booking-checkout');

    await page.getByRole('button', { name: 'Confirm and pay the deposit' }).dblclick();
    await expect(page).toHaveURL(/\/payment\/bookings\/[^/]+$/);
    expect(await storedBooking(request, eventId)).toMatchObject({ status: 'Confirmed' });
    await page.getByRole('button', { name: 'Pay $250.00' }).click();
    await expect(page).toHaveURL(/\/confirmation\?type=bookings&orderId=/);
    await expect(page.getByRole('heading', { name: 'Thank you for your booking request' })).toBeVisible();
    await expectAccessible(page);

    const stored = await storedBooking(request, eventId);
    expect(stored).toMatchObject({
      status: 'Paid',
      total: 250,
      details: {
        eventDate: usDate(night),
        startTime: '9:00 PM',
        endTime: '2:00 AM',
        noOfGuests: 12,
        eventType: 'Birthday',
        specialRequest: 'A cake at midnight, please.',
        clientName: 'Dana Guest',
        clientEmail: 'dana@example.com',
        clientPhoneNumber: '+12125550123',
      },
    });
    // A paid booking is not cancelled online.
    await page.goto(`/cancel-booking/${encodeURIComponent(eventId)}`);
    await expect(page.getByRole('heading', { name: 'This booking is paid' })).toBeVisible();
    expect(problems).toEqual([]);
  },
);

test('a taken night is refused clearly, then another night is booked without retyping', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  const creates = recordCreates(page);
  const taken = nightFor(testInfo, 41);
  const free = nightFor(testInfo, 42);
  // A request alone holds no night: the other booking holds it once its deposit is paid.
  await heldBooking(request, taken);

  await page.goto('/booking');
  await hydrated(page);
  await chooseNight(page, taken);
  await fillRequest(page);
  await page.getByRole('button', { name: 'Request this night' }).click();
  const refusal = page.getByRole('heading', { name: 'That night is already booked' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  await expect(page.getByText('Everything you typed is kept: choose another date and send your request again.')).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue('Dana Guest');
  await expect(page.getByLabel('Start time')).toHaveValue('9:00 PM');
  // At this scroll the sticky site header lies over the calendar's top rows, which axe counts as
  // overlapping targets; the page is checked from its top, as a guest coming back to the calendar sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  await chooseNight(page, free);
  await page.getByRole('button', { name: 'Request this night' }).click();
  await expect(page).toHaveURL(/\/booking-checkout\/[^/]+$/);
  const eventId = decodeURIComponent(page.url().split('/').pop() ?? '');
  expect(await storedBooking(request, eventId)).toMatchObject({
    status: 'Pending',
    details: { eventDate: usDate(free), clientName: 'Dana Guest', eventType: 'Birthday' },
  });
  // The refused create and the next one used different keys: nothing could exist under the first.
  expect(creates).toHaveLength(2);
  expect(new Set(creates).size).toBe(2);
  // The browser itself logs the venue's expected 409; nothing else may show.
  expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
});

test(
  'a blocked period opens its notes and the guest picks again; closed nights are greyed out',
  { tag: '@phone-layout' },
  async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto('/booking');
    await hydrated(page);
    const { corporate, wedding } = demoBlockNights();
    // A night the venue is closed to the public is one a private event can take (docs/product.md#closed-days).
    const monday = closedNight(1);
    await showDay(page, monday);
    await expect(page.getByRole('button', { name: dayName(monday), exact: true })).toBeEnabled();

    // The corporate event's night is blocked from 6:00 PM to 9:00 PM.
    await chooseNight(page, corporate);
    await page.getByLabel('Start time').selectOption('7:00 PM');
    const dialog = page.getByRole('alertdialog', { name: 'The venue is closed at that time' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Early evening reserved for a corporate event; tables are available from 9:00 PM.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Choose again' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Start time')).toHaveValue('');
    await page.getByLabel('Start time').selectOption('9:30 PM');
    await expect(dialog).toBeHidden();

    // The seed gives a wedding a whole night, a week after the corporate event: its button cannot be picked.
    await showDay(page, wedding, ', closed');
    await expect(page.getByRole('button', { name: `${dayName(wedding)}, closed`, exact: true })).toBeDisabled();
    expect(problems).toEqual([]);
  },
);

test('the calendar answers the keyboard: one tab stop, arrow keys, Enter picks', async ({ page }) => {
  await page.goto('/booking');
  await hydrated(page);
  await page.getByRole('button', { name: dayName(venueDay(0)), exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  const weekLater = page.getByRole('button', { name: dayName(venueDay(7)), exact: true });
  await expect(weekLater).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: dayName(venueDay(1)), exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: dayName(venueDay(1)), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Your date: ${dayName(venueDay(1))}`)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Start time')).toBeFocused();
});

// Steps the venue booking tests share (docs/product.md#reservations-and-venue-booking): nights counted from
// the venue's today (the seed's blocks are within the next three weeks, venue-days.ts; a private event may take a
// night the venue is closed to the public), picking a night on the page's calendar,
// filling the request, and bookings made or read through the backend.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { apiGet, apiPost } from './venue-api';
import { venueDay } from './venue-days';
import { isPhone } from './support';

/** A night of its own per project and test, so the two projects (one backend) never take each other's night. */
export const nightFor = (testInfo: TestInfo, offset: number): Date => venueDay(offset + (isPhone(testInfo) ? 30 : 0));

/** "Friday, December 4, 2026": the calendar's name for the day's button. */
export const dayName = (day: Date): string =>
  day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** MM/DD/YYYY, as the booking payload carries the night. */
export const usDate = (day: Date): string =>
  `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;

/** Turns the calendar's months forward until the day shows. */
export async function showDay(page: Page, day: Date, suffix = ''): Promise<void> {
  const button = page.getByRole('button', { name: `${dayName(day)}${suffix}`, exact: true });
  const month = page.getByRole('group', { name: 'Date' }).getByRole('heading', { level: 2 });
  for (let i = 0; i < 24 && !(await button.isVisible()); i++) {
    const shown = await month.innerText();
    await page.getByRole('button', { name: 'Next month' }).click();
    // Each press answered before the next look: a page that starts on touch answers its first once its app runs.
    await expect(month).not.toHaveText(shown);
  }
  await expect(button).toBeVisible();
}

export async function chooseNight(page: Page, day: Date): Promise<void> {
  await showDay(page, day);
  await page.getByRole('button', { name: dayName(day), exact: true }).click();
  await expect(page.getByRole('button', { name: dayName(day), exact: true })).toHaveAttribute('aria-pressed', 'true');
}

export async function fillRequest(page: Page): Promise<void> {
  await page.getByLabel('Start time').selectOption('9:00 PM');
  await page.getByLabel('End time').selectOption('2:00 AM');
  await page.getByLabel('No. Of Guests').selectOption('12');
  await page.getByLabel('Event type').selectOption('Birthday');
  await page.getByLabel('Special request').fill('A cake at midnight, please.');
  await page.getByLabel('Your Name').fill('Dana Guest');
  await page.getByLabel('Your Email').fill('dana@example.com');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('+1 212 555 0123');
}

/** Every new-booking create the page sends, by its idempotency key. */
export function recordCreates(page: Page): string[] {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/venue-api/new-booking'))
      creates.push(request.headers()['idempotency-key'] ?? '');
  });
  return creates;
}

export interface StoredBooking {
  readonly orderId: string;
  readonly status: string;
  readonly total: number | null;
  readonly amountDue: number | null;
  readonly details: Record<string, unknown>;
}

export const storedBooking = async (request: APIRequestContext, id: string): Promise<StoredBooking> =>
  (await apiGet<{ data: StoredBooking }>(request, `booking-info/${encodeURIComponent(id)}`)).data;

/** A booking made through the backend, as the booking page would make it; its id. */
export async function newBooking(request: APIRequestContext, day: Date): Promise<string> {
  const res = await apiPost(request, 'new-booking', {
    eventDate: usDate(day),
    startTime: '8:00 PM',
    endTime: '1:00 AM',
    noOfGuests: 10,
    eventType: 'Corporate event',
    specialRequest: '',
    clientName: 'Robin Host',
    clientEmail: 'robin@example.com',
    clientPhoneNumber: '+12125550199',
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { orderId: string } }).data.orderId;
}

/**
 * A booking that holds its night: made through the backend and its deposit paid with the test card. A request
 * alone holds none (docs/product.md#reservations-and-venue-booking); its id.
 */
export async function heldBooking(request: APIRequestContext, day: Date): Promise<string> {
  const orderId = await newBooking(request, day);
  expect((await apiPost(request, 'make-test-payment', { orderType: 'bookings', orderId })).status()).toBe(200);
  expect(await storedBooking(request, orderId)).toMatchObject({ status: 'Paid' });
  return orderId;
}

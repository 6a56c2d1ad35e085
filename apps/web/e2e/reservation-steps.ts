// Steps the reservation browser tests share: the venue's days as the calendar names them, picking a night,
// and reading back what the backend stored.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiPost } from './venue-api';

/** MM/DD/YYYY, as the pages show a date and the venue stores it. */
export const usDate = (d: Date): string =>
  `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;

/** The calendar button's name: "Saturday, November 29, 2026". */
const dayName = (d: Date): string => d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

const monthNames = Array.from({ length: 12 }, (_, m) => new Date(2000, m, 1).toLocaleDateString('en-US', { month: 'long' }));
/** "December 2026" as a count of months, to compare the shown month with the wanted one. */
const monthsOf = (title: string): number => {
  const [name = '', year = ''] = title.trim().split(' ');
  return Number(year) * 12 + monthNames.indexOf(name);
};

/** The calendar's button for a day, turning from the month the calendar shows now (not today's) to the day's. */
export async function calendarDay(page: Page, d: Date) {
  const title = page.getByRole('group', { name: 'Date' }).getByRole('heading', { level: 2 });
  const wanted = d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const turns = d.getFullYear() * 12 + d.getMonth() - monthsOf(await title.innerText());
  const turn = page.getByRole('button', { name: turns > 0 ? 'Next month' : 'Previous month' });
  for (let i = 0; i < Math.abs(turns); i++) await turn.click();
  await expect(title).toHaveText(wanted);
  return page.getByRole('button', { name: new RegExp(`^${dayName(d)}`) });
}

export async function chooseNight(page: Page, d: Date, time: string, guests: number): Promise<void> {
  // Guests first: a blocked time opens the dialog, and the page takes no other choice until it is closed.
  await page.getByLabel('No. Of Guests').selectOption(String(guests));
  await (await calendarDay(page, d)).click();
  await expect(page.getByText(`Chosen date: ${usDate(d)}`)).toBeVisible();
  await page.getByLabel('Arrival time').selectOption(time);
}

export async function fillDetails(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill('Dana Guest');
  await page.getByLabel('Contact Email').fill('dana@example.com');
  await page.getByRole('textbox', { name: 'Cell Phone' }).fill('+1 212 555 0123');
  await page.getByLabel('Special Request').fill('A quiet corner, please');
}

export interface StoredReservation {
  readonly orderId: string;
  readonly status: string;
  readonly details: {
    readonly noOfGuests: number;
    readonly reservationDate: string;
    readonly reservationTime: string;
    readonly specialRequest: string;
    readonly clientName: string;
    readonly clientEmail: string;
    readonly clientPhoneNumber: string;
  };
}

export const storedReservation = async (request: APIRequestContext, id: string): Promise<StoredReservation> =>
  (await apiGet<{ data: StoredReservation }>(request, `reservation/${encodeURIComponent(id)}`)).data;

/** A reservation made straight through the API, for the update page to work on. */
export async function newReservation(request: APIRequestContext, d: Date, time: string): Promise<string> {
  const res = await apiPost(request, 'new-reservation', {
    noOfGuests: 4,
    reservationDate: usDate(d),
    reservationTime: time,
    specialRequest: '',
    clientName: 'Rory Guest',
    clientEmail: 'rory@example.com',
    clientPhoneNumber: '+12125550123',
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { orderId: string } }).data.orderId;
}

/** Every new-reservation and confirm-reservation-order the page sends. */
export function recordReservationCalls(page: Page): { readonly creates: string[]; readonly confirms: string[] } {
  const creates: string[] = [];
  const confirms: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/venue-api/new-reservation')) creates.push(request.headers()['idempotency-key'] ?? '');
    if (request.url().includes('/venue-api/confirm-reservation-order/')) confirms.push(request.url());
  });
  return { creates, confirms };
}

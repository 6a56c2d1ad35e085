// Other guests of a ticket order (docs/product.md#other-guests), against the embedded backend: the order is
// made through the API (the ticket pages are not needed for it), the buyer names guests and corrects one in
// the page, and what the venue stored is checked after each save.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consoleProblems, expectFitsWidth } from './page-checks';
import { expectAccessible, reviewScreenshot } from './support';
import { apiGet, apiPost } from './venue-api';

interface StoredGuests {
  readonly guestsAllowed: number;
  readonly attendees: readonly { readonly _id: string; readonly name: string; readonly email: string; readonly phoneNumber: string }[];
}

/** Three general admission tickets: the buyer and two other guests. */
async function newTicketOrder(request: APIRequestContext): Promise<string> {
  const res = await apiPost(request, 'new-ticket-order', {
    eventId: 'event-up-5',
    tickets: [{ ticketId: 'event-up-5-ga', quantity: 3 }],
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { orderId: string } }).data.orderId;
}

const storedGuests = async (request: APIRequestContext, orderId: string) =>
  (await apiGet<{ data: StoredGuests }>(request, `ticket-attendee/${encodeURIComponent(orderId)}`)).data;

async function fillGuest(page: Page, name: string, email: string, phone: string): Promise<void> {
  await page.getByLabel('Guest Name').fill(name);
  await page.getByLabel('Guest Email').fill(email);
  await page.getByRole('textbox', { name: 'Guest Phone' }).fill(phone);
}

test('the buyer names two guests, corrects one, and the venue stores each save once', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  const orderId = await newTicketOrder(request);
  await page.goto(`/other-guests/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add other guests' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'General Admission' })).toContainText('× 3');
  await expect(page.getByText('Your tickets admit 3 guests, you included. 0 of 2 other guests named.')).toBeVisible();
  await expectAccessible(page);

  // An empty save names the first field to complete and focuses it.
  await page.getByRole('button', { name: 'Add details of Guest 2' }).click();
  await expect(page.getByLabel('Guest Name')).toBeFocused();
  await page.getByRole('button', { name: 'Save guest' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Guest Name" field.' })).toBeVisible();
  await expect(page.getByLabel('Guest Name')).toBeFocused();
  await expectAccessible(page);

  await fillGuest(page, 'Rory Friend', 'rory@example.com', '+1 212 555 0188');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Save guest' }).click();
  await expect(page.getByText('Rory Friend is saved.')).toBeVisible();
  await expect(page.getByText('1 of 2 other guests named.')).toBeVisible();
  const first = await storedGuests(request, orderId);
  expect(first.attendees).toMatchObject([{ name: 'Rory Friend', email: 'rory@example.com', phoneNumber: '+12125550188' }]);

  // A double click on Save stores the second guest once.
  await page.getByRole('button', { name: 'Add details of Guest 3' }).click();
  await fillGuest(page, 'Sam Other', 'sam@example.com', '+44 20 7946 0958');
  await page.getByRole('button', { name: 'Save guest' }).dblclick();
  await expect(page.getByText('Sam Other is saved.')).toBeVisible();
  await expect(page.getByText('2 of 2 other guests named.')).toBeVisible();
  expect((await storedGuests(request, orderId)).attendees.map((a) => a.name)).toEqual(['Rory Friend', 'Sam Other']);

  // Editing reads the stored guest, and the change keeps the guest's id.
  await page.getByRole('button', { name: 'Edit details of Guest 2' }).click();
  await expect(page.getByLabel('Guest Name')).toHaveValue('Rory Friend');
  await expect(page.getByLabel('Guest Email')).toHaveValue('rory@example.com');
  await expectAccessible(page);
  await page.getByLabel('Guest Email').fill('rory.friend@example.com');
  await page.getByRole('button', { name: 'Save guest' }).click();
  await expect(page.getByText('Rory Friend is saved.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Guest 2' })).toContainText('rory.friend@example.com');

  const edited = await storedGuests(request, orderId);
  expect(edited.attendees).toHaveLength(2);
  expect(edited.attendees[0]).toMatchObject({ _id: first.attendees[0]?._id, email: 'rory.friend@example.com' });
  expect(edited.attendees[1]).toMatchObject({ name: 'Sam Other', phoneNumber: '+442079460958' });
  expect(problems).toEqual([]);
  await reviewScreenshot(page, testInfo, 'other-guests');
  await page.getByRole('button', { name: 'Edit details of Guest 3' }).click();
  await expectFitsWidth(page, 320);
});

test('the old link leads to the same page, and an unknown order says so', async ({ page, request }) => {
  const orderId = await newTicketOrder(request);
  await page.goto(`/AddPlusGuest/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/other-guests/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add other guests' })).toBeVisible();

  await page.goto('/other-guests/no-such-order');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See upcoming events' })).toBeVisible();
  await expectAccessible(page);
});

// Other guests of a ticket order (docs/product.md#other-guests), against the embedded backend: the order is
// made through the API (the ticket pages are not needed for it), the buyer names guests and corrects one in
// the page, and what the venue stored is checked after each save; and from the buyer's confirmation, a guest's
// place opened straight from its code, named, and the new code back on the confirmation.
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

/** Three general admission tickets bought and paid through the API: the buyer's order and its secret. */
async function paidTicketOrder(request: APIRequestContext): Promise<{ orderId: string; orderSecret: string }> {
  const res = await apiPost(request, 'new-ticket-order', {
    eventId: 'event-up-5',
    tickets: [{ ticketId: 'event-up-5-ga', quantity: 3 }],
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  });
  expect(res.status()).toBe(200);
  const order = ((await res.json()) as { data: { orderId: string; orderSecret: string } }).data;
  expect((await apiPost(request, 'make-test-payment', { orderType: 'tickets', orderId: order.orderId })).status()).toBe(200);
  return order;
}

interface LiveCode {
  readonly guestName: string;
  readonly code: string;
  readonly linkToken: string;
}

const codesOf = async (request: APIRequestContext, orderId: string, secret: string) =>
  (await apiGet<{ data: { codes: LiveCode[] } }>(request, `guest-codes/order/${encodeURIComponent(orderId)}?secret=${secret}`)).data.codes;

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

test('from the confirmation, the buyer names Guest 2 in its own form and finds the new name and code there on return', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { orderId, orderSecret } = await paidTicketOrder(request);
  const confirmation = `/confirmation?type=tickets&orderId=${encodeURIComponent(orderId)}&secret=${orderSecret}`;
  await page.goto(confirmation);
  const confirmationUrl = page.url();
  const codes = page.getByRole('region', { name: 'Your codes for the door' });
  const before = await codesOf(request, orderId, orderSecret);
  expect(before.map((c) => c.guestName)).toEqual(['Dana Guest', 'Guest 2 of Dana Guest', 'Guest 3 of Dana Guest']);
  // The buyer's own code has no naming link; each other guest's has.
  await expect(codes.getByRole('link', { name: /^(Add|Change) name/ })).toHaveCount(2);

  await codes.getByRole('link', { name: 'Add name for Guest 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/other-guests/${orderId}\\?guest=2#guest-2$`));
  const place = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Guest 2' }) });
  await expect(place.getByLabel('Guest Name')).toBeVisible();
  await expect(page.getByLabel('Guest Name')).toHaveCount(1);
  await fillGuest(page, 'Rory Friend', 'rory@example.com', '+1 212 555 0188');
  await page.getByRole('button', { name: 'Save guest' }).click();
  await expect(page.getByText('Rory Friend is saved.')).toBeVisible();
  expect((await storedGuests(request, orderId)).attendees.map((a) => a.name)).toEqual(['Rory Friend']);

  // The place's code is now Rory's, a new one; the old one no longer admits.
  const after = await codesOf(request, orderId, orderSecret);
  expect(after.map((c) => c.guestName)).toEqual(['Dana Guest', 'Rory Friend', 'Guest 3 of Dana Guest']);
  expect(after[1]?.code).not.toBe(before[1]?.code);
  expect((await apiGet<{ data: { status: string } }>(request, `guest-codes/guest/${before[1]?.linkToken}`)).data.status).toBe('void');

  await page.goBack();
  await expect(page).toHaveURL(confirmationUrl);
  await expect(codes.getByRole('img', { name: /^Door code for Rory Friend: General Admission/ })).toBeVisible();
  await expect(codes.getByRole('link', { name: 'Change name of Rory Friend' })).toBeVisible();
  expect(await page.locator('figure[data-code]').evaluateAll((f) => f.map((figure) => figure.getAttribute('data-code')))).toEqual(
    after.map((c) => c.code),
  );
  await expectAccessible(page);
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

// Other guests of a ticket order (docs/product.md#other-guests), against the embedded backend: the order is
// made through the API (the ticket pages are not needed for it). A friend names their place on the link the buyer
// shares; the buyer names another and sends that friend their own link; each friend, in a browser of their own, sees
// and corrects only their own details; the buyer, with the order secret, sees and corrects all; what the venue stored,
// and what each friend's key opens there, is checked. And from the buyer's confirmation, a guest's place opened
// straight from its code, named, and the new code back on the confirmation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consoleProblems, expectFitsWidth } from './page-checks';
import { expectAccessible, reviewScreenshot } from './support';
import { apiGet, apiPost } from './venue-api';

interface StoredGuests {
  readonly guestsAllowed: number;
  readonly attendees: readonly { readonly _id: string; readonly name: string; readonly email?: string; readonly phoneNumber?: string }[];
}

/** Three general admission tickets: the buyer and two other guests; the order and its secret, which the buyer holds. */
async function newTicketOrder(request: APIRequestContext): Promise<{ orderId: string; orderSecret: string }> {
  const res = await apiPost(request, 'new-ticket-order', {
    eventId: 'event-up-5',
    tickets: [{ ticketId: 'event-up-5-ga', quantity: 3 }],
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { orderId: string; orderSecret: string } }).data;
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

/**
 * The guests as the venue answers them: with `?secret=` (the order secret) every guest's details, with `?keys=` those of
 * the places the keys open, with nothing names only.
 */
const storedGuests = async (request: APIRequestContext, orderId: string, access = '') =>
  (await apiGet<{ data: StoredGuests }>(request, `ticket-attendee/${encodeURIComponent(orderId)}${access}`)).data;

const placeOf = (page: Page, guest: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: guest }) });

async function fillGuest(page: Page, name: string, email: string, phone: string): Promise<void> {
  await page.getByLabel('Guest Name').fill(name);
  await page.getByLabel('Guest Email').fill(email);
  await page.getByRole('textbox', { name: 'Guest Phone' }).fill(phone);
}

test('each friend, named by themselves or by the buyer, sees and corrects only their own details; the buyer with the secret sees all', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const problems = consoleProblems(page);
  const { orderId, orderSecret } = await newTicketOrder(request);
  // The buyer, with the order secret: the order, its places, and the link to send the friends (without the secret).
  await page.goto(`/other-guests/${orderId}?secret=${orderSecret}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add other guests' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'General Admission' })).toContainText('× 3');
  await expect(page.getByText('Your tickets admit 3 guests, you included. 0 of 2 other guests named.')).toBeVisible();
  const shared = (await page.getByRole('link', { name: 'Link for your guests' }).getAttribute('href')) ?? '';
  expect(shared).toBe(`/other-guests/${orderId}`);
  await expectAccessible(page);

  // Rory, in a browser of their own: an empty save names the first field to complete and focuses it.
  const roryBrowser = await browser.newContext();
  const rory = await roryBrowser.newPage();
  await rory.goto(shared);
  await rory.getByRole('button', { name: 'Add details of Guest 2' }).click();
  await expect(rory.getByLabel('Guest Name')).toBeFocused();
  await rory.getByRole('button', { name: 'Save guest' }).click();
  await expect(rory.getByRole('alert').filter({ hasText: 'Please complete "Guest Name" field.' })).toBeVisible();
  await expect(rory.getByLabel('Guest Name')).toBeFocused();
  await fillGuest(rory, 'Rory Friend', 'rory@example.com', '+1 212 555 0188');
  await rory.getByRole('button', { name: 'OK' }).click();
  await rory.getByRole('button', { name: 'Save guest' }).click();
  await expect(rory.getByText('Rory Friend is saved.')).toBeVisible();
  const first = await storedGuests(request, orderId, `?secret=${orderSecret}`);
  expect(first.attendees).toMatchObject([{ name: 'Rory Friend', email: 'rory@example.com', phoneNumber: '+12125550188' }]);

  // The buyer, on the page opened before Rory named a place, names Sam in the first place it shows open (a double
  // click stores Sam once); the list read again after the add shows Rory's place, then Sam's, as the venue numbers
  // them. The buyer gets Sam's own link: the key of Sam's place alone, nothing else of the order; this browser holds
  // no key of Rory's place, so no link for Rory.
  await page.getByRole('button', { name: 'Add details of Guest 2' }).click();
  await fillGuest(page, 'Sam Other', 'sam@example.com', '+44 20 7946 0958');
  await page.getByRole('button', { name: 'Save guest' }).dblclick();
  await expect(page.getByText('Sam Other is saved.')).toBeVisible();
  await expect(page.getByText('2 of 2 other guests named.')).toBeVisible();
  await expect(placeOf(page, 'Guest 2')).toContainText('rory@example.com');
  await expect(placeOf(page, 'Guest 3')).toContainText('Sam Other');
  const samHref = (await page.getByRole('link', { name: 'Send Sam Other their own link' }).getAttribute('href')) ?? '';
  const samKey = new URLSearchParams(samHref.split(/[?#]/)[1]).get('keys') ?? '';
  expect(samKey).toMatch(/^[\w-]{32}$/);
  expect(samHref).toBe(`/other-guests/${orderId}?guest=3&keys=${samKey}#guest-3`);
  await expect(page.getByRole('link', { name: /their own link$/ })).toHaveCount(1);

  // Sam, in another browser, on that link: Sam's place open with Sam's details, which Sam corrects; Rory's name,
  // not Rory's details, and no way to change them; Sam's own link for another device carries Sam's key alone.
  const samBrowser = await browser.newContext();
  const sam = await samBrowser.newPage();
  await sam.goto(samHref);
  await expect(placeOf(sam, 'Guest 3').getByLabel('Guest Email')).toHaveValue('sam@example.com');
  await expect(placeOf(sam, 'Guest 2')).toContainText('Rory Friend');
  await expect(placeOf(sam, 'Guest 2')).toContainText('Only this guest and the buyer can change these details.');
  await expect(placeOf(sam, 'Guest 2').getByRole('button')).toHaveCount(0);
  await sam.getByLabel('Guest Email').fill('sam.other@example.com');
  await sam.getByRole('button', { name: 'Save guest' }).click();
  await expect(sam.getByText('Sam Other is saved.')).toBeVisible();
  await expect(placeOf(sam, 'Guest 3')).toContainText('sam.other@example.com');
  await expect(sam.getByRole('link', { name: /^Your own link/ })).toHaveAttribute('href', samHref);

  // Rory comes back to the shared link later: their browser kept their place, so Rory sees and corrects their own
  // details, keeping the guest's id, and sees Sam's name only; Rory's own link carries Rory's key alone.
  await rory.goto(shared);
  await expect(placeOf(rory, 'Guest 2')).toContainText('rory@example.com');
  await expect(placeOf(rory, 'Guest 3')).toContainText('Sam Other');
  const roryHref = (await rory.getByRole('link', { name: /^Your own link/ }).getAttribute('href')) ?? '';
  expect(roryHref).toMatch(new RegExp(`^/other-guests/${orderId}\\?guest=2&keys=[\\w-]{32}#guest-2$`));
  expect(roryHref).not.toContain(samKey);
  await rory.getByRole('button', { name: 'Edit details of Guest 2' }).click();
  await expect(rory.getByLabel('Guest Email')).toHaveValue('rory@example.com');
  await expectAccessible(rory);
  await rory.getByLabel('Guest Email').fill('rory.friend@example.com');
  await rory.getByRole('button', { name: 'Save guest' }).click();
  await expect(rory.getByText('Rory Friend is saved.')).toBeVisible();
  await expect(placeOf(rory, 'Guest 2')).toContainText('rory.friend@example.com');
  expect(await rory.content()).not.toContain('sam.other@example.com');
  expect(await sam.content()).not.toContain('rory@example.com');
  await Promise.all([roryBrowser.close(), samBrowser.close()]);

  // The buyer, with the secret, sees both guests' details and may correct either; this browser kept Sam's place, so
  // Sam's own link is there again.
  await page.reload();
  await expect(placeOf(page, 'Guest 2')).toContainText('rory.friend@example.com');
  await expect(placeOf(page, 'Guest 3')).toContainText('+442079460958');
  await expect(page.getByRole('button', { name: 'Edit details of Guest 3' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Sam Other their own link' })).toHaveAttribute('href', samHref);

  const stored = await storedGuests(request, orderId, `?secret=${orderSecret}`);
  expect(stored.attendees).toHaveLength(2);
  expect(stored.attendees[0]).toMatchObject({ _id: first.attendees[0]?._id, name: 'Rory Friend', email: 'rory.friend@example.com' });
  expect(stored.attendees[1]).toMatchObject({ name: 'Sam Other', email: 'sam.other@example.com', phoneNumber: '+442079460958' });
  // Sam's key opens Sam's place alone; the shared link's own read: the names, no e-mail or phone.
  expect((await storedGuests(request, orderId, `?keys=${samKey}`)).attendees.map((a) => a.email)).toEqual([
    undefined,
    'sam.other@example.com',
  ]);
  expect((await storedGuests(request, orderId)).attendees.map((a) => Object.keys(a).sort())).toEqual([
    ['_id', 'name', 'orderId'],
    ['_id', 'name', 'orderId'],
  ]);
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
  // The buyer's way in carries the order secret, so the buyer sees and corrects every guest there.
  await expect(page).toHaveURL(new RegExp(`/other-guests/${orderId}\\?guest=2&secret=${orderSecret}#guest-2$`));
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
  const { orderId } = await newTicketOrder(request);
  await page.goto(`/AddPlusGuest/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/other-guests/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add other guests' })).toBeVisible();

  await page.goto('/other-guests/no-such-order');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See upcoming events' })).toBeVisible();
  await expectAccessible(page);
});

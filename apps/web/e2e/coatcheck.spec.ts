// The coat check kiosk against the backend (docs/product.md#coat-check): a claim made with a double
// tap is one claim, checked in the backend; its fee paid through the payment page, which mails the
// claim to the address typed; the next guest finds nothing of the previous one; lookups by number;
// a lost answer retried with the same key.
import { expect, test, type Page } from '@playwright/test';
import { expectFitsNarrowPhone } from './bottle-steps';
import { expectAccessible, reviewScreenshot } from './support';
import { staffOrderDetails } from './staff-order';
import { outboxMailsTo } from './staff-outbox';
import { apiGet, apiPost } from './venue-api';
import { SECRET_PARAM } from './order-secret';
import { hydrated } from './page-checks';

interface StoredClaim {
  readonly _id: string;
  readonly ticketNumber: string;
  readonly items: readonly { readonly type: string; readonly quantity: number }[];
  readonly total: number;
  readonly status: string;
}

const claimOf = async (page: Page, numberOrId: string): Promise<StoredClaim> =>
  (await apiGet<{ data: StoredClaim }>(page.request, `coatcheck/${encodeURIComponent(numberOrId)}`)).data;

/** Every check-in the page sends, with its Idempotency-Key. */
function recordCheckIns(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/venue-api/submit-coatcheck'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

const submit = (page: Page) => page.getByRole('button', { name: 'Get my claim ticket' });
const more = (page: Page, type: string) => page.getByRole('button', { name: `One more ${type}` });

async function openKiosk(page: Page): Promise<void> {
  await page.goto('/coatcheck');
  await expect(page.getByRole('heading', { level: 1, name: 'Coat check' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeVisible();
  // Drawn whole by the server, it answers presses once its inline start has run (the app comes at the first touch).
  await hydrated(page);
}

async function fillGuest(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 212 555 0123');
}

test('a claim: first invalid field focused, one claim for a double tap, the fee paid and mailed, then the next guest', async ({
  page,
  request,
}, testInfo) => {
  await openKiosk(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await expectAccessible(page);

  // Nothing filled: the name is first; with name and phone, the items are.
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Your name" field.' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expectAccessible(page);
  await fillGuest(page, 'Dana Guest');
  // The e-mail is optional, but one typed must be an address.
  const email = `coats-${testInfo.project.name}-${Date.now()}@example.com`;
  const emailField = page.getByRole('textbox', { name: 'Email (optional)' });
  await expect(emailField).toHaveAttribute('type', 'email');
  await emailField.fill('dana@example');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Email" field.' })).toBeVisible();
  await expect(emailField).toBeFocused();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await emailField.fill(email);
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Your items" field.' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your items' })).toBeFocused();

  await more(page, 'Coat').click();
  await more(page, 'Coat').click();
  await more(page, 'Umbrella').click();
  await page.getByLabel('Notes (optional)').fill('Blue scarf in the left sleeve');
  const fee = (await page.getByRole('paragraph').filter({ hasText: /^Fee/ }).locator('strong').textContent()) ?? '';
  expect(fee).toMatch(/^\$\d+\.\d\d$/);

  await reviewScreenshot(page, testInfo, 'coatcheck');
  const keys = recordCheckIns(page);
  await submit(page).dblclick();
  const number = page.locator('p').filter({ hasText: /^C-\d{4,}$/ });
  await expect(page.getByRole('heading', { name: 'Your claim ticket' })).toBeFocused();
  const ticketNumber = (await number.textContent()) ?? '';
  expect(keys).toHaveLength(1);
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'coatcheck-ticket');

  // The backend has the one claim, as the guest entered it, at the fee the page showed.
  const stored = await claimOf(page, ticketNumber);
  expect(stored).toMatchObject({
    ticketNumber,
    status: 'checked-in',
    items: [
      { type: 'Coat', quantity: 2 },
      { type: 'Umbrella', quantity: 1 },
    ],
  });
  expect(`$${stored.total.toFixed(2)}`).toBe(fee);
  // The guest's name, where staff read it: a read by number names no one (docs/api.md).
  expect(await staffOrderDetails(request, stored._id)).toMatchObject({ clientName: 'Dana Guest' });

  await page.getByRole('button', { name: `Pay ${fee}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/coat-check/${stored._id}\\?${SECRET_PARAM}$`));
  await expect(page.getByText('Pay for your coat check.')).toBeVisible();
  await page.getByRole('button', { name: `Pay ${fee}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your coat check is paid' })).toBeVisible();
  await expect(page.getByText(ticketNumber)).toBeVisible();
  await expectAccessible(page);
  expect((await claimOf(page, stored._id)).status).toBe('paid');
  // One mail of the claim, to the address typed, as staff see the outbox.
  await expect(page.getByText(/^We sent your claim ticket to c…@example\.com\.$/)).toBeVisible();
  const mails = await outboxMailsTo(request, email);
  expect(mails.map((mail) => mail.kind)).toEqual(['coat-check-claim']);
  expect(await (await request.get(`${mails[0]?.path ?? ''}/preview`)).text()).toContain(ticketNumber);

  // The next guest: a fresh form, and nothing of Dana kept in the browser's storage.
  await page.getByRole('link', { name: 'Next guest' }).click();
  await expect(page).toHaveURL(/\/coatcheck$/);
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await expect(emailField).toHaveValue('');
  // The phone input shows the default country's code on an empty number.
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(/^(\+1)?$/);
  const stores = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const trace of ['Dana', '555 0123', '555-0123', '5550123', 'scarf', email, ticketNumber, stored._id])
    expect(stores).not.toContain(trace);
});

test('a lost answer is sent again with the same key, keeping the form; next guest starts afresh', async ({ page, request }) => {
  await openKiosk(page);
  await fillGuest(page, 'Rory Friend');
  await more(page, 'Bag').click();
  const keys = recordCheckIns(page);
  // The venue makes the claim, but its answer never reaches the kiosk.
  await page.route('**/venue-api/submit-coatcheck', (route) => route.fetch().then(() => route.abort('failed')), { times: 1 });
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your claim ticket is not made yet' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Rory Friend');
  await expectAccessible(page);

  const replayed = page.waitForResponse((res) => res.url().endsWith('/venue-api/submit-coatcheck'));
  await submit(page).click();
  expect((await replayed).headers()['idempotent-replayed']).toBe('true');
  const ticketNumber =
    (await page
      .locator('p')
      .filter({ hasText: /^C-\d{4,}$/ })
      .textContent()) ?? '';
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await staffOrderDetails(request, (await claimOf(page, ticketNumber))._id)).toMatchObject({ clientName: 'Rory Friend' });

  await page.getByRole('button', { name: 'Next guest' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(/^(\+1)?$/);
  await expect(page.getByLabel('Bag: 0')).toBeVisible();
});

test('a claim and a lost item looked up by number, on a tablet and a 320 px phone', async ({ page }, testInfo) => {
  const res = await apiPost(page.request, 'submit-coatcheck', {
    clientName: 'Sam Visitor',
    clientPhoneNumber: '+12125550123',
    items: [{ type: 'Other', quantity: 1 }],
  });
  expect(res.status()).toBe(200);
  const claim = ((await res.json()) as { data: StoredClaim }).data;
  const digits = claim.ticketNumber.replace(/^C-0*/, '');

  const problems: string[] = [];
  // Hydration must not complain; a 404 answer and the phone input's flag images (fetched from the web) may fail to load.
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });

  // A lookup straight from the address, rendered on the server.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/coatcheck?lostItem=no-such-item');
  await expect(page.getByRole('heading', { name: 'Lost item no-such-item' })).toBeVisible();
  await expect(page.getByText('We could not find lost item no-such-item.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/coatcheck$/);
  await expect(page.getByRole('heading', { name: /^Lost item/ })).toHaveCount(0);

  // Typed however the guest reads it off the photo.
  await page.getByLabel('Claim ticket number').fill(`c${digits}`);
  await page.getByLabel('Claim ticket number').press('Enter');
  const found = page.getByRole('heading', { name: `Claim ticket ${claim.ticketNumber}` });
  await expect(found).toBeFocused();
  await expect(page.getByText('Checked in: your items are at the coat check desk.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).first()).toContainText('1 × Other');
  await expect(page.getByRole('link', { name: `Pay $${claim.total.toFixed(2)}` })).toHaveAttribute(
    'href',
    `/payment/coat-check/${claim._id}`,
  );
  await expect(page.getByText('Sam Visitor')).toHaveCount(0);
  await expect(page.getByLabel('Claim ticket number')).toHaveValue('');
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'coatcheck-lookup');

  await page.getByLabel('Claim ticket number').fill('C-99999');
  await page.getByRole('button', { name: 'Find' }).first().click();
  await expect(page.getByText('We could not find claim ticket C-99999.', { exact: false })).toBeVisible();
  await page.getByLabel('Lost item number').fill('lost/1');
  await page.getByLabel('Lost item number').press('Enter');
  await expect(page.getByRole('heading', { name: 'Lost item', exact: true })).toBeFocused();
  await expect(page.getByText('Enter the number of the lost item report', { exact: false })).toBeVisible();
  expect(problems).toEqual([]);
  await expectFitsNarrowPhone(page);
});

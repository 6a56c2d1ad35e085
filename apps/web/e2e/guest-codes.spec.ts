// Codes for guests (docs/product.md#codes-for-guests): two tickets bought and paid, two codes on the confirmation,
// each on its guest's own page, bright and large, and the same two codes stored by the backend and signed with the
// venue's published key. The QR figures carry their code's text in `data-code`, which the door's tests read too.
// Only the buyer holds the order secret: the other-guests link, which carries the order id, opens no code. Share on
// the confirmation hands on a guest's own page address (other-guests.spec.ts names a guest from there).
// The confirmation, each guest's page and the invoice name the night (docs/product.md#the-night-summary): the event,
// its date and times, the tickets and the venue's address, on a 390 x 844 phone.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { importDoorPublicKey, readGuestCode } from '@venue/core/guest-codes/guest-code';
import { expectAccessible, isPhone, reviewScreenshot } from './support';
import { buyTicketsOnTheSite } from './ticket-steps';
import { apiGet, apiGetResponse, apiPost } from './venue-api';
import { pdfText } from '../../venue-api/src/testing/pdf-text';
import { apiPath } from './servers';
import { secretOf } from './order-secret';

interface StoredCode {
  readonly codeId: string;
  readonly guestName: string;
  readonly label: string;
  readonly night: string;
  readonly status: string;
  readonly code: string;
  readonly linkToken: string;
}

const EVENT = 'event-up-6';

/** Share on one code: the copy (no share sheet), then a share sheet that takes the link, then one the buyer closes. */
async function expectSharesGuestPage(page: Page, item: Locator, guestName: string, url: string): Promise<void> {
  const share = item.getByRole('button', { name: `Share ${guestName}'s code` });
  const status = item.getByRole('status');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await share.click();
  await expect(status).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await page.evaluate(() => {
    const sheet = window as unknown as { shared: ShareData[] };
    sheet.shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => (sheet.shared.push(data), Promise.resolve()),
    });
  });
  await share.click();
  await expect(status).toHaveText('Link shared.');
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toEqual([expect.objectContaining({ url, title: `${guestName}: your code for the door` })]);

  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    }),
  );
  await share.click();
  await expect(status).toHaveText('');
}

const shownCodes = (page: Page) =>
  page.locator('figure[data-code]').evaluateAll((figures) => figures.map((f) => f.getAttribute('data-code')));

interface StoredEvent {
  readonly name: string;
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** The event's night as a guest reads it: its date as MM/DD/YYYY, its doors and close as the poster gives them. */
async function expectNamesTheNight(night: Locator, event: StoredEvent, address: string): Promise<void> {
  const [year, month, day] = event.date.split('-');
  await expect(night).toBeVisible();
  for (const text of [event.name, `${month}/${day}/${year}`, event.startTime, event.endTime, address])
    await expect(night).toContainText(text);
  await expect(night.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /^https:\/\//);
}

test(
  'two tickets paid give two codes: on the confirmation, on each guest’s own page, and as the backend stored them',
  { tag: '@phone-layout' },
  async ({ page, request }, testInfo) => {
    if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
    const event = (await apiGet<{ data: StoredEvent }>(request, `event-info/${EVENT}`)).data;
    const address = (await apiGet<{ data: { general: { address: string } } }>(request, 'general-info')).data.general.address;
    const orderId = await buyTicketsOnTheSite(page, EVENT, { 'General Admission': 2 });
    const secret = secretOf(page) ?? '';

    // The night heads the confirmation: the event, its date, doors and close, the two tickets and where.
    const night = page.getByRole('region', { name: event.name });
    await expectNamesTheNight(night, event, address);
    await expect(night).toContainText(/Tickets\s*2/);

    // The confirmation: one code per guest, the buyer first, each named by its purpose, never by its token.
    const codes = page.getByRole('region', { name: 'Your codes for the door' });
    await expect(codes).toBeVisible();
    await expect(codes.getByRole('img')).toHaveCount(2);
    await expect(codes.getByRole('img', { name: /^Door code for Dana Guest: General Admission, the night of / })).toBeVisible();
    await expect(codes.getByRole('img', { name: /^Door code for Guest 2 of Dana Guest: General Admission/ })).toBeVisible();
    const onConfirmation = await shownCodes(page);
    expect(onConfirmation).toHaveLength(2);
    await expectAccessible(page);
    await reviewScreenshot(page, testInfo, 'confirmation-codes');

    // What the backend stored: the same two codes, live, signed with the key it publishes, for the event's night.
    const stored = (
      await apiGet<{ data: { codes: StoredCode[] } }>(request, `guest-codes/order/${encodeURIComponent(orderId)}?secret=${secret}`)
    ).data.codes;
    expect(stored.map((c) => [c.guestName, c.label, c.status])).toEqual([
      ['Dana Guest', 'General Admission', 'issued'],
      ['Guest 2 of Dana Guest', 'General Admission', 'issued'],
    ]);
    expect(stored.map((c) => c.code)).toEqual(onConfirmation);
    const key = (await (await request.get(apiPath('guest-codes/public-key'))).json()) as { data: { publicKey: string } };
    const publicKey = await importDoorPublicKey(key.data.publicKey);
    for (const code of stored) {
      expect(code.night).toBe(event.date);
      expect(await readGuestCode(code.code, publicKey, event.date)).toMatchObject({ ok: true, claims: { codeId: code.codeId, orderId } });
    }

    // Share gives each guest's own page, on a 390 px phone: copied where the browser has no share sheet, through
    // the sheet where it has one; a closed sheet says nothing.
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = new URL(page.url()).origin;
    await expectSharesGuestPage(
      page,
      codes.getByRole('listitem').nth(1),
      'Guest 2 of Dana Guest',
      `${origin}/guest-code/${stored[1]?.linkToken}`,
    );
    await expectAccessible(page);

    // The invoice link the buyer sees carries the secret, and so the invoice its page of codes.
    await page.getByRole('link', { name: 'View your invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/view/[^/?]+\\.pdf\\?secret=${secret}$`));
    const src = (await page.locator('iframe[title^="Invoice "]').getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`^/venue-api/invoices/pdf/[^/?]+\\.pdf\\?secret=${secret}$`));
    const invoice = new Uint8Array(await (await request.get(src)).body());
    const invoiceLines = await pdfText(invoice);
    const invoiceText = invoiceLines.replace(/\s/g, '');
    for (const code of stored) expect(invoiceText).toContain(code.code);
    // The invoice names the same night, in the same words.
    const [year, month, day] = event.date.split('-');
    expect(invoiceLines.split('\n')).toEqual(
      expect.arrayContaining([
        `Event: ${event.name}`,
        expect.stringMatching(new RegExp(`^When: \\w{3} ${month}/${day}/${year} · ${event.startTime} to ${event.endTime}$`)),
        'Tickets: 2',
      ]),
    );
    expect(invoiceText).toContain(address.replace(/\s/g, ''));
    // The same invoice without the secret (its address is in the order's answers) has no code in it.
    const bare = new Uint8Array(await (await request.get(src.replace(/\?secret=.*$/, ''))).body());
    const bareText = await pdfText(bare);
    expect(bareText).toContain('INVOICE');
    expect(bareText).not.toContain('VG1.');
    await page.goBack();

    // Each guest's own page, from the confirmation's link: white, large, the name and the ticket type.
    await codes.getByRole('link', { name: "Open Dana Guest's code full screen" }).click();
    await expect(page).toHaveURL(new RegExp(`/guest-code/${stored[0]?.linkToken}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dana Guest' })).toBeVisible();
    await expect(page.getByText('General Admission')).toBeVisible();
    expect(await shownCodes(page)).toEqual([stored[0]?.code]);
    // Under the name, the night: the guest in the queue can tell it is the right code.
    const guestNight = page.getByRole('region', { name: event.name });
    await expectNamesTheNight(guestNight, event, address);
    // Add to calendar: the night's .ics, under the UID the event page and the mails use.
    const download = page.waitForEvent('download');
    await guestNight.getByRole('button', { name: 'Add to calendar' }).click();
    const ics = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(ics).toMatch(new RegExp(`^UID:${EVENT}@`, 'm'));
    // Unfolded, and commas and semicolons unescaped (RFC 5545), as a calendar reads it.
    expect(ics.replace(/\r\n /g, '').replace(/\\([,;\\])/g, '$1')).toContain(`SUMMARY:${event.name}`);
    // Bright: black on a white page, the code as wide as the screen allows.
    const figure = page.locator('figure[data-code]');
    expect(await figure.evaluate((f) => getComputedStyle(f.parentElement ?? f).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect((await figure.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await expectAccessible(page);
    await reviewScreenshot(page, testInfo, 'guest-code');

    // The other guest's own link works on its own, rendered on the server.
    const second = stored[1];
    const html = await (await request.get(`/guest-code/${second?.linkToken}`)).text();
    expect(html).toContain(`data-code="${second?.code}"`);
    expect(html).toContain('Guest 2 of Dana Guest');
    await page.goto(`/guest-code/${second?.linkToken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Guest 2 of Dana Guest' })).toBeVisible();
    expect(await shownCodes(page)).toEqual([second?.code]);

    // That place named for a friend: the old link no longer lets anyone in, and still says which night it was.
    const named = await apiPost(request, 'attendee-info', {
      orderId,
      name: 'Sam Friend',
      email: 'sam@example.com',
      phoneNumber: '+447700900123',
    });
    expect(named.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'This code no longer lets anyone in' })).toBeVisible();
    await expectNamesTheNight(page.getByRole('region', { name: event.name }), event, address);
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
    await expectAccessible(page);
  },
);

test('a friend with the other-guests link, the order id in it, sees no code, and the API refuses the order’s codes without the secret', async ({
  page,
  browser,
  request,
}) => {
  const orderId = await buyTicketsOnTheSite(page, EVENT, { 'General Admission': 2 });
  await expect(page.locator('figure[data-code]')).toHaveCount(2);
  const secret = secretOf(page) ?? '';

  // A fresh browser: no storage, no secret. The other-guests page works and shows no code, nor does the
  // confirmation's address without the secret; neither page's HTML carries a code or the secret.
  const friend = await browser.newContext();
  const other = await friend.newPage();
  const otherGuests = await other.goto(`/other-guests/${encodeURIComponent(orderId)}`);
  const htmls = [await otherGuests?.text()];
  await expect(other.getByRole('heading', { level: 1, name: 'Add other guests' })).toBeVisible();
  await expect(other.locator('figure[data-code]')).toHaveCount(0);
  const confirmation = await other.goto(`/confirmation?type=tickets&orderId=${encodeURIComponent(orderId)}`);
  htmls.push(await confirmation?.text());
  await expect(other.getByRole('heading', { level: 1, name: 'Your tickets are booked' })).toBeVisible();
  await expect(other.getByRole('region', { name: /Your codes? for the door/ })).toHaveCount(0);
  await expect(other.locator('figure[data-code]')).toHaveCount(0);
  for (const html of htmls) {
    expect(html).not.toContain('VG1.');
    expect(html).not.toContain(secret);
  }
  await friend.close();

  // The API: without the secret, or with another, the answer of an unknown order.
  const unknown = await apiGetResponse(request, 'guest-codes/order/tickets-no-such-order');
  expect(unknown.status()).toBe(404);
  for (const query of ['', '?secret=', `?secret=${secret.slice(1)}x`]) {
    const refused = await apiGetResponse(request, `guest-codes/order/${encodeURIComponent(orderId)}${query}`);
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual(await unknown.json());
  }
  const answered = await apiGetResponse(request, `guest-codes/order/${encodeURIComponent(orderId)}?secret=${secret}`);
  expect(answered.status()).toBe(200);
});

test('a guest link that names no code is the site’s not-found page', async ({ request }) => {
  const response = await request.get('/guest-code/Tm8tc3VjaC1ndWVzdC1saW5rLWF0LWFsbA');
  expect(response.status()).toBe(404);
});

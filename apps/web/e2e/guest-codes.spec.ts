// Codes for guests (docs/product.md#codes-for-guests): two tickets bought and paid, two codes on the confirmation,
// each on its guest's own page, bright and large, and the same two codes stored by the backend and signed with the
// venue's published key. The QR figures carry their code's text in `data-code`, which the door's tests read too.
import { expect, test, type Page } from '@playwright/test';
import { importDoorPublicKey, readGuestCode } from '@venue/core/guest-codes/guest-code';
import { expectAccessible, reviewScreenshot } from './support';
import { chooseTickets, fillTicketDetails, landedOnTicketPayment } from './ticket-steps';
import { apiGet } from './venue-api';
import { apiPath } from './servers';

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

const shownCodes = (page: Page) =>
  page.locator('figure[data-code]').evaluateAll((figures) => figures.map((f) => f.getAttribute('data-code')));

test(
  'two tickets paid give two codes: on the confirmation, on each guest’s own page, and as the backend stored them',
  { tag: '@phone-layout' },
  async ({ page, request }, testInfo) => {
    await chooseTickets(page, EVENT, { 'General Admission': 2 });
    await fillTicketDetails(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const orderId = await landedOnTicketPayment(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=tickets&orderId=${orderId}$`));

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
    const stored = (await apiGet<{ data: { codes: StoredCode[] } }>(request, `guest-codes/order/${encodeURIComponent(orderId)}`)).data
      .codes;
    expect(stored.map((c) => [c.guestName, c.label, c.status])).toEqual([
      ['Dana Guest', 'General Admission', 'issued'],
      ['Guest 2 of Dana Guest', 'General Admission', 'issued'],
    ]);
    expect(stored.map((c) => c.code)).toEqual(onConfirmation);
    const event = (await apiGet<{ data: { date: string } }>(request, `event-info/${EVENT}`)).data;
    const key = (await (await request.get(apiPath('guest-codes/public-key'))).json()) as { data: { publicKey: string } };
    const publicKey = await importDoorPublicKey(key.data.publicKey);
    for (const code of stored) {
      expect(code.night).toBe(event.date);
      expect(await readGuestCode(code.code, publicKey, event.date)).toMatchObject({ ok: true, claims: { codeId: code.codeId, orderId } });
    }

    // Each guest's own page, from the confirmation's link: white, large, the name and the ticket type.
    await codes.getByRole('link', { name: "Open Dana Guest's code full screen" }).click();
    await expect(page).toHaveURL(new RegExp(`/guest-code/${stored[0]?.linkToken}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dana Guest' })).toBeVisible();
    await expect(page.getByText('General Admission')).toBeVisible();
    expect(await shownCodes(page)).toEqual([stored[0]?.code]);
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
  },
);

test('a guest link that names no code is the site’s not-found page', async ({ request }) => {
  const response = await request.get('/guest-code/Tm8tc3VjaC1ndWVzdC1saW5rLWF0LWFsbA');
  expect(response.status()).toBe(404);
});

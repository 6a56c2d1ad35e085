// Venues a local guest would take for local ones (docs/product.md#languages): the demo seeded in Paris (French,
// euros) and in Tel Aviv (Hebrew, shekels), each on a backend of its own. The words a test looks for are the
// catalogs' own, so the tests read what a guest of that language reads.
import { expect, test, type Page } from '@playwright/test';
import * as frConfirmation from '@venue/messages/fr/confirmation';
import * as frDates from '@venue/messages/fr/dates';
import * as frGuestCode from '@venue/messages/fr/guest-code';
import * as frPayment from '@venue/messages/fr/payment';
import * as frTickets from '@venue/messages/fr/tickets';
import * as frUi from '@venue/messages/fr/ui';
import * as heBottleCheckout from '@venue/messages/he/bottle-checkout';
import * as heBottles from '@venue/messages/he/bottles';
import * as heUi from '@venue/messages/he/ui';
import * as heChat from '@venue/messages/he/chat';
import * as heLauncher from '@venue/messages/he/launcher';
import { everyRoute } from './every-route';
import { startOwnBackend, type OwnBackend } from './own-backend';
import { hydrated } from './page-checks';
import { payWhenReadyNamed } from './payment-steps';
import { expectAccessible } from './support';
import { pdfText } from '../../venue-api/src/testing/pdf-text';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with a name in it, read up to the name: `One more {name}` is /^One more /. */
// Accessible names have their spaces collapsed, a no-break one (French typography's) included.
const startOf = (message: (name: string) => string) =>
  new RegExp(`^${escaped(message('\u0000').split('\u0000')[0] ?? '').replace(/\s+/g, '\\s+')}`);

test.describe('a venue in Paris', () => {
  let backend: OwnBackend;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    backend = await startOwnBackend({ VENUE_DEMO: 'paris' });
  });
  test.afterAll(async () => {
    test.setTimeout(120_000);
    await backend?.stop();
  });

  test('every route is in French, without a prefix, with English beside it', async ({ request }) => {
    for (const path of everyRoute.filter((p) => !p.startsWith('/view/'))) {
      const page = await request.get(`${backend.baseURL}${path}`, { maxRedirects: 0 });
      expect(page.status(), path).toBeLessThan(500);
      if (page.status() >= 300 && page.status() < 400) continue;
      const html = await page.text();
      expect(html, path).toContain('<html lang="fr" dir="ltr">');
      expect(html, path).toContain(`hreflang="en" href="${backend.baseURL}${path === '/' ? '/en' : `/en${path.split('?', 1)[0]}`}`);
    }
  });

  test('prices in euros as the French write them, a 24-hour clock, weeks from Monday', async ({ page }) => {
    await page.goto(`${backend.baseURL}/event-details/event-up-2`);
    const text = (await page.locator('main').textContent()) ?? '';
    // 1 234,50 € : a comma before the cents, a space before the euro sign, no dollar and no AM or PM.
    expect(text).toMatch(/\d,\d{2}\u00a0€/);
    expect(text).not.toMatch(/\$|\b[AP]M\b/);
    expect(text).toMatch(/(?<!\d)[0-2]\d:[0-5]\d(?!\d)/);
    await page.goto(`${backend.baseURL}/events-calendar`);
    await expect(page.getByRole('columnheader').first()).toHaveText(frDates.weekdayShort(1));
  });

  test('a ticket bought in French: every step, the confirmation and the invoice in French', async ({ page }) => {
    await page.goto(`${backend.baseURL}/tickets/event-up-2`);
    await hydrated(page);
    // Two tickets: the second guest's place, open, is worded in French on its code.
    const oneMore = page.getByRole('button', { name: startOf(frUi.oneMore) }).first();
    await oneMore.click();
    await oneMore.click();
    await page.getByRole('button', { name: frTickets.checkOut }).click();
    await expect(page).toHaveURL(/\/tickets-checkout\?eventId=event-up-2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByLabel(frTickets.fullName).fill('Camille Martin');
    await page.getByLabel(frTickets.contactEmail).fill('camille@example.fr');
    await page.getByRole('textbox', { name: frTickets.cellPhone }).fill('+33 6 12 34 56 78');
    await page.getByRole('button', { name: frTickets.continueToPayment }).click();
    await expect(page).toHaveURL(/\/payment\/tickets\//);
    await payWhenReadyNamed(page, startOf(frPayment.pay));
    await expect(page).toHaveURL(/\/confirmation\?type=tickets&orderId=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(frGuestCode.unnamedGuest(2, 'Camille Martin'), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${escaped(frGuestCode.addName)}`) })).toBeVisible();
    const invoice = page.getByRole('link', { name: frConfirmation.viewYourInvoice });
    await invoice.click();
    await expect(page).toHaveURL(/\/view\/[\w-]+\.pdf(\?|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const file = new URL(page.url()).pathname.split('/').pop() ?? '';
    // The invoice as the viewer embeds it, with the order's secret the address carries.
    const embedded = (await page.locator('iframe').getAttribute('src')) ?? '';
    expect(embedded).toContain(`/venue-api/invoices/pdf/${file}`);
    const pdf = await page.request.get(new URL(embedded, backend.baseURL).href);
    expect(pdf.ok()).toBe(true);
    const words = await pdfText(new Uint8Array(await pdf.body()));
    expect(words).toMatch(/FACTURE/);
    expect(words).toMatch(/\nTotal \d[\d\s]*,\d{2}\s€\n/);
  });
});

test.describe('a venue in Tel Aviv', () => {
  let backend: OwnBackend;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    backend = await startOwnBackend({ VENUE_DEMO: 'tel-aviv' });
  });
  test.afterAll(async () => {
    test.setTimeout(120_000);
    await backend?.stop();
  });

  async function openNightInAWeek(page: Page): Promise<string> {
    const signIn = await page.request.post(`${backend.baseURL}/venue-api/oauth/token`, {
      data: {
        client_id: 'venue-web',
        client_secret: 'demo-secret',
        username: 'website',
        password: 'demo-password',
        grant_type: 'password',
      },
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const answer = await page.request.get(`${backend.baseURL}/venue-api/general-info`, { headers: { authorization: `Bearer ${token}` } });
    const info = (await answer.json()) as { data: { hours?: Record<string, { DayOff?: boolean }> } };
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    for (let ahead = 7; ahead < 21; ahead++) {
      const day = new Date(Date.now() + ahead * 86_400_000);
      if (info.data.hours?.[names[day.getUTCDay()] ?? '']?.DayOff !== true) return day.toISOString().slice(0, 10);
    }
    throw new Error('The venue opens no night in the coming weeks.');
  }

  test('the bottle flow right to left to its checkout, with no axe violation', async ({ page }) => {
    await page.goto(`${backend.baseURL}/bottles`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await hydrated(page);
    const guide = page.getByRole('dialog');
    await expect(guide.getByRole('heading', { name: heBottles.reserveTable })).toBeVisible();
    await expectAccessible(page);
    await guide.getByRole('button', { name: heBottles.startHere }).click();
    await guide.getByRole('button', { name: /^4/ }).first().click();
    await guide.getByLabel(heBottles.dateLabel).fill(await openNightInAWeek(page));
    await guide.getByRole('button', { name: heBottles.continueLabel }).click();
    await expect(guide.getByRole('heading', { name: heBottles.arrivalTimeQuestion })).toBeVisible();
    await guide
      .getByRole('button')
      .filter({ hasText: /\d{2}:\d{2}/ })
      .first()
      .click();
    await expect(guide).toBeHidden();
    await expectAccessible(page);
    // Enough bottles for the table's minimum, then the checkout, still right to left.
    const more = page.getByRole('button', { name: startOf(heUi.oneMore) }).first();
    for (let i = 0; i < 4; i++) await more.click();
    await page.getByRole('button', { name: heBottles.checkOut }).click();
    await expect(page.getByRole('heading', { level: 1, name: heBottleCheckout.pageTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
  });

  // Its nights are written in English too (docs/seed-format.md#texts-in-several-languages): an English page reads them
  // in English, in the page's own language, so nothing marks them as Hebrew; its own pages read them in Hebrew.
  test('its nights in English on its English pages, unmarked, and in Hebrew on its own', async ({ request }) => {
    const english = await (await request.get(`${backend.baseURL}/en/event-details/event-up-2`)).text();
    expect(english).toMatch(/<h1>Afro Night<\/h1>/);
    expect(english).toMatch(/<dd>Main Room<\/dd>/);
    const hebrew = await (await request.get(`${backend.baseURL}/event-details/event-up-2`)).text();
    expect(hebrew).toMatch(/<h1>לילה אפרו<\/h1>/);
  });

  test('the chat right to left: opened, a conversation started, with no axe violation', async ({ page }) => {
    await page.goto(`${backend.baseURL}/faq`);
    await hydrated(page);
    await page.getByRole('button', { name: heLauncher.chatWithUs }).click();
    await expect(page.getByRole('heading', { name: heChat.supportChat })).toBeFocused();
    const panel = page.locator('#chat-panel');
    await panel.getByRole('button', { name: heChat.startConversation }).click();
    await panel.getByLabel(heChat.nameLabel).fill('נועה');
    await panel.getByLabel(heChat.emailLabel).fill('noa@example.co.il');
    // A local number as a local guest types it: without +972, read as Israeli for a venue in Israel.
    await panel.getByRole('textbox', { name: heChat.phoneLabel, exact: true }).fill('052-123-4567');
    await panel.getByRole('button', { name: heChat.startChat }).click();
    await expect(page.getByRole('log', { name: heChat.messagesLabel })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
  });
});

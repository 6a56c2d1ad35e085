import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNothingUnderLauncher, layoutShift, phoneViewport } from './launcher-clearance';
import { expectAccessible, isPhone, reviewScreenshot } from './support';
import { appStarted, hydrated } from './page-checks';
import { demoUpcomingEvents } from './venue-days';

/**
 * The event page's main action (docs/product.md#event-details) is whole on the first screen, without scrolling, clear
 * of the chat launcher, and nothing on the page shifted to put it there.
 */
async function expectMainActionInView(page: Page, eventPath: string, action: (page: Page) => Locator): Promise<void> {
  await page.goto(eventPath);
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(action(page)).toBeInViewport({ ratio: 1 });
  expect(await layoutShift(page)).toBe(0);
  await expectNothingUnderLauncher(page);
}

const hrefOf = (card: Locator): Promise<string> =>
  card
    .getByRole('link')
    .first()
    .getAttribute('href')
    .then((href) => href ?? '');

test('events and past events list their seeded events', { tag: '@phone-layout' }, async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize(phoneViewport);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.filter({ hasText: 'Soul Train Revival' })).toContainText('Sold out');
  await expect(cards.filter({ hasText: 'Sunday Jazz Session' })).toContainText('Free entry');
  await expect(cards.filter({ hasText: 'Afro Nights' })).toContainText('Tickets from $30.00');
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'events');

  await page.getByRole('link', { name: 'Past events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past events' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Black & Gold Ball' })).toBeVisible();
  await expectAccessible(page);

  // Each event's main action is on the first screen: Buy tickets with the price from (on a phone, in the bar at
  // the foot of the screen), or what stands instead of it.
  const past = await hrefOf(page.getByRole('main').getByRole('article').first());
  await page.goto('/events');
  const onSale = await hrefOf(cards.filter({ hasText: 'Tickets from' }).first());
  const soldOut = await hrefOf(cards.filter({ hasText: 'Sold out' }).first());
  await expectMainActionInView(page, onSale, (p) => p.getByRole('link', { name: 'Buy tickets' }));
  await expectAccessible(page);
  if (isPhone(testInfo)) await expect(page.getByText(/^Tickets from \$\d+\.\d\d$/).filter({ visible: true })).toBeInViewport();
  // The state itself, not a ticket's own "Sold out" in the table.
  const stateShown = (state: string) => (p: Page) =>
    p
      .locator(':is(p, span):not(td *)')
      .filter({ hasText: new RegExp(`^${state}$`) })
      .filter({ visible: true });
  await expectMainActionInView(page, soldOut, stateShown('Sold out'));
  await expect(page.getByRole('link', { name: 'Buy tickets' })).toHaveCount(0);
  await expectMainActionInView(page, past, stateShown('This event has passed'));
  await expect(page.getByRole('link', { name: 'Buy tickets' })).toHaveCount(0);
  if (isPhone(testInfo)) await expect(page.getByRole('link', { name: 'See other events' })).toBeInViewport();
  await expectAccessible(page);
});

test('event details: tickets, Buy, .ics, JSON-LD and Open Graph', async ({ page }, testInfo) => {
  await page.goto('/event-details/event-up-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Afro Nights' })).toBeVisible();
  await expect(page.getByText('Afrobeats, amapiano and dancehall all night long.')).toBeVisible();
  const tickets = page.getByRole('main').getByRole('table');
  await expect(tickets.getByRole('row')).toHaveCount(5);
  await expect(tickets.getByRole('row', { name: /General Admission/ })).toContainText('$30.00');
  await expect(tickets.getByRole('row', { name: /Early Bird/ })).toContainText('Sold out');
  await expect(page.getByRole('link', { name: 'DJ Kairo' })).toHaveAttribute('href', '/talent-details/talent-kairo');

  // JSON-LD in the head: valid JSON with name, startDate and location.
  const jsonLd = await page.locator('head script[type="application/ld+json"]').textContent();
  const data = JSON.parse(jsonLd ?? '') as Record<string, unknown>;
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Event', name: 'Afro Nights', location: { '@type': 'Place' } });
  expect(String(data.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T22:00:00-0[45]:00$/);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'Afro Nights');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:\d+\/venue-api\/media\//);

  // Add to calendar: an RFC 5545 file, made by the page's script once it has started.
  await hydrated(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('afro-nights.ics');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics.endsWith('\r\n')).toBe(true);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines).toContain('BEGIN:VEVENT');
  expect(lines).toContain('SUMMARY:Afro Nights');
  // UTC times of the venue's wall clock (docs/product.md#the-venues-time-zone), as an iCalendar parser reads them.
  expect(lines.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
  const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') ?? undefined);
  expect(vevent.startDate.toJSDate().getTime()).toBe(Date.parse(String(data.startDate)));
  expect(vevent.endDate.toJSDate().getTime()).toBe(Date.parse(String(data.endDate)));
  expect(lines.find((l) => l.startsWith('LOCATION:'))).toContain('Main Room\\, Velvet Room');
  expect(lines.find((l) => l.startsWith('UID:'))).toMatch(/^UID:event-up-2@/);
  expect(lines.at(-2)).toBe('END:VCALENDAR');

  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'event-details');

  await page.getByRole('link', { name: 'Buy tickets' }).click();
  await expect(page).toHaveURL(/\/tickets\/event-up-2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'General admission' })).toBeVisible();
});

test('an unknown event shows a clear panel, not a blank page', async ({ page }) => {
  await page.goto('/event-details/no-such-event');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upcoming events' })).toBeVisible();
});

test('a failed load offers a retry that works', async ({ page }) => {
  let fail = true;
  await page.route('**/venue-api/faq-items', (route) =>
    fail ? route.fulfill({ status: 503, json: { error: { code: 'down', message: 'Down' } } }) : route.fallback(),
  );
  // The server renders a direct load; the browser's own load is a client navigation, from a flow page
  // (content pages link with plain navigations).
  await page.goto('/contact');
  await appStarted(page);
  await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
});

test('events calendar works by keyboard and marks days with events', { tag: '@phone-layout' }, async ({ page }) => {
  await page.goto('/events-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Events calendar' })).toBeVisible();
  // The server-rendered grid answers keys once hydrated.
  await hydrated(page);
  const grid = page.getByRole('grid');
  const today = grid.locator('button[aria-current="date"]');
  await expect(today).toHaveAttribute('tabindex', '0');
  // The demo's next event, on its weekday (docs/product.md#the-demo-venue): today or a few days on.
  const [next] = demoUpcomingEvents();
  if (!next) throw new Error('The demo seeds upcoming events.');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(next.daysAhead === 0 ? 1 : 0);
  if (next.daysAhead === 0) await expect(today).toHaveAccessibleName(/1 event/);

  const todayIso = await today.getAttribute('data-date');
  const tomorrow = new Date(`${todayIso}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const tomorrowIso = tomorrow.toISOString().slice(0, 10);
  await today.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(`button[data-date="${tomorrowIso}"]`)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(today).toBeFocused();
  // The first night with an event, some days on: the arrow keys reach it and Enter shows its event.
  const withEvent = demoUpcomingEvents().find((e) => e.daysAhead > 0);
  if (!withEvent) throw new Error('The demo seeds events after today.');
  for (let i = 0; i < withEvent.daysAhead; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('button[data-date]:focus')).toHaveAccessibleName(/1 event/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('link', { name: withEvent.name })).toBeVisible();

  const month = await page.locator('#calendar-month').textContent();
  await page.keyboard.press('PageDown');
  await expect(page.locator('#calendar-month')).not.toHaveText(month ?? '');
  await expect(page.locator('button[data-date]:focus')).toHaveCount(1);
  await page.keyboard.press('PageUp');
  await expect(page.locator('#calendar-month')).toHaveText(month ?? '');
  await expectAccessible(page);
});

import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { POPUP_IDLE_MS } from '@venue/core/content/venue-popup-moment';
import { unknownOrderTitle } from '@venue/messages/en/payment';
import { phoneViewport } from './launcher-clearance';
import { appStarted, hydrated, scrolledToTop } from './page-checks';
import { expectAccessible, isPhone, reviewScreenshot } from './support';
import { demoUpcomingEvents } from './venue-days';
import { apiGet } from './venue-api';

test('home: sliders, events, promotions, reviews, header, footer and SEO', { tag: '@phone-layout' }, async ({ page }, testInfo) => {
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByRole('heading', { name: 'Welcome to Velvet Room' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: /Stop automatic slide show|Start automatic slide show/ })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('heading', { name: 'Bottle service' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  // The demo's next event, whatever weekday the demo was seeded on (its events keep their weekdays).
  await expect(page.getByRole('link', { name: demoUpcomingEvents()[0]?.name ?? 'no upcoming event' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Happy Hour: 2 for 1 cocktails' })).toBeVisible();
  await expect(page.getByText('Best night out in Brooklyn.', { exact: false })).toBeVisible();

  // SEO from the website settings, re-read from storage.
  await expect(page).toHaveTitle('Velvet Room | Cocktails, DJs and Bottle Service in Brooklyn');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Brooklyn cocktail bar and nightclub/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /bottle service/);

  // Footer: its fixed links and the hours, Monday is the day off.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(footer.getByRole('row', { name: /Monday/ })).toContainText('Closed');
  await expect(footer.getByRole('row', { name: /Friday/ })).toContainText('9:00 PM – 4:00 AM');

  // Header: FAQ link, and the menus settings' titles over the default labels.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'FAQ', exact: true }).last()).toHaveAttribute('href', '/faq');
  if (isPhone(testInfo)) {
    await header.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Velvet Room' });
    await expect(drawer.getByRole('link', { name: 'Bottle Service' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Talent Submission' })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(header.getByRole('button', { name: 'Menu' })).toBeFocused();
  } else {
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Bottle Service' })).toHaveAttribute('href', '/bottles');
    await expect(nav.getByRole('link', { name: 'Food Delivery' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Talent Submission' })).toHaveCount(0);
  }
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'home');
});

/** The venue's popup the home page opens first: the soonest delay of those the venue's home content holds. */
async function firstPopup(request: APIRequestContext): Promise<{ readonly _id: string; readonly title: string }> {
  const { data } = await apiGet<{ data: { popups: { _id: string; title: string; delaySeconds: number }[] } }>(request, 'sliders');
  return data.popups.reduce((a, p) => (p.delaySeconds < a.delaySeconds ? p : a));
}

test('a venue popup waits for an idle guest on a page they read: never on a flow page, never over the open chat, once a visit', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phoneViewport);
  const first = await firstPopup(request);
  // The page's clock, paused below, moves only when the test moves it (docs/product.md#home: the popup's delay, then
  // POPUP_IDLE_MS of idleness).
  await page.clock.install();
  const popup = page.getByRole('dialog', { name: first.title });
  const popupsRunning = page.locator('[data-island="venue-popups"][data-island-ready]');
  const chatOpen = page.locator('html[data-chat-open]');
  /** Lets the page's time pass, a quarter second at a time, until `locator` is there. */
  const timeUntil = (locator: Locator) =>
    expect
      .poll(async () => {
        await page.clock.runFor(250);
        return locator.count();
      })
      .toBe(1);

  // In the app (a flow page, then the home page through its router), the guest goes on to a form before the popup is
  // due: on that flow page, however long they stay, it never opens.
  await page.goto('/contact');
  await appStarted(page);
  await page.getByRole('banner').getByRole('link', { name: /home$/i }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.clock.runFor(POPUP_IDLE_MS * 3);
  await expect(popup).toHaveCount(0);

  // On the home page the guest opens the chat before the popup is due: however long they then stay still, the
  // popup does not open over it.
  // The page's islands start a frame after it has loaded (server/script-start.ts): frames, too, wait for the clock.
  const islandsStarted = page.locator('html[data-hydrated="true"]');
  await page.goto('/');
  await timeUntil(islandsStarted);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await timeUntil(chatOpen);
  await timeUntil(popupsRunning);
  await page.clock.runFor(POPUP_IDLE_MS * 3);
  await expect(popup).toHaveCount(0);

  // The chat closed, the popup opens once the guest has done nothing for POPUP_IDLE_MS, not before.
  await page.getByRole('button', { name: 'Close chat', expanded: true }).click();
  await expect(chatOpen).toHaveCount(0);
  await page.clock.runFor(POPUP_IDLE_MS - 1000);
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(1500);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  // Once a visit: kept for the visit, and back on the home page it stays closed.
  expect(await page.evaluate(() => sessionStorage.getItem('venuePopupsShown'))).toBe(JSON.stringify([first._id]));
  await page.reload();
  await timeUntil(islandsStarted);
  await timeUntil(popupsRunning);
  await page.clock.runFor(POPUP_IDLE_MS * 3);
  await expect(popup).toHaveCount(0);
});

test('mailing list popup: hidden until asked, validates, closes', { tag: '@phone-layout' }, async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Join our rewards list' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join our rewards list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join our rewards list' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Al');
  await dialog.getByRole('button', { name: 'Sign me up' }).click();
  await expect(dialog.getByText('Please complete "Name" field.')).toBeVisible();
  await expect(dialog.getByText('Please complete "Email" field.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  const instagram = dialog.getByLabel(/Instagram ID/);
  await instagram.focus();
  await expect(instagram).toHaveValue('@');
  await instagram.blur();
  await expect(instagram).toHaveValue('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('mailing list popup: a valid signup reaches the venue once and says Thank you', async ({ page }) => {
  await page.goto('/?ref=ig&PID=12');
  await hydrated(page);
  await page.getByRole('button', { name: 'Join our rewards list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join our rewards list' });
  await dialog.getByLabel('Name').fill('Alex Rivera');
  await dialog.getByLabel('Email').fill('alex.rivera@example.com');
  await dialog.getByLabel('Phone Number').fill('+1 212 736 5000');
  const signups: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/venue-api\/new-mailing-list$/.test(req.url()))
      signups.push(req.postDataJSON() as Record<string, unknown>);
  });
  await dialog.getByRole('button', { name: 'Sign me up' }).dblclick();
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  expect(signups).toHaveLength(1);
  expect(signups[0]).toMatchObject({
    clientName: 'Alex Rivera',
    clientEmail: 'alex.rivera@example.com',
    clientPhoneNumber: '+12127365000',
    ref: 'ig',
    PID: '12',
  });
});

test('redirects: legacy paths, unknown paths, ref and PID carried over', async ({ page }) => {
  await page.goto('/AddPlusGuest/o9?ref=fb&PID=7');
  await expect(page).toHaveURL(/\/other-guests\/o9\?ref=fb&PID=7$/);
  // An order that does not exist gets its panel (docs/product.md#other-guests).
  await expect(page.getByRole('heading', { level: 1, name: unknownOrderTitle })).toBeVisible();

  await page.goto('/bookingCheckout/e1');
  await expect(page).toHaveURL(/\/booking-checkout\/e1$/);
  await page.goto('/reservationCheckout/r1');
  await expect(page).toHaveURL(/\/reservation-checkout\/r1$/);
  await page.goto('/planningCancelConfirmation/e2');
  await expect(page).toHaveURL(/\/cancel-booking\/e2$/);

  await page.goto('/no-such-page?utm=x');
  await expect(page).toHaveURL(/\/\?utm=x$/);
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();

  await page.goto('/events?ref=ig&PID=42');
  await page.getByRole('link', { name: 'Afro Nights' }).click();
  await expect(page).toHaveURL(/\/event-details\/event-up-2\?ref=ig&PID=42$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Afro Nights' })).toBeVisible();
});

test('promotion and coatcheck show no header, footer or chat', async ({ page }) => {
  await page.goto('/promotion/promo-happy-hour');
  await expect(page.frameLocator('iframe[title="Promotion"]').getByRole('heading', { name: 'Happy Hour' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/coatcheck');
  await expect(page.getByRole('heading', { level: 1, name: 'Coat check' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
});

test.describe('with motion', () => {
  // The other browser tests prefer reduced motion (playwright.config.ts); this guest sees the glide.
  test.use({ reducedMotion: 'no-preference' });

  test('a navigation from the foot of a flow page glides to the top of the next', async ({ page }) => {
    await page.goto('/contact');
    await appStarted(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await scrolledToTop(page);
  });
});

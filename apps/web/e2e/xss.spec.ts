// Stored XSS (docs/backend.md#bad-input): 320 payloads in every field a page or the staff page shows,
// from the venue's own data (a seed: FAQ, biographies, event descriptions, intros, popups, campaign
// pages) and from guests (chat names and messages, reviews, talent submissions, contact and careers
// messages, a CV's file name). Every place renders them and none runs, is blocked as script, or is
// rendered as script-like HTML.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { POPUP_IDLE_MS } from '@venue/core/content/venue-popup-moment';
import { hydrated } from './page-checks';
import { startXssBackend, xssPromotionId, xssTalentId, type XssBackend } from './xss-backend';
import { payloads } from './xss-payloads';
import { expectNoXss, watchForXss } from './xss-watch';
import { apiPost } from './venue-api';

let backend: XssBackend;
let api: APIRequestContext;
let chatHash = '';
const short = payloads.filter((p) => p.html.length <= 60);
/** The backend refuses a NUL character in any field (it is not text), so guests' payloads go without one. */
const withoutNul = (body: unknown): unknown => JSON.parse(JSON.stringify(body).replaceAll('\\u0000', '')) as unknown;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  backend = await startXssBackend();
  api = await playwrightRequest.newContext({ baseURL: backend.baseURL });
  const sent = async (path: string, body: unknown) => {
    const res = await apiPost(api, path, withoutNul(body));
    expect(res.status(), `${path}: ${await res.text()} ${backend.log()}`).toBe(200);
  };
  for (const p of payloads.filter((_p, i) => i % 10 === 0)) {
    await sent('submit-contact', {
      clientEmail: 'x@example.com',
      clientName: p.html.slice(0, 60),
      clientPhoneNumber: null,
      message: p.html,
      subject: p.html.slice(0, 60),
    });
    await sent('new-review-comment', { comment: p.html, id: xssTalentId, name: p.html.slice(0, 60), rating: 4, type: 'talent' });
  }
  const cv = { dataUrl: 'data:application/pdf;base64,JVBERi0xLjQKJcOkw7zDtsOfCg==', fileName: `${short[0]?.html ?? ''}.pdf` };
  await sent('apply-job', {
    clientEmail: 'x@example.com',
    clientName: short[1]?.html,
    clientPhoneNumber: '+12125550102',
    cv,
    message: payloads
      .map((p) => p.html)
      .join(' ')
      .slice(0, 1_500),
    position: 'Bartender',
  });
  await sent('api/talents/new-talent', {
    biography: payloads
      .map((p) => p.html)
      .join(' ')
      .slice(0, 3_000),
    facebookLink: 'https://www.facebook.com/orbit',
    instagramLink: 'https://www.instagram.com/orbit',
    mailingListSubscribe: false,
    mediaLinks: [{ link: 'https://soundcloud.com/orbit/sunrise-set' }],
    musicStyle: short[2]?.html,
    photos: ['data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='],
    priceFees: 300,
    receiveSMS: false,
    talentEmail: 'orbit@example.com',
    talentName: short[3]?.html,
    talentPhoneNumber: '+12125550101',
    talentType: short[4]?.html,
    website: 'https://orbit.example',
    youtubeLink: 'https://www.youtube.com/@orbit',
  });
});

test.afterAll(async () => {
  await api?.dispose();
  await backend?.stop();
});

/** Opens `path` on the payload venue, lets it hydrate and settle, and checks nothing ran. */
async function visit(page: Page, path: string, settle: (page: Page) => Promise<void> = async () => undefined): Promise<void> {
  const watched = await watchForXss(page);
  await page.goto(`${backend.baseURL}${path}`);
  await hydrated(page);
  await settle(page);
  await expectNoXss(page, watched, path, new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

test('the venue’s own HTML is rendered without running a payload', async ({ page }) => {
  // The popups (their delay 0) open once the guest has been idle (docs/product.md#home): the page's clock brings that on.
  await page.clock.install();
  await visit(page, '/', async (p) =>
    expect
      .poll(async () => {
        await p.clock.runFor(POPUP_IDLE_MS);
        return p.getByRole('dialog').count();
      })
      .toBe(1),
  );
  await visit(page, '/faq', async (p) => expect(p.locator('summary', { hasText: 'Question p319' })).toBeAttached());
  await visit(page, '/event-details/event-up-1', async (p) => expect(p.locator('main')).toContainText("__xss('p5')"));
  await visit(page, `/talent-details/${xssTalentId}`, async (p) => expect(p.locator('main')).toContainText("__xss('p5')"));
  await visit(page, '/bottles');
  await visit(page, '/talent-submissions');
  await visit(page, `/review/talent/${xssTalentId}`, async (p) =>
    expect(p.getByText(payloads[0]?.html.slice(0, 60) ?? '').first()).toBeVisible(),
  );
  await visit(page, `/promotion/${xssPromotionId}`, async (p) => expect(p.locator('iframe')).toBeAttached());
});

test('a campaign page opened on its own runs no payload', async ({ page }) => {
  const watched = await watchForXss(page);
  const path = `/venue-api/multiEmailCampain/${xssPromotionId}`;
  await page.goto(`${backend.baseURL}${path}`);
  await expect(page.locator('body')).toContainText("__xss('p5')");
  // The sandbox blocks the marker script itself, so only what ran and where the page went are checked here.
  const title = await page.title();
  expect(title).not.toMatch(/^p\d+$/);
  expect(watched.dialogs).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(path);
});

test('guest chat names and messages run nowhere: the widget and the staff page', async ({ page, browser }) => {
  const watched = await watchForXss(page);
  await page.goto(`${backend.baseURL}/faq`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await page.locator('#chat-panel').getByRole('button', { name: 'Start a conversation' }).click();
  const panel = page.locator('#chat-panel');
  await panel.getByLabel('Name').fill((short[5]?.html ?? '').replaceAll('\u0000', ''));
  await panel.getByLabel('Email').fill('guest@example.com');
  await panel.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0958');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
  chatHash = await page.evaluate(() => (JSON.parse(localStorage.getItem('onlineGuest') ?? '{}') as { hash?: string }).hash ?? '');
  expect(chatHash).not.toBe('');
  for (const p of payloads.filter((_p, i) => i % 4 === 0)) {
    const res = await apiPost(
      api,
      'api/onlineGuest/newMessage',
      withoutNul({ hash: chatHash, type: 'text', message: p.html, clientId: `c-${p.id}` }),
    );
    expect(res.status(), p.id).toBe(200);
  }
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('p316');
  await expectNoXss(page, watched, 'chat widget', /^\/faq$/);

  const staff = await (await browser.newContext({ baseURL: backend.baseURL })).newPage();
  const staffWatched = await watchForXss(staff);
  await staff.goto('/venue-api/staff');
  await staff.getByLabel('Staff password').fill('demo-staff');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { name: 'Live conversations' })).toBeVisible();
  await expectNoXss(staff, staffWatched, 'staff conversations', /^\/venue-api\/staff$/);
  const conversation = `/venue-api/staff/conversations/${encodeURIComponent(chatHash)}`;
  await staff.goto(conversation);
  await expect(staff.locator('body')).toContainText('p316');
  await expectNoXss(staff, staffWatched, 'staff conversation', /^\/venue-api\/staff\/conversations\/[^/]+$/);
  await staff.goto('/venue-api/staff/forms');
  await expect(staff.locator('body')).toContainText('p310');
  await expectNoXss(staff, staffWatched, 'staff forms', /^\/venue-api\/staff\/forms$/);
  await staff.context().close();
});

// Server rendering (docs/architecture.md#server-rendering): the first HTML holds the page, its head
// and, on a flow page, its data; hydration is silent; navigation between flow pages stays in the
// browser. Content pages start their islands only (islands.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { appStarted, consoleProblems, hydrated } from './page-checks';
import { everyRoute } from './every-route';

const firstHtml = [
  { path: '/', heading: 'Velvet Room', jsonLdType: 'NightClub', flow: false },
  { path: '/events', heading: 'Events', jsonLdType: null, flow: false },
  { path: '/event-details/event-up-2', heading: 'Afro Nights', jsonLdType: 'Event', flow: false },
  { path: '/contact', heading: 'Contact', jsonLdType: null, flow: true },
] as const;

for (const { path, heading, jsonLdType, flow } of firstHtml) {
  test(`the first HTML of ${path} holds its heading, head tags and data`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\//);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);
    // Styles inline (docs/performance.md#first-paint).
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    // Scripts start from the body's end, never from the head (docs/performance.md#first-paint).
    expect(html).not.toMatch(/<script type="module"[^>]* src=/);
    if (flow) {
      // The router's data, and the app started after the first paint.
      expect(html).toContain('window.__venueHydration=');
    } else {
      // No router data: the islands entry alone, imported once the page has loaded and been painted.
      expect(html).not.toContain('window.__venueHydration=');
      expect(html).toMatch(/addEventListener\('load',\(\)=>\{const start=\(\)=>import\("\/assets\/islands-[\w-]+\.js"\)/);
      expect(html).toContain('requestAnimationFrame(()=>requestAnimationFrame(');
    }
    if (jsonLdType) {
      const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
      const data = JSON.parse(json) as Record<string, unknown>;
      expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': jsonLdType });
      if (jsonLdType === 'NightClub') {
        expect(data).toMatchObject({ geo: { '@type': 'GeoCoordinates', latitude: 40.7146, longitude: -73.9617 } });
      }
      if (jsonLdType === 'Event') {
        expect(data).toMatchObject({ offers: expect.arrayContaining([expect.objectContaining({ '@type': 'Offer' })]) as unknown });
        expect(data).toMatchObject({ performer: expect.arrayContaining([expect.objectContaining({ name: 'DJ Kairo' })]) as unknown });
      }
    }
  });
}

// The bottle list is drawn from the flow's first state without storage (docs/performance.md#first-paint).
test('the first HTML of /bottles lists the bottles with their prices and steppers', async ({ request }) => {
  const html = await (await request.get('/bottles')).text();
  expect(html).toContain('<h3>Moët &amp; Chandon Impérial</h3>');
  expect(html).toMatch(/Chandon Impérial<\/h3>.*?\$295\.00.*?aria-label="Quantity of Moët &amp; Chandon Impérial"/);
});

test('robots.txt and sitemap.xml come from the backend', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/event-details\/event-up-2<\/loc>/);
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/talent-details\/talent-kairo<\/loc>/);
});

test('hydration gives no console error and no mismatch warning on any route', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  for (const path of everyRoute) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Effects that run right after hydration (session, settings) have their moment to complain.
    await page.waitForTimeout(150);
    expect(
      // A 404 is a page's answer.
      problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p)),
      path,
    ).toEqual([]);
  }
});

// After a navigation the careers form shows a skeleton until the phone input's chunk is in.
const formLoaded = (page: Page) => expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);

test('navigation between flow pages stays in the page and renders what a direct load renders', async ({ page }) => {
  await page.goto('/contact');
  await appStarted(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await formLoaded(page);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  const navigated = await page.getByRole('main').innerText();
  const navigatedTitle = await page.title();

  await page.goto('/careers');
  // Once its app runs: before, the phone field lists only its chosen country (ui/phone-country-select.tsx).
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await formLoaded(page);
  expect(await page.getByRole('main').innerText()).toBe(navigated);
  expect(await page.title()).toBe(navigatedTitle);
});

test('the browser does not load again what the server loaded', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // The chat's socket (loaded when the browser is idle) is live news, not a second read of what the server loaded.
    const live = path.startsWith('/venue-api/socket.io/');
    if (path.startsWith('/venue-api/') && !path.startsWith('/venue-api/media/') && !live) apiCalls.push(`${request.method()} ${path}`);
  });
  await page.goto('/event-details/event-up-2');
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(apiCalls).toEqual([]);
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  const readable = [
    { path: '/', text: 'Velvet Room' },
    { path: '/events', text: 'Afro Nights' },
    { path: '/event-details/event-up-2', text: 'DJ Kairo' },
    { path: '/menus', text: 'Food menu' },
    { path: '/talent-details/talent-kairo', text: 'DJ Kairo' },
    { path: '/contact', text: '214 Mercer Lane' },
    { path: '/privacy-policy', text: 'Privacy Policy' },
  ] as const;

  test('content pages are readable', async ({ page }) => {
    for (const { path, text } of readable) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(text).first(), path).toBeVisible();
    }
    // The FAQ's answers open without the page's script: they are native disclosures.
    await page.goto('/faq');
    const question = page.locator('summary', { hasText: 'What are your opening hours?' });
    const answer = page.locator('details', { has: question }).getByText('We are closed on Mondays.');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
  });

  test('the event page keeps Add to calendar and Share disabled without its script', async ({ page }) => {
    await page.goto('/event-details/event-up-2');
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Share' })).toBeDisabled();
  });
});

// Content pages ship their islands only (docs/decisions.md#islands-on-content-pages): with every script
// of the app (router, shell, flow runtime, page chunks) blocked, each content page still works: its
// text and links with no script at all, its interactive parts through their own islands. The blocked
// scripts are counted: a content page that asked for one of them fails here.
import { expect, test, type Page } from '@playwright/test';
import { POPUP_IDLE_MS } from '@venue/core/content/venue-popup-moment';
import { manifest } from './build-manifest';
import { appStarted, consoleProblems, hydrated } from './page-checks';

function files(key: string, dynamic: boolean, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const next of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) files(next, dynamic, seen);
  return seen;
}
const fileNames = (keys: Set<string>) => new Set([...keys].flatMap((k) => (manifest[k]?.file.endsWith('.js') ? [manifest[k].file] : [])));

// The islands entry and everything its islands may load; the rest is the app's alone.
const islandFiles = fileNames(files('src/islands/islands-entry.ts', true));
const startFiles = fileNames(files('src/islands/islands-entry.ts', false));

/** Blocks every script that is not an island's, and lists what the page asked for. */
async function islandsOnly(page: Page): Promise<{ blocked: string[]; loaded: string[] }> {
  const seen = { blocked: [] as string[], loaded: [] as string[] };
  await page.route('**/assets/*.js', (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    if (islandFiles.has(file)) {
      seen.loaded.push(file);
      return route.continue();
    }
    seen.blocked.push(file);
    return route.abort();
  });
  return seen;
}

test('content pages work with every script but their islands blocked', async ({ page }) => {
  const problems = consoleProblems(page);
  const scripts = await islandsOnly(page);

  await page.goto('/events');
  await hydrated(page);
  // Nothing but the islands entry before the guest does anything on a page without idle islands.
  await page.waitForLoadState('networkidle');
  expect(scripts.loaded.every((file) => startFiles.has(file))).toBe(true);

  // A plain link between content pages is a document navigation.
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page).toHaveURL(/\/events-calendar$/);
  await hydrated(page);
  const firstDay = page.locator('button[data-date$="-01"]').first();
  await firstDay.click();
  await expect(firstDay).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('button[data-date$="-02"]').first()).toBeFocused();

  // From here the page's clock moves when the test moves it too: the venue's popup waits for an idle guest.
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  // The venue's logo becomes the tab's icon once the page has loaded.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/venue-api\/media\/.+/);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('group', { name: /^2 of / })).not.toHaveAttribute('inert');
  // The venue's popup island runs once the popup is due, and opens it when the guest has been idle a while
  // (docs/product.md#home): it comes, closes.
  const popup = page.getByRole('dialog', { name: 'Velvet Masquerade Ball' });
  await expect
    .poll(async () => {
      await page.clock.runFor(POPUP_IDLE_MS);
      return popup.isVisible();
    })
    .toBe(true);
  await popup.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('region', { name: 'Support chat' })).toBeVisible();

  await page.goto('/gallery');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open The Main Room at Velvet Room' }).click();
  await expect(page.getByRole('dialog', { name: 'Venue photos' })).toBeVisible();

  expect(scripts.blocked).toEqual([]);
  expect(problems).toEqual([]);
});

test('a press before the islands have loaded is held and answered once they have', async ({ page }) => {
  // The islands entry is held back until the guest has pressed, as on a slow phone.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/islands-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.getByRole('group', { name: /^2 of / })).not.toHaveAttribute('inert');
});

test('the header menu opens from its island on a phone', async ({ page }) => {
  const scripts = await islandsOnly(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(scripts.blocked).toEqual([]);
});

test('Back from a reloaded content page to a page the app drew loads that page', async ({ page }) => {
  await page.goto('/contact');
  await appStarted(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  // Now the FAQ's own document, with its islands only: the Contact entry was made by the app's router.
  await page.reload();
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
});

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('a content page reads and links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await page.getByRole('link', { name: 'All events →' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/faq');
    await page.locator('summary').first().click();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
  });
});

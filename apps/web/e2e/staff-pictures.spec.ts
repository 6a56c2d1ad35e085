// Staff put a poster in (docs/product.md#pictures): signed in on the staff page, they upload a large JPEG
// made here as an upcoming event's poster with alt text; the event's page then shows it in a <picture>,
// AVIF on Chromium, offered at the ladder's widths up to the original's and no wider, described by the
// alt text; the backend stored the picture's address. On a backend of its own: a poster every guest sees changes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '@venue/core/pictures/picture-ladder';
import { startOwnBackend, type OwnBackend } from './own-backend';
import { expectFitsWidth } from './page-checks';
import { expectAccessible } from './support';

const EVENT = 'event-up-1';
const ALT = 'The headliner at the decks under blue light';
/** Narrower than the widest rungs, so the page must not offer an enlarged picture. */
const PHOTO = { width: 1500, height: 2000 };

let backend: OwnBackend;
let photoPath = '';

test.beforeAll(async () => {
  backend = await startOwnBackend();
  photoPath = join(mkdtempSync(join(tmpdir(), 'staff-pictures-')), 'poster.jpg');
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  writeFileSync(
    photoPath,
    await sharp({ create: { ...PHOTO, channels: 3, background: '#000000', noise } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
});

test.afterAll(async () => {
  await backend?.stop();
});

/** The event as the API answers it, read with the demo client as the site does. */
async function storedEvent(): Promise<{ image: string; imageAlt?: string }> {
  const token = await fetch(`${backend.baseURL}/venue-api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'venue-web',
      client_secret: 'demo-secret',
      username: 'website',
      password: 'demo-password',
      grant_type: 'password',
    }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const answer = await fetch(`${backend.baseURL}/venue-api/event-info/${EVENT}`, { headers: { authorization: `Bearer ${access_token}` } });
  return ((await answer.json()) as { data: { image: string; imageAlt?: string } }).data;
}

/** The widths a srcset offers, in order. */
const widthsOf = (srcset: string | null) => (srcset ?? '').split(',').map((entry) => Number(/\s(\d+)w$/.exec(entry.trim())?.[1]));

test('staff upload a poster with alt text and the event page shows it in AVIF at the ladder widths', async ({ page }) => {
  await page.goto(`${backend.baseURL}/venue-api/staff/pictures`);
  await page.getByLabel('Staff password').fill('demo-staff');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();

  const poster = page.locator(`#poster-${EVENT}`);
  await poster.getByLabel('New picture').setInputFiles(photoPath);
  await poster.getByLabel(/^Alt text/).fill(ALT);
  await poster.getByRole('button', { name: 'Upload', exact: true }).click();
  // The answer comes once the photo is encoded at every rung: 11 s once, with the whole suite running on two cores.
  await expect(page.locator(`#poster-${EVENT}`).getByRole('status')).toHaveText('Saved.', { timeout: 30_000 });
  await expect(page.locator(`#poster-${EVENT}`).getByLabel(/^Alt text/)).toHaveValue(ALT);
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  const stored = await storedEvent();
  expect(stored.image).toMatch(/^\/venue-api\/pictures\/[0-9a-f]{32}\/1280\.jpg#th=[A-Za-z0-9_-]+$/);
  expect(stored.imageAlt).toBe(ALT);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${backend.baseURL}/event-details/${EVENT}`);
  const img = page.locator(`picture > img[alt="${ALT}"]`);
  await expect(img).toHaveCount(1);
  await expect.poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.currentSrc)).toMatch(/\.avif$/);
  const ladder = PICTURE_WIDTHS.filter((width) => width <= PHOTO.width);
  expect(widthsOf(await img.getAttribute('srcset'))).toEqual(ladder);
  const avif = img.locator('xpath=..').locator('source[type="image/avif"]');
  expect(widthsOf(await avif.getAttribute('srcset'))).toEqual(ladder);
  expect(await img.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
});

// Link previews (docs/decisions.md#share-cards): every shareable page's first HTML names a raster
// og:image with its size and alt, and the address answers a real PNG of that size.
import { expect, test } from '@playwright/test';

const shareable = [
  '/',
  '/events',
  '/past-events',
  '/events-calendar',
  '/event-details/event-up-2',
  '/talents',
  '/talent-details/talent-kairo',
  '/gallery',
  '/menus',
  '/faq',
];

const metaOf = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

for (const path of shareable) {
  test(`${path} shares a 1200x630 PNG with its size and alt`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const image = metaOf(html, 'og:image');
    expect(image, 'og:image').toMatch(/^http:\/\/localhost:\d+\/.+\/card\.png$/);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'og:image:alt')).toMatch(/\S/);

    const png = await request.get(image ?? '');
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // The PNG signature, then the IHDR chunk with the width and height.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}

test("an event's card is its own poster, named for the event", async ({ request }) => {
  const html = await (await request.get('/event-details/event-up-2')).text();
  expect(metaOf(html, 'og:image:alt')).toBe('Afro Nights');
  expect(metaOf(html, 'og:image')).not.toBe(metaOf(await (await request.get('/events')).text(), 'og:image'));
});

// Pictures out (docs/product.md#pictures): on every key page, as the server sends it and before any script
// runs, each picture has its size and alt, at most one is the page's main picture (fetchpriority high) and it
// shows, pictures below the first screen wait for the guest to scroll, and a raster picture offers its rungs.
// The demo's pictures are SVG; the markup of a processed picture is checked in ui/sized-image.test.ts.
import { expect, test } from '@playwright/test';

const keyPages = [
  '/',
  '/events',
  '/event-details/event-up-2',
  '/gallery',
  '/menus',
  '/talents',
  '/talent-details/talent-dj-nova',
  '/bottles',
];

interface SeenPicture {
  readonly src: string;
  readonly width: string | null;
  readonly height: string | null;
  readonly alt: string | null;
  readonly loading: string | null;
  readonly fetchPriority: string | null;
  readonly srcset: string | null;
  readonly sizes: string | null;
  readonly inPicture: boolean;
  /** Laid out (not in a closed dialog or a hidden preview). */
  readonly shown: boolean;
  readonly belowFirstScreen: boolean;
  readonly loaded: boolean;
}

// The first screen is a phone's (Lighthouse's): the server cannot know the screen, and what a phone shows
// first must load at once; a picture below it on a phone waits for the guest's scroll.
test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

test('every picture on the key pages has its size, alt, priority and loading', async ({ page }) => {
  for (const path of keyPages) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const main = page.locator('img[fetchpriority="high"]');
    if ((await main.count()) > 0)
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const pictures: SeenPicture[] = await page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
      images.map((img) => {
        const box = img.getBoundingClientRect();
        return {
          src: img.getAttribute('src') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          alt: img.getAttribute('alt'),
          loading: img.getAttribute('loading'),
          fetchPriority: img.getAttribute('fetchpriority'),
          srcset: img.getAttribute('srcset'),
          sizes: img.getAttribute('sizes'),
          inPicture: img.parentElement?.tagName === 'PICTURE',
          shown: box.width > 0 && box.height > 0,
          belowFirstScreen: box.top + window.scrollY >= window.innerHeight,
          loaded: img.complete && img.naturalWidth > 0,
        };
      }),
    );
    expect(pictures.length, `${path} shows pictures`).toBeGreaterThan(0);
    for (const picture of pictures) {
      const where = `${path}: ${picture.src.slice(0, 80)}`;
      expect(Number(picture.width), where).toBeGreaterThan(0);
      expect(Number(picture.height), where).toBeGreaterThan(0);
      expect(picture.alt, where).not.toBeNull();
      // A placeholder is a data address: drawn at once, it costs no request.
      if (picture.src.startsWith('data:')) continue;
      if (picture.shown && picture.belowFirstScreen) expect.soft(picture.loading, `${where} waits below the first screen`).toBe('lazy');
      if (!/\.svg([?#]|$)/i.test(picture.src)) {
        expect(picture.inPicture, `${where} is offered in AVIF and WebP`).toBe(true);
        expect(picture.srcset, `${where} offers the ladder`).toMatch(/ 320w,/);
        expect(picture.sizes, where).toBeTruthy();
      }
    }
    const main$ = pictures.filter((picture) => picture.fetchPriority === 'high');
    expect(main$.length, `${path} has at most one main picture`).toBeLessThanOrEqual(1);
    for (const picture of main$) {
      expect(picture.belowFirstScreen, `${path}: the main picture is in the first screen`).toBe(false);
      expect(picture.loading, path).toBe('eager');
    }
  }
});

// The one picture component's markup as the server sends it: a picture the backend took in is offered in
// AVIF, WebP and JPEG at its own rungs over its placeholder; another raster picture through the site's image
// route; an SVG as it is. The demo's pictures are all SVG, so the browser tests never see the first two.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SizedImage } from './sized-image';

const hash = '0123456789abcdef0123456789abcdef';
const thumbHash = '1QcSHQRnh493V4dIh4eXh1h4kJUI';
const sizes = '(min-width: 820px) 420px, calc(100vw - 32px)';

const render = (src: string, priority?: 'high' | 'low' | 'auto') =>
  renderToStaticMarkup(createElement(SizedImage, { src, alt: 'Poster of Afro Nights', ratio: 3 / 4, sizes, priority }));

/** The attributes of each element named `tag`, in document order. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value.replace(/&amp;/g, '&')]),
    ),
  );
}

const rungs = (widths: number[], url: (width: number) => string) => widths.map((width) => `${url(width)} ${width}w`).join(', ');

describe('SizedImage', () => {
  it("offers a processed picture's rungs, AVIF first and JPEG in the img, over its placeholder", () => {
    const html = render(`/venue-api/pictures/${hash}/1080.jpg#th=${thumbHash}`, 'high');
    const widths = [320, 480, 640, 828, 1080];
    expect(html).toMatch(/<img[^>]*data:image\/png[^>]*><picture><source[^>]*image\/avif[^>]*><source[^>]*image\/webp[^>]*><img/);
    expect(elements(html, 'source')).toEqual([
      { type: 'image/avif', srcSet: rungs(widths, (w) => `/venue-api/pictures/${hash}/${w}.avif`), sizes },
      { type: 'image/webp', srcSet: rungs(widths, (w) => `/venue-api/pictures/${hash}/${w}.webp`), sizes },
    ]);
    const [placeholder, image] = elements(html, 'img');
    expect(placeholder).toMatchObject({ alt: '', 'aria-hidden': 'true', width: '600', height: '800' });
    expect(placeholder?.src).toMatch(/^data:image\/png;base64,/);
    expect(placeholder).not.toHaveProperty('fetchPriority');
    expect(image).toMatchObject({
      src: `/venue-api/pictures/${hash}/1080.jpg`,
      srcSet: rungs(widths, (w) => `/venue-api/pictures/${hash}/${w}.jpg`),
      sizes,
      alt: 'Poster of Afro Nights',
      width: '600',
      height: '800',
      loading: 'eager',
      fetchPriority: 'high',
    });
  });

  it('offers any other raster picture through the image route, lazily below the first screen, without a placeholder', () => {
    const html = render('https://cdn.venue.example/night.jpg');
    const [avif] = elements(html, 'source');
    expect(avif?.srcSet?.split(', ')[0]).toBe(
      `/site-pictures/320.avif?src=${encodeURIComponent('https://cdn.venue.example/night.jpg')} 320w`,
    );
    expect(avif?.srcSet?.split(', ')).toHaveLength(8);
    expect(elements(html, 'img')).toEqual([expect.objectContaining({ loading: 'lazy', fetchPriority: 'low', sizes })]);
  });

  it('shows an SVG as it is, with its size and no srcset', () => {
    const html = render('/venue-api/media/poster.svg', 'low');
    expect(html).not.toContain('<picture');
    expect(elements(html, 'img')).toEqual([
      expect.objectContaining({ src: '/venue-api/media/poster.svg', width: '600', height: '800', loading: 'eager', fetchPriority: 'low' }),
    ]);
    expect(html).not.toMatch(/srcset|sizes=/i);
  });
});

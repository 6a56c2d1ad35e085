// A page offers only the ladder's rungs, best format first, never a rung wider than the picture; an SVG
// or an address the image route would refuse is offered as it is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pictureAddress } from './picture-address';
import { isPictureWidth, ladderWidths, PICTURE_WIDTHS } from './picture-ladder';
import { readRoutedPictureFile } from './picture-route';
import { pictureSources, srcSetOf } from './picture-sources';

const hash = 'c'.repeat(32);
const bases = fc.constantFrom('/venue-api', 'https://api.venue.example/venue-api');
const thumbHash = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{20,40}$/), { nil: null });
const rasterAddress = fc.oneof(
  fc.webUrl({ withQueryParameters: true }).filter((url) => !/\.svg$/i.test(url.split(/[?#]/)[0] ?? '')),
  fc.stringMatching(/^\/venue-api\/media\/[a-z0-9-]{1,20}\.(jpg|png|webp|avif)$/),
);

/** Every rung's width, read back from its srcset entries. */
const srcSetWidths = (srcSet: string): number[] => srcSet.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));

describe('pictureSources', () => {
  it("offers a processed picture's own rungs, AVIF first and JPEG last, none wider than its widest", () => {
    fc.assert(
      fc.property(bases, fc.integer({ min: 1, max: 9000 }), thumbHash, (base, original, placeholder) => {
        const sources = pictureSources(pictureAddress(base, hash, original, placeholder));
        if (sources.kind !== 'ladder') throw new Error(`read as ${sources.kind}`);
        expect(sources.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
        expect(sources.placeholder).toBe(placeholder);
        for (const source of sources.sources) {
          const widths = srcSetWidths(srcSetOf(source));
          expect(widths).toEqual(ladderWidths(original));
          for (const file of source.files) expect(file.url).toBe(`${base}/pictures/${hash}/${file.width}.${source.format}`);
        }
        expect(sources.src).toMatch(new RegExp(`^${base}/pictures/${hash}/\\d+\\.jpg$`));
        expect(Number(/(\d+)\.jpg$/.exec(sources.src)?.[1])).toBeLessThanOrEqual(ladderWidths(original).at(-1)!);
      }),
    );
  });

  it('offers any other raster picture through the image route at every rung, each a file the route reads back', () => {
    fc.assert(
      fc.property(rasterAddress, (address) => {
        const sources = pictureSources(address);
        if (sources.kind !== 'routed') throw new Error(`${address} read as ${sources.kind}`);
        expect(sources.sources.map((source) => source.format)).toEqual(['avif', 'webp', 'jpg']);
        for (const source of sources.sources) {
          expect(srcSetWidths(srcSetOf(source))).toEqual([...PICTURE_WIDTHS]);
          for (const file of source.files) {
            const [pathname = '', query = ''] = file.url.split('?');
            expect(pathname.startsWith('/')).toBe(true);
            expect(readRoutedPictureFile(pathname, decodeURIComponent(query.replace(/^src=/, '')))).toEqual({
              width: file.width,
              format: source.format,
              source: address,
            });
          }
        }
        expect(isPictureWidth(Number(/\/(\d+)\.jpg\?/.exec(sources.src)?.[1]))).toBe(true);
      }),
    );
  });

  it('makes only the processed files absolute on the API origin; the route is given the address as it came', () => {
    const onApi = (address: string) => (address.startsWith('/') ? `https://api.venue.example${address}` : address);
    const processed = pictureSources(pictureAddress('/venue-api', hash, 4000, null), onApi);
    expect(processed.kind === 'ladder' && processed.sources[0]?.files[0]?.url).toBe(
      `https://api.venue.example/venue-api/pictures/${hash}/320.avif`,
    );
    const routed = pictureSources('/venue-api/media/night.jpg', onApi);
    expect(routed.kind === 'routed' && routed.sources[2]?.files[0]?.url).toBe(
      '/site-pictures/320.jpg?src=%2Fvenue-api%2Fmedia%2Fnight.jpg',
    );
  });

  it('offers an SVG, or an address the route would refuse, as it is', () => {
    const onApi = (address: string) => (address.startsWith('/') ? `https://api.venue.example${address}` : address);
    for (const address of [
      '/venue-api/media/poster.svg',
      'https://cdn.example/art.SVG?v=2',
      'data:image/png;base64,AAAA',
      '//cdn.example/protocol-relative.jpg',
      `https://cdn.example/${'a'.repeat(2100)}.jpg`,
    ])
      expect(pictureSources(address, onApi)).toEqual({ kind: 'plain', src: onApi(address) });
  });
});

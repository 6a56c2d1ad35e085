import { describe, expect, it } from 'vitest';
import { cardCache, renderCard, sizedForCard } from './share-card';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const poster =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900"><rect width="600" height="900" fill="#c33"/></svg>';

describe('share cards', () => {
  it('draws any SVG whole in the largest centred box of its shape on a 1200x630 card', () => {
    const sized = sizedForCard(`<?xml version="1.0"?>${poster}`);
    expect(sized).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/);
    expect(sized).toContain('<svg x="390" y="0" width="420" height="630" viewBox="0 0 600 900" xmlns=');
    expect(sized).not.toContain('<?xml');
  });

  it('gives an SVG without viewBox one from its size', () => {
    expect(sizedForCard("<svg xmlns='http://www.w3.org/2000/svg' width='300px' height='100'></svg>")).toContain(
      'width="1200" height="400" viewBox="0 0 300 100"',
    );
  });

  it('renders a 1200x630 PNG, the picture centred on the site dark', async () => {
    expect(pngSize(await renderCard(poster))).toEqual({ width: 1200, height: 630 });
  });

  it('renders a picture once until it changes', async () => {
    const card = cardCache();
    const first = card('poster.svg', poster);
    expect(card('poster.svg', poster)).toBe(first);
    expect(card('poster.svg', poster.replace('#c33', '#3c3'))).not.toBe(first);
    await first;
  });
});

// A picture's address names its rungs and placeholder; any other address is no picture of the ladder.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPictureFileName, pictureAddress, pictureCard, pictureFile, readPictureAddress } from './picture-address';
import { ladderWidths, PICTURE_WIDTHS, writtenWidth } from './picture-ladder';

const hash = 'a'.repeat(32);

describe('ladderWidths', () => {
  it('never enlarges: every rung fits the original, and one rung is always written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (original) => {
        const widths = ladderWidths(original);
        expect(widths.length).toBeGreaterThan(0);
        for (const rung of widths) expect(writtenWidth(rung, original)).toBeLessThanOrEqual(original);
        expect(widths).toEqual([...widths].sort((a, b) => a - b));
      }),
    );
  });

  it('writes every rung of a camera photo and the first alone of a small picture', () => {
    expect(ladderWidths(4000)).toEqual([...PICTURE_WIDTHS]);
    expect(ladderWidths(1000)).toEqual([320, 480, 640, 828]);
    expect(ladderWidths(200)).toEqual([320]);
    expect(writtenWidth(320, 200)).toBe(200);
  });
});

describe('picture addresses', () => {
  it('read back the rungs and placeholder they were written with, on any base', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/venue-api', 'https://api.venue.example/venue-api', 'http://127.0.0.1:8080/venue-api'),
        fc.integer({ min: 1, max: 9000 }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{20,40}$/), { nil: null }),
        (base, width, placeholder) => {
          const picture = readPictureAddress(pictureAddress(base, hash, width, placeholder));
          expect(picture).toEqual({ base, hash, widths: ladderWidths(width), placeholder });
        },
      ),
    );
  });

  it('name each file under the picture and the card', () => {
    const picture = readPictureAddress(`/venue-api/pictures/${hash}/640.jpg`)!;
    expect(pictureFile(picture, 480, 'avif')).toBe(`/venue-api/pictures/${hash}/480.avif`);
    expect(pictureCard(picture)).toBe(`/venue-api/pictures/${hash}/card.jpg`);
  });

  it('are not read from an SVG, an outside photo or a width off the ladder', () => {
    for (const address of [
      '/venue-api/media/bar-1.svg',
      'https://cdn.example/poster.jpg',
      `/venue-api/pictures/${hash}/700.jpg`,
      `/venue-api/pictures/${hash.slice(1)}/640.jpg`,
      `/venue-api/pictures/${hash}/640.webp`,
    ])
      expect(readPictureAddress(address)).toBeNull();
  });

  it('serve only the ladder and the card as file names', () => {
    expect(['320.avif', '1920.jpg', '828.webp', 'card.jpg'].every(isPictureFileName)).toBe(true);
    expect(['700.jpg', '320.png', 'original', '../x', '320.jpg.exe', 'card.png'].some(isPictureFileName)).toBe(false);
  });
});

// Crawlers get a picture's plain address: absolute, and without the placeholder a page draws from its fragment.
import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl } from './page-meta';

describe('absoluteMediaUrl', () => {
  it('makes an API path absolute and leaves out a picture placeholder', () => {
    const hash = 'ab'.repeat(16);
    expect(absoluteMediaUrl('https://venue.example', `/venue-api/pictures/${hash}/1920.jpg#th=mvkFFYyFMnWAeHcxt1t2mnF33_en`)).toBe(
      `https://venue.example/venue-api/pictures/${hash}/1920.jpg`,
    );
    expect(absoluteMediaUrl('https://venue.example', 'https://cdn.example/poster.jpg')).toBe('https://cdn.example/poster.jpg');
  });
});

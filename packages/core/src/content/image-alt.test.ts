import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { Slider } from './slider.schema';
import { altOf, IMAGE_ALT_MAX, readImageAlt } from './image-alt';

const slide = { _id: 's1', title: 'Rooftop', subtitle: '', image: '/venue-api/media/s1.svg', buttonLabel: null, link: null };

describe('alt text', () => {
  it('keeps what staff typed on one line, trimmed, and refuses it past the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (typed) => {
        const read = readImageAlt(typed);
        const words = typed.split(/\s+/).filter(Boolean).join(' ');
        if (words.length > IMAGE_ALT_MAX) expect(read).toEqual({ ok: false, error: `Alt text is at most ${IMAGE_ALT_MAX} characters.` });
        else expect(read).toEqual({ ok: true, value: words });
      }),
    );
  });

  it('falls back to what the page knew when staff gave none', () => {
    expect(altOf(undefined, 'Poster of Deep Nights')).toBe('Poster of Deep Nights');
    expect(altOf('  ', 'Rooftop')).toBe('Rooftop');
    expect(altOf('The rooftop at dusk', 'Rooftop')).toBe('The rooftop at dusk');
  });

  it('is optional on a slide, and bounded when answered', () => {
    expect(decodeWith(Slider, 'slide')(slide).ok).toBe(true);
    expect(decodeWith(Slider, 'slide')({ ...slide, imageAlt: 'The rooftop at dusk' })).toMatchObject({
      ok: true,
      value: { imageAlt: 'The rooftop at dusk' },
    });
    expect(decodeWith(Slider, 'slide')({ ...slide, imageAlt: 'x'.repeat(IMAGE_ALT_MAX + 1) })).toMatchObject({
      ok: false,
      error: { path: 'imageAlt' },
    });
  });
});

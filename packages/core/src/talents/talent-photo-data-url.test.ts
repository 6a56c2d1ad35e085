import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPictureDataUrl, TALENT_PHOTO_MAX_BYTES } from './talent-photo-data-url';

// Core has no btoa (no DOM, no Node types): a plain encoder keeps the property independent.
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function base64Of(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => alphabet[(n >> shift) & 63] ?? '');
    const kept = Math.min(4, bytes.length - i + 1);
    out += chars.slice(0, kept).join('') + '='.repeat(4 - kept);
  }
  return out;
}

describe('talent photo data URLs', () => {
  it('reads the type and the byte length of a picture', () => {
    expect(base64Of([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])).toBe('iVBORw0KGgo=');
    expect(readPictureDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({
      ok: true,
      value: { type: 'image/png', base64: 'iVBORw0KGgo=', byteLength: 8 },
    });
  });

  it('refuses other types, non-base64 and empty pictures', () => {
    expect(readPictureDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toEqual({
      ok: false,
      error: 'Expected a JPEG, PNG, WebP or GIF picture',
    });
    expect(readPictureDataUrl('data:image/png,rawtext')).toMatchObject({ ok: false });
    expect(readPictureDataUrl('data:image/png;base64,abc')).toMatchObject({ ok: false });
    expect(readPictureDataUrl('data:image/gif;base64,')).toEqual({ ok: false, error: 'Expected a picture, not an empty file' });
    expect(readPictureDataUrl('https://example.com/a.png')).toMatchObject({ ok: false });
  });

  it('allows exactly 5 MB and refuses one byte more', () => {
    const sized = (bytes: number) => {
      const padding = (3 - (bytes % 3)) % 3;
      return `data:image/jpeg;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4 - padding)}${'='.repeat(padding)}`;
    };
    expect(readPictureDataUrl(sized(TALENT_PHOTO_MAX_BYTES))).toMatchObject({ ok: true, value: { byteLength: TALENT_PHOTO_MAX_BYTES } });
    expect(readPictureDataUrl(sized(TALENT_PHOTO_MAX_BYTES + 1))).toEqual({ ok: false, error: 'Expected a picture of at most 5 MB' });
  });

  it('property: the byte length is the length of the encoded bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }), (bytes) => {
        expect(readPictureDataUrl(`data:image/webp;base64,${base64Of(bytes)}`)).toMatchObject({
          ok: true,
          value: { byteLength: bytes.length },
        });
      }),
    );
  });
});

// A placeholder comes back as a small PNG of the picture's colours, and bad hashes give none.
import { describe, expect, it } from 'vitest';
import { placeholderDataUrl, thumbHashOf } from './picture-placeholder';

// Node's and the browsers' global; core's own lib leaves it out (its code runs where it may not be).
declare function atob(data: string): string;

function solid(width: number, height: number, [r, g, b]: readonly number[]): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([r!, g!, b!, 255], i * 4);
  return rgba;
}

describe('picture placeholders', () => {
  it('are a short base64url hash that draws a PNG of at most 8 pixels a side in the picture colour', () => {
    const hash = thumbHashOf(100, 75, solid(100, 75, [200, 40, 40]));
    expect(hash).toMatch(/^[A-Za-z0-9_-]{20,40}$/);
    const url = placeholderDataUrl(hash)!;
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Uint8Array.from(atob(url.slice('data:image/png;base64,'.length)), (ch) => ch.charCodeAt(0));
    const view = new DataView(png.buffer, png.byteOffset, png.length);
    const [width, height] = [view.getUint32(16), view.getUint32(20)];
    expect(Math.max(width, height)).toBe(8);
    expect(width).toBeGreaterThan(height);
    expect(url.length).toBeLessThan(600);
  });

  it('are null for a hash that is not one', () => {
    expect(placeholderDataUrl('!!')).toBeNull();
    expect(placeholderDataUrl('')).toBeNull();
  });
});

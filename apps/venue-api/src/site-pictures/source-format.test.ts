import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffSourceFormat } from './source-format';

const text = (value: string): Buffer => Buffer.from(value, 'utf8');
const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#f80' } });

describe('sniffSourceFormat', () => {
  it('reads raster formats by their bytes', async () => {
    expect(sniffSourceFormat(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffSourceFormat(await pixel().png().toBuffer())).toBe('png');
    expect(sniffSourceFormat(await pixel().webp().toBuffer())).toBe('webp');
    expect(sniffSourceFormat(await pixel().gif().toBuffer())).toBe('gif');
  });

  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"></svg>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
    '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg>',
  ])('reads an SVG: %s', (svg) => {
    expect(sniffSourceFormat(text(svg))).toBe('svg');
  });

  it.each([
    '<!doctype html><html><svg></svg></html>',
    '<html><body><svg/></body></html>',
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>',
    '<?xml version="1.0"?><rss><svg/></rss>',
    '<svgfoo/>',
    'GIF88a',
    '',
  ])('refuses what is no picture: %s', (content) => {
    expect(sniffSourceFormat(text(content))).toBeNull();
  });
});

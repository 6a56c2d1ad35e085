// The image route's addresses read back to what they were written with; off the ladder they are none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from './picture-ladder';
import { readRoutedPictureFile, routedPictureFile } from './picture-route';

/** A file's path and `src` as a server reads them. */
const read = (file: string) => {
  const [pathname = '', query = ''] = file.split('?');
  const src = /(?:^|&)src=([^&]*)/.exec(query)?.[1];
  return readRoutedPictureFile(pathname, src === undefined ? null : decodeURIComponent(src));
};

describe('the image route', () => {
  it('reads back every rung and format of any http(s) address', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PICTURE_WIDTHS),
        fc.constantFrom(...PICTURE_FORMATS),
        fc.webUrl({ withQueryParameters: true }),
        (width, format, source) => {
          expect(read(routedPictureFile(source, width, format))).toEqual({ width, format, source });
        },
      ),
    );
  });

  it('has no file at another width or format, nor for an address that is not http(s)', () => {
    expect(read('/site-pictures/700.jpg?src=https%3A%2F%2Fcdn.example%2Fa.jpg')).toBeNull();
    expect(read('/site-pictures/640.png?src=https%3A%2F%2Fcdn.example%2Fa.jpg')).toBeNull();
    expect(read('/site-pictures/640.jpg?src=file%3A%2F%2F%2Fetc%2Fpasswd')).toBeNull();
    expect(read('/site-pictures/640.jpg')).toBeNull();
    expect(read('/site-pictures/640.jpg?src=%2F%2Fevil.example%2Fa.jpg')).toBeNull();
  });

  it('takes a path on the API origin as the source', () => {
    expect(read(routedPictureFile('/venue-api/media/uploads/a.png', 640, 'webp'))).toEqual({
      width: 640,
      format: 'webp',
      source: '/venue-api/media/uploads/a.png',
    });
  });
});

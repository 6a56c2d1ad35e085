import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noncedPage } from './nonced-page';

const page = (nonce: string) =>
  `<html><head><style>${'body{color:red}'.repeat(400)}</style></head><body><p>Ünïcode ✓</p>` +
  `<script nonce="${nonce}">window.data={}</script><script type="module" nonce="${nonce}">start()</script></body></html>`;

describe('a kept page with its nonce as a gap', () => {
  it('gives the page with each new nonce, as text and gzipped, as if it had been rendered with it', () => {
    const kept = noncedPage(page('first+nonce/AAAAAAAAAAA=='), 'first+nonce/AAAAAAAAAAA==');
    for (const nonce of ['second/nonce+BBBBBBBBBBB==', 'third/nonce+CCCCCCCCCCCC==']) {
      expect(kept.html(nonce)).toBe(page(nonce));
      expect(gunzipSync(kept.gzip(nonce)).toString('utf8')).toBe(page(nonce));
    }
  });

  it('holds for any page, any number of nonces and any nonce length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { minLength: 1, maxLength: 5 }),
        fc.base64String({ minLength: 4, maxLength: 40 }),
        fc.base64String({ minLength: 4, maxLength: 40 }),
        (texts, rendered, fresh) => {
          fc.pre(texts.every((text) => !text.includes(rendered)));
          const html = (nonce: string) => texts.join(`<script nonce="${nonce}">x</script>`);
          const kept = noncedPage(html(rendered), rendered);
          expect(kept.html(fresh)).toBe(html(fresh));
          expect(gunzipSync(kept.gzip(fresh)).toString('utf8')).toBe(html(fresh));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is smaller than the page, compressed', () => {
    const kept = noncedPage(page('n0nce'), 'n0nce');
    expect(kept.gzip('an0ther').byteLength).toBeLessThan(page('an0ther').length / 10);
  });
});

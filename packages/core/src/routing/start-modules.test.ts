import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_START_MODULE_NAMES, START_MODULES_PATH, startModulesAsked, startModulesHref } from './start-modules';

const chunkName = fc.stringMatching(/^[\w-]{1,64}$/);
const chunks = fc.array(
  chunkName.map((name) => `/assets/${name}.js`),
  { minLength: 1, maxLength: MAX_START_MODULE_NAMES },
);

describe("a page's start modules address", () => {
  it('reads back the chunks it was written with', () => {
    fc.assert(
      fc.property(chunks, (named) => {
        const href = startModulesHref(named);
        expect(href.startsWith(`${START_MODULES_PATH}?for=`)).toBe(true);
        expect(startModulesAsked(href.slice(`${START_MODULES_PATH}?for=`.length))).toEqual(named);
      }),
    );
  });

  it('writes no address for a file that is not a built chunk, nor for too many', () => {
    for (const odd of [[], ['/assets/a.css'], ['/other/a.js'], ['/assets/../a.js'], ['/assets/a b.js']])
      expect(() => startModulesHref(odd)).toThrow();
    expect(() => startModulesHref(Array.from({ length: MAX_START_MODULE_NAMES + 1 }, (_, i) => `/assets/m${i}.js`))).toThrow();
  });

  it('reads no chunks from anything else a guest may send', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const asked = startModulesAsked(value);
        if (asked === null) return;
        expect(asked.length).toBeLessThanOrEqual(MAX_START_MODULE_NAMES);
        for (const chunk of asked) expect(chunk).toMatch(/^\/assets\/[\w-]{1,64}\.js$/);
      }),
    );
    for (const odd of [
      undefined,
      '',
      'a,,b',
      '../x',
      'a/b',
      'x'.repeat(65),
      Array(MAX_START_MODULE_NAMES + 1)
        .fill('a')
        .join(','),
    ])
      expect(startModulesAsked(odd)).toBeNull();
  });
});

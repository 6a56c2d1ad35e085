import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unstorableText } from './unstorable-text';

const nul = 'a NUL character is not text';
const half = 'half of a surrogate pair is not text';

describe('unstorableText', () => {
  it('names the first text or key holding a NUL, as decode errors name fields', () => {
    expect(unstorableText({ events: [{ name: 'ok' }, { name: 'a\u0000b' }] })).toEqual({ path: 'events[1].name', problem: nul });
    expect(unstorableText({ 'bad\u0000key': 1 })).toEqual({ path: 'bad\u0000key', problem: nul });
    expect(unstorableText('\u0000')).toEqual({ path: '(root)', problem: nul });
  });

  it('names half of a surrogate pair, alone or in the wrong order, and lets whole pairs through', () => {
    expect(unstorableText({ city: 'Pune\ud800' })).toEqual({ path: 'city', problem: half });
    expect(unstorableText({ city: '\udfffx' })).toEqual({ path: 'city', problem: half });
    expect(unstorableText({ city: '\udfff\ud800' })).toEqual({ path: 'city', problem: half });
    expect(unstorableText({ ['k\ud83d']: 1 })).toEqual({ path: 'k\ud83d', problem: half });
    expect(unstorableText({ city: 'party 🎉🍾', name: '\ud83c\udf89' })).toBeNull();
  });

  it('finds none in any JSON value of whole characters without a NUL', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ stringUnit: 'grapheme' }).filter((v) => !JSON.stringify(v).includes('\\u0000')),
        (v) => unstorableText(v) === null,
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000')),
        (s) => unstorableText({ s }) === null,
      ),
    );
  });

  it('finds every lone half of a pair wherever it sits in whole text', () => {
    const half = fc
      .oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }))
      .map((n) => String.fromCharCode(n));
    const whole = fc.string({ unit: 'grapheme-ascii' });
    fc.assert(
      fc.property(whole, half, whole, (before, lone, after) => {
        // A high half followed by a low one would make a whole pair: keep the neighbours ASCII.
        expect(unstorableText({ text: `${before}${lone}${after}` })?.path).toBe('text');
      }),
    );
  });

  it('goes deep without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 30_000; i++) deep = [deep];
    expect(unstorableText(deep)?.path).toMatch(/^(\[0\]){30000}$/);
  });
});

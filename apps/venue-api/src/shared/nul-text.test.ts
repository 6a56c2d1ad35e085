import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nulPath } from './nul-text';

describe('nulPath', () => {
  it('names the first text or key holding a NUL, as decode errors name fields', () => {
    expect(nulPath({ events: [{ name: 'ok' }, { name: 'a\u0000b' }] })).toBe('events[1].name');
    expect(nulPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(nulPath('\u0000')).toBe('(root)');
  });

  it('finds none in any JSON value without a NUL', () => {
    const noNul = fc.string().filter((s) => !s.includes('\u0000'));
    fc.assert(
      fc.property(
        fc.jsonValue({ stringUnit: 'grapheme' }).filter((v) => !JSON.stringify(v).includes('\\u0000')),
        (v) => nulPath(v) === null,
      ),
    );
    fc.assert(fc.property(noNul, (s) => nulPath({ s }) === null));
  });

  it('goes deep without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 30_000; i++) deep = [deep];
    expect(nulPath(deep)).toMatch(/^(\[0\]){30000}$/);
  });
});

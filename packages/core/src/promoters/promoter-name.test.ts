import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePromoterName } from './promoter-name';

const instagramName = fc.stringMatching(/^[A-Za-z0-9._]{1,30}$/);

describe('normalisePromoterName', () => {
  it('drops every leading @ and the spaces around, and lower-cases', () => {
    expect(normalisePromoterName(' @Night.Owl ')).toBe('night.owl');
    expect(normalisePromoterName('@@DJNova')).toBe('djnova');
    expect(normalisePromoterName(' @ @velvet.vip\t')).toBe('velvet.vip');
    expect(normalisePromoterName('@')).toBe('');
    expect(normalisePromoterName('a@b')).toBe('a@b');
  });

  it('property: normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(normalisePromoterName(normalisePromoterName(name))).toBe(normalisePromoterName(name));
      }),
    );
  });

  it('property: the result has no leading @ or space, no trailing space and no capital', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const normal = normalisePromoterName(name);
        expect(normal).not.toMatch(/^[\s@]|\s$/);
        expect(normal).toBe(normal.toLowerCase());
      }),
    );
  });

  it('property: any case, any number of leading @ and spaces around name one Instagram name', () => {
    fc.assert(
      fc.property(instagramName, fc.nat(3), fc.constantFrom('', ' ', '\t '), (name, ats, space) => {
        const typed = `${space}${'@'.repeat(ats)}${name.toUpperCase()}${space}`;
        expect(normalisePromoterName(typed)).toBe(name.toLowerCase());
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK, maskedAddress } from './masked-address';

const localPart = fc.stringMatching(/^[A-Za-z0-9._%+-]{1,40}$/);
const domain = fc.stringMatching(/^[a-z0-9-]{1,20}\.[a-z]{2,6}$/);

describe('masked address', () => {
  it('keeps the first character and the domain', () => {
    expect(maskedAddress('dana@example.com')).toBe('d…@example.com');
    expect(maskedAddress(' D@Example.COM ')).toBe('D…@example.com');
    expect(maskedAddress('émile.zola@mail.fr')).toBe('é…@mail.fr');
  });

  it('refuses what is not one address', () => {
    for (const text of ['', 'dana', '@example.com', 'dana@', 'da na@example.com']) expect(maskedAddress(text)).toBeNull();
  });

  it('property: tells the first character and the domain, never the rest of the local part nor its length', () => {
    fc.assert(
      fc.property(localPart, localPart, domain, (a, b, d) => {
        const masked = maskedAddress(`${a}@${d}`);
        expect(masked).toBe(`${a[0]}${MASK}@${d}`);
        // Two local parts with the same first character mask alike, so the mask carries nothing more of them.
        if (a[0] === b[0]) expect(maskedAddress(`${b}@${d}`)).toBe(masked);
      }),
    );
  });

  it('property: masking a masked address changes nothing', () => {
    fc.assert(
      fc.property(localPart, domain, (a, d) => {
        const once = maskedAddress(`${a}@${d}`) ?? '';
        expect(maskedAddress(once)).toBe(once);
      }),
    );
  });
});

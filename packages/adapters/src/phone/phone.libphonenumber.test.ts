import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneCountriesFor } from '@venue/core/forms/phone-countries';
import { createLibphonenumberPhone, phoneInputProps } from './phone.libphonenumber';

const phone = createLibphonenumberPhone();
const internationalOnly = createLibphonenumberPhone({ defaultCountry: null });

describe('libphonenumber phone', () => {
  it('accepts US and GB numbers however they are spaced and returns E.164', () => {
    expect(phone.toInternational('+1 213 373 4253')).toBe('+12133734253');
    expect(phone.toInternational('+1 (213) 373-4253')).toBe('+12133734253');
    expect(phone.toInternational(' +44 20 7946 0958 ')).toBe('+442079460958');
    expect(phone.toInternational('+447911123456')).toBe('+447911123456');
    expect(phone.isValid('+12133734253')).toBe(true);
  });

  it('reads a number without + as a US number by default, like the input', () => {
    expect(phone.toInternational('(213) 373-4253')).toBe('+12133734253');
    expect(internationalOnly.toInternational('(213) 373-4253')).toBeNull();
    expect(internationalOnly.toInternational('+1 213 373 4253')).toBe('+12133734253');
  });

  it('rejects invalid and empty input', () => {
    for (const raw of ['', '   ', 'abc', '+1234', '+1 213 373', '+0', '+44 12']) {
      expect(phone.isValid(raw)).toBe(false);
      expect(phone.toInternational(raw)).toBeNull();
    }
  });

  it('treats an IL number as invalid, since the input does not offer IL', () => {
    expect(phone.isValid('+972 50-123-4567')).toBe(false);
    expect(phone.toInternational('+972501234567')).toBeNull();
  });

  it('rejects a number with an extension rather than dropping it', () => {
    expect(phone.toInternational('+1 213 373 4253 ext. 5')).toBeNull();
  });

  it('configures the input with US and GB first and without IL', () => {
    const props = phoneInputProps();
    expect(props.countryOptionsOrder).toEqual(['US', 'GB', '...']);
    expect(props.countries).toContain('US');
    expect(props.countries).toContain('GB');
    expect(props.countries).not.toContain('IL');
    expect(props.defaultCountry).toBe('US');
  });

  it("follows a venue's country: its own first and read without +, Israel taken by a venue in Israel", () => {
    const telAviv = createLibphonenumberPhone({ countries: phoneCountriesFor('IL') });
    expect(telAviv.toInternational('+972 52 123 4567')).toBe('+972521234567');
    expect(telAviv.toInternational('052-123-4567')).toBe('+972521234567');
    expect(telAviv.toInternational('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneInputProps(phoneCountriesFor('IL'))).toMatchObject({
      countryOptionsOrder: ['IL', 'US', 'GB', '...'],
      defaultCountry: 'IL',
    });
    expect(phoneInputProps(phoneCountriesFor('IL')).countries).toContain('IL');
    const paris = createLibphonenumberPhone({ countries: phoneCountriesFor('FR') });
    expect(paris.toInternational('06 12 34 56 78')).toBe('+33612345678');
    expect(paris.isValid('+972 52 123 4567')).toBe(false);
  });

  const candidates = fc.oneof(
    fc.string(),
    fc.stringMatching(/^\+?[0-9 ()-]{0,18}$/),
    fc
      .constantFrom('+1', '+44', '+972', '+33', '+49')
      .chain((code) => fc.stringMatching(/^[0-9]{6,11}$/).map((digits) => `${code} ${digits}`)),
  );

  it('toInternational is non-null exactly when isValid, and its result re-validates unchanged', () => {
    for (const port of [phone, internationalOnly]) {
      fc.assert(
        fc.property(candidates, (raw) => {
          const international = port.toInternational(raw);
          expect(international !== null).toBe(port.isValid(raw));
          if (international !== null) {
            expect(international).toMatch(/^\+[1-9][0-9]{6,14}$/);
            expect(port.isValid(international)).toBe(true);
            expect(port.toInternational(international)).toBe(international);
          }
        }),
        { numRuns: 500 },
      );
    }
  });
});

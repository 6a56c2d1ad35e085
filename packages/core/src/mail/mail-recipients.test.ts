import { describe, expect, it } from 'vitest';
import { addressIn, staffRecipients, toEachStaff } from './mail-recipients';

describe('addressIn', () => {
  it('answers the trimmed address stored at the key', () => {
    expect(addressIn({ clientEmail: '  dana@example.com ' }, 'clientEmail')).toBe('dana@example.com');
  });

  it('answers nothing for a missing, non-text, invalid or overlong address', () => {
    expect(addressIn({}, 'clientEmail')).toBeUndefined();
    expect(addressIn(null, 'clientEmail')).toBeUndefined();
    expect(addressIn({ clientEmail: 42 }, 'clientEmail')).toBeUndefined();
    expect(addressIn({ clientEmail: 'not an address' }, 'clientEmail')).toBeUndefined();
    expect(addressIn({ clientEmail: `${'a'.repeat(250)}@example.com` }, 'clientEmail')).toBeUndefined();
  });
});

describe('staffRecipients', () => {
  it('keeps each valid address once, in order', () => {
    expect(staffRecipients(['a@venue.test', ' B@venue.test', 'b@venue.test', 'nobody', 'a@venue.test'])).toEqual([
      'a@venue.test',
      'B@venue.test',
    ]);
  });

  it('makes one request per staff address, none without one', () => {
    const about = { type: 'form', id: 'f1' } as const;
    expect(toEachStaff('staff-contact-message', about, ['a@venue.test', 'b@venue.test']).map((r) => r.to)).toEqual([
      'a@venue.test',
      'b@venue.test',
    ]);
    expect(toEachStaff('staff-contact-message', about, [])).toEqual([]);
  });
});

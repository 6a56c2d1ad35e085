import fc from 'fast-check';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { BottleOrderItem } from '../bottles/bottle-order.schema';
import { ClientName } from '../orders/guest-fields.schema';
import { TALENT_PHOTO_DATA_URL_MAX } from '../talents/talent-submission.schema';
import { TALENT_PHOTO_MAX_BYTES, TALENT_PHOTO_TYPES } from '../talents/talent-photo-data-url';
import { decodeWith } from './decode';
import { atMostItems, BoundedString, NAME_MAX } from './input-limits';

describe('input limits', () => {
  it('accept a text up to the limit and refuse one character more, naming the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.string({ maxLength: 300 }), (max, text) => {
        const decoded = decodeWith(BoundedString(max), 'test')(text);
        if (text.length <= max) expect(decoded.ok).toBe(true);
        else expect(decoded).toMatchObject({ ok: false, error: { message: `Expected at most ${max} characters` } });
      }),
    );
  });

  it('refuse a 60,000-character guest name with the name limit', () => {
    expect(decodeWith(ClientName, 'test')('A'.repeat(60_000))).toMatchObject({
      ok: false,
      error: { message: `Expected at most ${NAME_MAX} characters` },
    });
  });

  it('bound a list, naming the limit and the things counted', () => {
    const Lines = Schema.Array(BottleOrderItem).check(atMostItems(2, 'bottles'));
    const line = { bottleId: 'b', quantity: 1, price: 10 };
    expect(decodeWith(Lines, 'test')([line, line]).ok).toBe(true);
    expect(decodeWith(Lines, 'test')([line, line, line])).toMatchObject({ ok: false, error: { message: 'Expected at most 2 bottles' } });
  });

  it('let a talent photo of the largest size through as a data URL', () => {
    const base64Length = Math.ceil(TALENT_PHOTO_MAX_BYTES / 3) * 4;
    const longestPrefix = Math.max(...TALENT_PHOTO_TYPES.map((type) => `data:${type};base64,`.length));
    expect(longestPrefix + base64Length).toBeLessThanOrEqual(TALENT_PHOTO_DATA_URL_MAX);
    // ...and not much more: a photo twice as large is refused by its length alone.
    expect(2 * base64Length).toBeGreaterThan(TALENT_PHOTO_DATA_URL_MAX);
  });
});

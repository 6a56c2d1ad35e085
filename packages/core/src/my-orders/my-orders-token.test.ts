import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMyOrdersTokenShape, MY_ORDERS_LINK_HOURS, myOrdersLinkExpiry } from './my-orders-token';

const b64 = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`));
const token = fc.tuple(b64(1, 60), fc.integer({ min: 1, max: 999_999_999_999 }), b64(43, 43)).map(([id, at, mac]) => `${id}.${at}.${mac}`);

describe('find-my-orders token', () => {
  it('property: the shape of every signed token passes, and one with a dot, a space or a % added or its MAC cut does not', () => {
    fc.assert(
      fc.property(token, fc.nat(), fc.constantFrom('.', '%', ' ', '/'), (text, at, extra) => {
        expect(isMyOrdersTokenShape(text)).toBe(true);
        const i = at % text.length;
        expect(isMyOrdersTokenShape(text.slice(0, i) + extra + text.slice(i))).toBe(false);
        expect(isMyOrdersTokenShape(text.slice(0, -1))).toBe(false);
      }),
    );
  });

  it('refuses a link that never expires and anything longer than a signed one', () => {
    expect(isMyOrdersTokenShape(`abc.-.${'A'.repeat(43)}`)).toBe(false);
    expect(isMyOrdersTokenShape(`${'a'.repeat(401)}.1.${'A'.repeat(43)}`)).toBe(false);
  });

  it(`works for ${MY_ORDERS_LINK_HOURS} hours from the ask, in whole seconds`, () => {
    const asked = new Date('2031-05-09T22:00:00.400Z');
    expect(myOrdersLinkExpiry(asked)).toBe(Date.parse('2031-05-10T22:00:00Z') / 1000);
  });
});

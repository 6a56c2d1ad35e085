import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery, splitHref } from '../routing/query';
import { matchPattern, routePattern } from '../routing/routes';
import { placeToOpen } from '../orders/guest-place-param';
import type { AttendeeList } from '../orders/ticket-booking.schema';
import { guestCodeUrl, guestPlaceLink } from './guest-code-links';
import { unnamedGuestName } from './guest-code-names';
import type { GuestCodeView } from './guest-code-view.schema';

const token = (i: number) => `link-token-of-guest-${String(i).padStart(4, '0')}`;

function codeOf(slot: number, guestName: string, kind: GuestCodeView['kind'] = 'ticket'): GuestCodeView {
  return {
    codeId: `code-id-of-guest-${String(slot).padStart(6, '0')}`,
    orderId: 'order/7 ?',
    kind,
    night: '2030-06-15',
    eventId: kind === 'ticket' ? 'ev-1' : null,
    guestName,
    label: kind === 'ticket' ? 'General Admission' : 'Table',
    status: 'issued',
    code: 'VG1.abc.def',
    linkToken: token(slot),
  };
}

describe('sharing a guest’s code', () => {
  it('shares the guest’s own page on this site, and nothing of the order', () => {
    const url = guestCodeUrl(codeOf(1, 'Rory Friend'), 'https://venue.example/');
    expect(url).toBe(`https://venue.example/guest-code/${token(1)}`);
    expect(url).not.toContain('order/7');
  });
});

describe('naming a place from its code', () => {
  const buyer = 'Dana Guest';

  it('leads each other guest’s code to its place, named or not, and the buyer’s and a table’s to none', () => {
    const codes = [codeOf(0, buyer), codeOf(1, 'Rory Friend'), codeOf(2, unnamedGuestName(2, buyer))];
    expect(guestPlaceLink(codes, 0)).toBeNull();
    expect(guestPlaceLink(codes, 1)).toEqual({ guestNumber: 2, named: true, href: '/other-guests/order%2F7%20%3F?guest=2#guest-2' });
    expect(guestPlaceLink(codes, 2)).toMatchObject({ guestNumber: 3, named: false });
    // The buyer's confirmation carries the order secret, which opens every guest's details on that page.
    expect(guestPlaceLink(codes, 2, 'b3JkZXItc2VjcmV0LW9mLXRoZS1idXll')?.href).toBe(
      '/other-guests/order%2F7%20%3F?guest=3&secret=b3JkZXItc2VjcmV0LW9mLXRoZS1idXll#guest-3',
    );
    expect(guestPlaceLink(codes, 3)).toBeNull();
    expect(guestPlaceLink([codeOf(0, buyer, 'table')], 0)).toBeNull();
    expect(guestPlaceLink([codeOf(0, buyer, 'coat'), codeOf(1, 'Other', 'coat')], 1)).toBeNull();
  });

  it('property: the link of the code in slot s opens the other-guests page at place s - 1, whatever the order’s id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), fc.string({ minLength: 1, maxLength: 40 }), (guestsAllowed, orderId) => {
        const codes = Array.from({ length: guestsAllowed }, (_, slot) => ({
          ...codeOf(slot, slot === 0 ? buyer : unnamedGuestName(slot, buyer)),
          orderId,
        }));
        const list: AttendeeList = { orderId, eventId: 'ev-1', guestsAllowed, attendees: [] };
        for (let slot = 1; slot < guestsAllowed; slot++) {
          const link = guestPlaceLink(codes, slot);
          expect(link?.named).toBe(false);
          const href = splitHref(link?.href ?? '');
          expect(matchPattern(routePattern('OtherGuests'), href.path)).toEqual({ orderId });
          expect(placeToOpen(href.query, list)).toBe(slot - 1);
          expect(href.hash).toBe(`#guest-${slot + 1}`);
        }
      }),
    );
  });

  it('opens no place for an address the order has no place for', () => {
    const list: AttendeeList = { orderId: 'o', eventId: 'ev-1', guestsAllowed: 3, attendees: [] };
    for (const search of ['', '?guest=', '?guest=1', '?guest=4', '?guest=2.5', '?guest=-2', '?guest=0002x', '?guest=99999'])
      expect(placeToOpen(parseQuery(search), list)).toBeNull();
    expect(placeToOpen('?guest=2', list)).toBe(0);
    expect(placeToOpen('?guest=3', list)).toBe(1);
  });
});

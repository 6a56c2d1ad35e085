import { describe, expect, it } from 'vitest';
import { guestOf } from '../testing/controlled-ticket-booking';
import { heldPlaceKeys, keyOfPlace, placeOfNewKey, placesShownTo, withHeldPlaces } from './key-places';
import { noGuestAccess } from './place-key';
import type { Attendee, AttendeeList } from './ticket-booking.schema';

const [A, B] = ['key-a-0123456789abcdef0123456789', 'key-b-0123456789abcdef0123456789'];
const nameOnly = ({ _id, orderId, name }: Attendee): Attendee => ({ _id, orderId, name });
const listOf = (...attendees: Attendee[]): AttendeeList => ({ orderId: 'ticket-1', eventId: 'ev-1', guestsAllowed: 4, attendees });

describe('which place each held key opens (docs/decisions.md#other-guests-places)', () => {
  it('learns a kept place, finds the key of a place, and lists every held key with its place where known', () => {
    const places = withHeldPlaces({}, [
      { key: A, attendeeId: 'g-0' },
      { key: B, attendeeId: null },
    ]);
    expect(places).toEqual({ [A]: 'g-0' });
    expect(withHeldPlaces(places, [{ key: A, attendeeId: 'g-0' }])).toBe(places);
    expect(keyOfPlace(places, 'g-0')).toBe(A);
    expect(keyOfPlace(places, 'g-1')).toBeNull();
    expect(heldPlaceKeys([A, B], places)).toEqual([
      { key: A, attendeeId: 'g-0' },
      { key: B, attendeeId: null },
    ]);
  });

  it('gives a whole-list save its new place only when the answer lists exactly one new guest', () => {
    const before = listOf(guestOf(0));
    expect(placeOfNewKey({}, A, before, listOf(guestOf(0), guestOf(1)))).toEqual({ [A]: 'g-1' });
    expect(placeOfNewKey({}, A, before, listOf(guestOf(0), guestOf(1), guestOf(2)))).toEqual({});
    expect(placeOfNewKey({}, A, before, before)).toEqual({});
  });

  it("pairs a guest's one unplaced key with the one unplaced place whose contacts they were shown, never for the buyer", () => {
    const shown = listOf(nameOnly(guestOf(0)), guestOf(1), guestOf(2));
    expect(placesShownTo(shown, { secret: null, keys: [A, B] }, { [B]: 'g-2' })).toEqual({ [B]: 'g-2', [A]: 'g-1' });
    expect(placesShownTo(shown, { secret: null, keys: [A] }, {})).toEqual({});
    expect(placesShownTo(listOf(guestOf(0)), { secret: null, keys: [A, B] }, {})).toEqual({});
    expect(placesShownTo(listOf(guestOf(0)), noGuestAccess, {})).toEqual({});
    expect(placesShownTo(listOf(guestOf(0)), { secret: 'the-order-secret-of-the-buyer-01', keys: [A] }, {})).toEqual({});
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledCount, guestSlots } from './guest-slots';
import type { Attendee, AttendeeList } from './ticket-booking.schema';

const guest = (i: number): Attendee => ({
  _id: `g-${i}`,
  orderId: 'ticket-1',
  name: `Guest ${i}`,
  email: `g${i}@example.com`,
  phoneNumber: '+12125550123',
});
const listOf = (guestsAllowed: number, named: number): AttendeeList => ({
  orderId: 'ticket-1',
  eventId: 'ev-1',
  guestsAllowed,
  attendees: Array.from({ length: named }, (_, i) => guest(i)),
});

describe('places for other guests', () => {
  it('gives one place per guest the tickets admit besides the buyer, named ones first', () => {
    expect(guestSlots(listOf(3, 1))).toEqual([
      { index: 0, attendee: guest(0) },
      { index: 1, attendee: null },
    ]);
    expect(guestSlots(listOf(1, 0))).toEqual([]);
    expect(filledCount(listOf(4, 2))).toEqual({ filled: 2, places: 3 });
  });

  it('property: every named guest has a place, and no place is missing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (allowed, named) => {
        const slots = guestSlots(listOf(allowed, named));
        expect(slots.length).toBe(Math.max(allowed - 1, named, 0));
        expect(slots.filter((s) => s.attendee !== null)).toHaveLength(named);
        expect(slots.map((s) => s.index)).toEqual(slots.map((_, i) => i));
      }),
    );
  });
});

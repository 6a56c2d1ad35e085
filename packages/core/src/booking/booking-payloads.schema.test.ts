import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { Reservation, ReservationPayload, ReservationUpdate } from './reservation.schema';
import { PrivateEvent, PrivateEventEdit, PromoteStatusRequest, VenueBookingPayload } from './venue-booking.schema';

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
const reservation = {
  noOfGuests: 4,
  reservationDate: '06/17/2030',
  reservationTime: '10:00 PM',
  specialRequest: '',
  ...guest,
  userAgent: 'PC',
  ip: '203.0.113.9',
};
const booking = {
  eventDate: '06/22/2030',
  startTime: '9:00 PM',
  endTime: '2:00 AM',
  noOfGuests: 20,
  eventType: 'Birthday',
  specialRequest: '',
  ...guest,
  userAgent: 'Mobile',
  ip: '203.0.113.9',
};

describe('reservation and venue booking payloads', () => {
  it('decode the payloads the site sends', () => {
    expect(decodeWith(ReservationPayload, 'new-reservation')(reservation)).toEqual({ ok: true, value: reservation });
    expect(decodeWith(VenueBookingPayload, 'new-booking')(booking)).toEqual({ ok: true, value: booking });
    expect(decodeWith(ReservationPayload, 'new-reservation')({ ...reservation, reservationTime: '22:00' }).ok).toBe(true);
  });

  it('name the field that breaks a rule', () => {
    const cases: [unknown, string][] = [
      [{ ...reservation, noOfGuests: 0 }, 'noOfGuests'],
      [{ ...reservation, noOfGuests: 21 }, 'noOfGuests'],
      [{ ...reservation, reservationDate: '2030-06-17' }, 'reservationDate'],
      [{ ...reservation, reservationDate: '02/30/2030' }, 'reservationDate'],
      [{ ...reservation, reservationTime: 'late' }, 'reservationTime'],
      [{ ...reservation, clientName: 'Al' }, 'clientName'],
      [{ ...reservation, clientEmail: 'dana@' }, 'clientEmail'],
      [{ ...reservation, clientPhoneNumber: '2125550123' }, 'clientPhoneNumber'],
    ];
    for (const [input, path] of cases)
      expect(decodeWith(ReservationPayload, 'new-reservation')(input)).toMatchObject({ ok: false, error: { path } });
    expect(decodeWith(VenueBookingPayload, 'new-booking')({ ...booking, eventType: ' ' })).toMatchObject({
      ok: false,
      error: { path: 'eventType' },
    });
    expect(decodeWith(PromoteStatusRequest, 'promoteStatus')({ status: 'Paid' })).toMatchObject({ ok: false, error: { path: 'status' } });
  });

  it('read the lookups as order details with the booking in details', () => {
    const { userAgent: _u, ip: _i, ...details } = reservation;
    const body = { orderId: 'r-1', kind: 'reservations', status: 'Confirmed', total: null, details: reservation };
    expect(decodeWith(Reservation, 'reservation')(body)).toEqual({ ok: true, value: { orderId: 'r-1', status: 'Confirmed', details } });
    expect(decodeWith(PrivateEvent, 'private event')({ ...body, details: booking }).ok).toBe(true);
    expect(decodeWith(PrivateEvent, 'private event')({ ...body, status: 'Done', details: booking })).toMatchObject({
      ok: false,
      error: { path: 'status' },
    });
  });

  it('return a result for any JSON or any mutation of a valid body, never throw', () => {
    const decoders = [
      ReservationPayload,
      ReservationUpdate,
      Reservation,
      VenueBookingPayload,
      PrivateEventEdit,
      PrivateEvent,
      PromoteStatusRequest,
    ].map((s, i) => decodeWith(s, `schema ${i}`));
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...Object.keys(booking)), fc.jsonValue(), (value, key, replacement) => {
        for (const decode of decoders) {
          expect(typeof decode(value).ok).toBe('boolean');
          expect(typeof decode({ ...booking, [key]: replacement }).ok).toBe('boolean');
        }
      }),
    );
  });
});

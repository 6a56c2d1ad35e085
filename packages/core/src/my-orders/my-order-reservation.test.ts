import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelKeyFrom } from '../booking/reservation-cancel-key';
import { isoDate } from '../events/event-times';
import { orderStatuses } from '../orders/order-response.schema';
import { payableOrderTypes } from '../payment/payable-order-types';
import { splitHref } from '../routing/query';
import { pathTo } from '../routing/routes';
import { myReservationLinks } from './my-order-reservation';
import type { MyOrder } from './my-orders.schema';

const day = fc
  .record({ year: fc.integer({ min: 2020, max: 2040 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(isoDate);

const listed = fc.record(
  {
    orderId: fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/),
    kind: fc.constantFrom(...payableOrderTypes),
    status: fc.constantFrom(...orderStatuses),
    night: fc.option(day, { nil: null }),
    cancelLink: fc.stringMatching(/^[A-Za-z0-9_.&=?%+-]{1,80}$/),
  },
  { requiredKeys: ['orderId', 'kind', 'status', 'night'] },
);

const order = (fields: Partial<MyOrder>): MyOrder => ({
  orderId: 'reservations-1',
  kind: 'reservations',
  status: 'Confirmed',
  eventName: null,
  night: '2030-06-22',
  total: null,
  createdAt: '2030-06-15T18:00:00.000Z',
  invoice: null,
  codes: [],
  ...fields,
});

describe('change and cancel from the list of my orders', () => {
  it('offers them for a confirmed reservation from its night on, the cancel with the key the venue gave and no other', () =>
    fc.assert(
      fc.property(listed, day, (fields, today) => {
        const links = myReservationLinks(order(fields), today);
        const ahead = fields.kind === 'reservations' && fields.status === 'Confirmed' && fields.night !== null && fields.night >= today;
        expect(links !== null).toBe(ahead);
        if (links === null) return;
        expect(links.change).toBe(pathTo('UpdateReservation', { reservationId: fields.orderId }));
        if (fields.cancelLink === undefined) {
          expect(links.cancel).toBeNull();
          return;
        }
        // The cancel page reads back exactly the list's key, as a mailed link's key: never an order secret.
        const href = splitHref(links.cancel ?? '');
        expect(href.path).toBe(pathTo('CancelReservation', { reservationId: fields.orderId }));
        expect(cancelKeyFrom(href.query)).toEqual({ link: fields.cancelLink });
        expect(Object.keys(href.query)).toEqual(['link']);
      }),
    ));

  it('keeps a reservation of tonight and lets one of last night be a record', () => {
    expect(myReservationLinks(order({ night: '2030-06-22', cancelLink: 'k.-.m' }), '2030-06-22')).toEqual({
      change: '/reservation/reservations-1',
      cancel: '/cancel-reservation/reservations-1?link=k.-.m',
    });
    expect(myReservationLinks(order({ night: '2030-06-21', cancelLink: 'k.-.m' }), '2030-06-22')).toBeNull();
  });
});

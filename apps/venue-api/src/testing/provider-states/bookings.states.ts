// Provider states of the reservation and venue-booking pacts: a block date, a reservation and a
// private venue booking, each written afresh from the state's params.
import { BOOKING_DEPOSIT_LINE } from '@venue/core/booking/booking-deposit';
import type { ApiContext } from '../../http/api-context';
import { insertOrder, markConfirmed, unpricedOrder } from '../../store/orders.store';
import type { AreaStates } from '../provider-states';

const param = (params: unknown, name: string, fallback: string): string => {
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : fallback;
};

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };

const unpriced = (ctx: ApiContext, id: string, kind: string, payload: unknown) => unpricedOrder(kind, payload, ctx.now(), id);

/** MM/DD/YYYY of a YYYY-MM-DD. */
const usDate = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const privateEvent = (night: string) => ({
  eventDate: usDate(night),
  startTime: '9:00 PM',
  endTime: '2:00 AM',
  noOfGuests: 20,
  eventType: 'Birthday party',
  specialRequest: '',
  ...guest,
  userAgent: 'PC',
  ip: '203.0.113.9',
});

export const bookingsStates: AreaStates = (ctx) => ({
  /** params: id, date (YYYY-MM-DD), notes. A whole night closed to bookings. */
  'the venue blocked a whole night': async (params?: unknown) => {
    const date = param(params, 'date', '2030-06-24');
    await ctx.db.query(
      `INSERT INTO block_date (id, date_from, date_to, time_from, time_to, notes) VALUES ($1, $2::date, $2::date, NULL, NULL, $3)
       ON CONFLICT (id) DO UPDATE SET date_from = excluded.date_from, date_to = excluded.date_to, time_from = NULL, time_to = NULL, notes = excluded.notes`,
      [param(params, 'id', 'block-pact'), date, param(params, 'notes', '<p>Closed for a private event.</p>')],
    );
    return undefined;
  },
  /** params: id, date (YYYY-MM-DD), time. A pending reservation for four. */
  'a reservation exists': async (params?: unknown) => {
    const id = param(params, 'id', 'reservations-pact-1');
    const payload = {
      noOfGuests: 4,
      reservationDate: usDate(param(params, 'date', '2030-06-17')),
      reservationTime: param(params, 'time', '10:00 PM'),
      specialRequest: '',
      ...guest,
      userAgent: 'PC',
      ip: '203.0.113.9',
    };
    await ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM orders WHERE id = $1', [id]);
      await insertOrder(tx, unpriced(ctx, id, 'reservations', payload));
    });
    return undefined;
  },
  /**
   * params: id, date (YYYY-MM-DD), depositCents (none unless given). A pending private event for twenty, 9:00 PM
   * to 2:00 AM: a request, holding no night; with a deposit, as its one line, total and amount due.
   */
  'a venue booking exists': async (params?: unknown) => {
    const id = param(params, 'id', 'bookings-pact-1');
    const night = param(params, 'date', '2030-07-10');
    const deposit = Number(param(params, 'depositCents', '0'));
    const order = unpriced(ctx, id, 'bookings', privateEvent(night));
    const line = { itemId: 'booking-deposit', description: BOOKING_DEPOSIT_LINE, quantity: 1, unitCents: deposit, totalCents: deposit };
    await ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM orders WHERE id = $1', [id]);
      await tx.query('DELETE FROM private_event_night WHERE night = $1::date', [night]);
      await insertOrder(
        tx,
        deposit > 0 ? { ...order, lines: [line], subtotalCents: deposit, totalCents: deposit, dueCents: deposit } : order,
      );
    });
    return undefined;
  },
  /** params: id, date (YYYY-MM-DD). Another private event, confirmed, holding that night (docs/product.md#reservations-and-venue-booking). */
  'another private event holds the night': async (params?: unknown) => {
    const id = param(params, 'id', 'bookings-pact-holder');
    const night = param(params, 'date', '2030-07-10');
    await ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM orders WHERE id = $1', [id]);
      await tx.query('DELETE FROM private_event_night WHERE night = $1::date', [night]);
      await insertOrder(tx, unpriced(ctx, id, 'bookings', privateEvent(night)));
      await markConfirmed(tx, id, ctx.now());
      await tx.query('INSERT INTO private_event_night (night, order_id) VALUES ($1::date, $2)', [night, id]);
    });
    return undefined;
  },
});

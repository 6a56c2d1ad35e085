// Fixtures and arbitraries shared by the ticket tests; imported by *.test.ts files only.
import fc from 'fast-check';
import type { TicketType } from '../content/ticket-type.schema';
import type { ChargeSettings } from '../orders/order-pricing';
import type { TicketCheckoutForm } from '../tickets/ticket-checkout-form';
import { c, pct } from './bottle-test-fixtures';

const type = (id: string, name: string, price: number, extra: Partial<TicketType> = {}): TicketType => ({
  _id: id,
  eventId: 'ev-1',
  name,
  description: `${name} entry.`,
  group: 'General admission',
  price: c(price),
  guestsPerTicket: 1,
  maxPerOrder: 10,
  remaining: 50,
  soldOut: false,
  ...extra,
});

/** Early Bird sold out, General Admission $30, VIP at most 6 and 3 left, a table for 4, and a free RSVP. */
export const ticketTypes: readonly TicketType[] = [
  type('early', 'Early Bird', 2000, { remaining: 0, soldOut: true, maxPerOrder: 4 }),
  type('ga', 'General Admission', 3000),
  type('vip', 'VIP', 6050, { group: 'VIP', maxPerOrder: 6, remaining: 3 }),
  type('table', 'Table for 4', 36000, { group: 'Tables', guestsPerTicket: 4, maxPerOrder: 2, remaining: 7 }),
  type('rsvp', 'Free RSVP', 0, { group: 'RSVP', maxPerOrder: 4 }),
];

/** Tickets taxed 8.875 % and service-charged 10 %. */
export const ticketSettings: ChargeSettings = {
  tax: pct(8.875),
  taxItems: ['Tickets'],
  serviceCharge: pct(10),
  serviceChargeItems: ['Tickets'],
};
export const untaxedSettings: ChargeSettings = { tax: pct(8.875), taxItems: ['Bottles'], serviceCharge: pct(0), serviceChargeItems: [] };

export const validTicketForm: TicketCheckoutForm = {
  clientName: 'Dana Guest',
  clientEmail: 'dana@example.com',
  clientPhoneNumber: '2125550123',
  promoterIGname: '',
  mailingListSubscribe: true,
};

export const ticketTypeArb: fc.Arbitrary<TicketType> = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    price: fc.integer({ min: 0, max: 100_000 }),
    maxPerOrder: fc.integer({ min: 1, max: 120 }),
    remaining: fc.integer({ min: 0, max: 200 }),
    soldOut: fc.boolean(),
  })
  .map(({ id, price, ...rest }) => type(id, `Type ${id}`, price, rest));

export const ticketTypesArb = fc.uniqueArray(ticketTypeArb, { minLength: 1, maxLength: 5, selector: (t) => t._id });

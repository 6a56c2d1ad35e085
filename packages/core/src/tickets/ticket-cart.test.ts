import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentArb, promoterArb } from '../testing/bottle-test-fixtures';
import { ticketSettings, ticketTypes, ticketTypesArb, untaxedSettings } from '../testing/ticket-test-fixtures';
import { chargeableItems } from '../venue/financial-settings.schema';
import {
  addTicket,
  emptyTicketCart,
  fitCart,
  maxQuantity,
  quantityOf,
  removeTicket,
  ticketCount,
  ticketQuote,
  ticketSelections,
  withRemaining,
  type TicketCart,
} from './ticket-cart';

type T = (typeof ticketTypes)[number];
const [early, ga, vip, table, rsvp] = ticketTypes as readonly [T, T, T, T, T];
const times = (cart: TicketCart, n: number, step: (cart: TicketCart) => TicketCart) =>
  Array.from({ length: n }).reduce<TicketCart>((acc) => step(acc), cart);

describe('ticket cart', () => {
  it('takes one more or one fewer within the limits: sold out, per order and what is left', () => {
    const cart = emptyTicketCart('ev-1');
    expect(quantityOf(addTicket(cart, early), 'early')).toBe(0);
    expect(
      quantityOf(
        times(cart, 5, (c) => addTicket(c, vip)),
        'vip',
      ),
    ).toBe(3);
    expect(
      quantityOf(
        times(cart, 5, (c) => addTicket(c, table)),
        'table',
      ),
    ).toBe(2);
    expect(removeTicket(addTicket(cart, ga), 'ga').quantities).toEqual({});
    expect(removeTicket(cart, 'ga').quantities).toEqual({});
  });

  it('prices with the Tickets item lists, each percent rounded up, and the promoter discount capped', () => {
    const cart = addTicket(addTicket(addTicket(emptyTicketCart('ev-1'), ga), ga), vip);
    const quote = ticketQuote(cart, ticketTypes, ticketSettings);
    expect(quote.subTotal).toBe(12050);
    expect(quote.tax).toBe(1070); // 8.875 % of 120.50 = 10.694..., rounded up
    expect(quote.serviceCharge).toBe(1205);
    expect(quote.total).toBe(14325);
    expect(ticketQuote(cart, ticketTypes, untaxedSettings).total).toBe(12050);
    const big = ticketQuote(cart, ticketTypes, untaxedSettings, { promotionId: 'p', discountType: '$', discountAmount: 99_999 as never });
    expect(big.total).toBe(0);
    expect(ticketQuote(addTicket(emptyTicketCart('ev-1'), rsvp), ticketTypes, ticketSettings).total).toBe(0);
  });

  it('lists selections in the venue order and fits a stored cart to the current types', () => {
    const stored: TicketCart = { eventId: 'ev-1', quantities: { vip: 5, ga: 2, gone: 3, early: 1, table: 1.5 } };
    const fitted = fitCart(stored, ticketTypes);
    expect(fitted.quantities).toEqual({ ga: 2, vip: 3 });
    expect(ticketSelections(fitted, ticketTypes)).toEqual([
      { ticketId: 'ga', quantity: 2 },
      { ticketId: 'vip', quantity: 3 },
    ]);
  });

  it('after a sell-out keeps the rest of the cart and offers only what is left', () => {
    const cart: TicketCart = { eventId: 'ev-1', quantities: { ga: 2, vip: 3 } };
    const types = withRemaining(ticketTypes, 'vip', 1);
    expect(fitCart(cart, types).quantities).toEqual({ ga: 2, vip: 1 });
    const gone = withRemaining(ticketTypes, 'vip', 0);
    expect(fitCart(cart, gone).quantities).toEqual({ ga: 2 });
    expect(gone.find((t) => t._id === 'vip')?.soldOut).toBe(true);
  });

  it('property: any presses keep every quantity within 0 and its type limit', () => {
    fc.assert(
      fc.property(ticketTypesArb, fc.array(fc.record({ more: fc.boolean(), at: fc.nat() }), { maxLength: 60 }), (types, presses) => {
        const cart = presses.reduce((acc, press) => {
          const type = types[press.at % types.length]!;
          return press.more ? addTicket(acc, type) : removeTicket(acc, type._id);
        }, emptyTicketCart('ev'));
        for (const type of types) {
          const n = quantityOf(cart, type._id);
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThanOrEqual(maxQuantity(type));
        }
        expect(Object.values(cart.quantities).every((n) => n > 0)).toBe(true);
        expect(fitCart(cart, types)).toEqual(cart);
      }),
    );
  });

  it('property: the total is SUB TOTAL less the discount plus tax and service, never negative, and SUB TOTAL is the sum of lines', () => {
    const settingsArb = fc.record({
      tax: percentArb,
      taxItems: fc.subarray([...chargeableItems]),
      serviceCharge: percentArb,
      serviceChargeItems: fc.subarray([...chargeableItems]),
    });
    fc.assert(
      fc.property(ticketTypesArb, fc.array(fc.nat(), { maxLength: 30 }), settingsArb, promoterArb, (types, picks, settings, promoter) => {
        const cart = picks.reduce((acc, at) => addTicket(acc, types[at % types.length]!), emptyTicketCart('ev'));
        const quote = ticketQuote(cart, types, settings, promoter);
        const lines = types.reduce((sum, t) => sum + t.price * quantityOf(cart, t._id), 0);
        expect(quote.subTotal).toBe(lines);
        expect(quote.discount).toBeLessThanOrEqual(quote.subTotal);
        expect(quote.total).toBe(quote.subTotal - quote.discount + quote.tax + quote.serviceCharge);
        expect(quote.total).toBeGreaterThanOrEqual(0);
        expect(ticketCount(cart)).toBe(quote.lines.reduce((sum, l) => sum + l.quantity, 0));
      }),
    );
  });
});

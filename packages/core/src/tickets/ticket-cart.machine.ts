// The tickets page (docs/product.md#tickets): steppers for each ticket type within its limits, the
// live total from core's pricing, and Check out, which keeps the cart for the checkout and goes
// there. Storage and routing are provided (ticket-cart-wiring.ts); the context is plain data.
import { assign, setup } from 'xstate';
import type { TicketType } from '../content/ticket-type.schema';
import { stringifyQuery } from '../routing/query';
import { pathTo } from '../routing/routes';
import { notProvided } from '../shared/not-provided';
import type { ChargeSettings } from '../orders/order-pricing';
import { addTicket, emptyTicketCart, fitCart, removeTicket, ticketCount, type TicketCart } from './ticket-cart';

export interface TicketCartInput {
  readonly eventId: string;
  /** The event's ticket types in the venue's group order, as the loader read them. */
  readonly types: readonly TicketType[];
  readonly settings: ChargeSettings;
  /** The cart stored on an earlier visit (ticket-storage.ts), if any. */
  readonly stored: TicketCart | null;
}

export interface TicketCartContext {
  readonly types: readonly TicketType[];
  readonly settings: ChargeSettings;
  readonly cart: TicketCart;
}

export type TicketCartEvent =
  | { readonly type: 'guest.more'; readonly ticketId: string }
  | { readonly type: 'guest.fewer'; readonly ticketId: string }
  | { readonly type: 'guest.checkout' }
  | { readonly type: 'guest.dismissWarning' };

/** Where the checkout of this event's cart is: /tickets-checkout?eventId=... */
export const ticketsCheckoutHref = (eventId: string): string => `${pathTo('TicketsCheckout')}${stringifyQuery({ eventId })}`;

export const ticketCartMachine = setup({
  types: { input: {} as TicketCartInput, context: {} as TicketCartContext, events: {} as TicketCartEvent },
  actions: {
    keepCart: notProvided<(_: unknown, params: { readonly cart: TicketCart }) => void>('ticketCart', 'action keepCart'),
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('ticketCart', 'action navigate'),
    more: assign({
      cart: ({ context, event }) => {
        const type = event.type === 'guest.more' ? context.types.find((t) => t._id === event.ticketId) : undefined;
        return type === undefined ? context.cart : addTicket(context.cart, type);
      },
    }),
    fewer: assign({
      cart: ({ context, event }) => (event.type === 'guest.fewer' ? removeTicket(context.cart, event.ticketId) : context.cart),
    }),
  },
  guards: {
    cartEmpty: ({ context }) => ticketCount(context.cart) === 0,
  },
}).createMachine({
  id: 'ticketCart',
  context: ({ input }) => ({
    types: input.types,
    settings: input.settings,
    cart: fitCart(input.stored ?? emptyTicketCart(input.eventId), input.types),
  }),
  initial: 'choosing',
  on: {
    'guest.more': { target: '.choosing', actions: ['more', { type: 'keepCart', params: ({ context }) => ({ cart: context.cart }) }] },
    'guest.fewer': { target: '.choosing', actions: ['fewer', { type: 'keepCart', params: ({ context }) => ({ cart: context.cart }) }] },
  },
  states: {
    choosing: {
      on: {
        'guest.checkout': [
          { guard: 'cartEmpty', target: 'nothingChosen' },
          {
            target: 'leaving',
            actions: [
              { type: 'keepCart', params: ({ context }) => ({ cart: context.cart }) },
              { type: 'navigate', params: ({ context }) => ({ to: ticketsCheckoutHref(context.cart.eventId) }) },
            ],
          },
        ],
      },
    },
    nothingChosen: {
      tags: ['warning'],
      on: { 'guest.dismissWarning': 'choosing', 'guest.checkout': { target: 'nothingChosen', reenter: true } },
    },
    leaving: { type: 'final' },
  },
});

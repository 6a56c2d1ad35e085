// The ticket cart of one event (docs/product.md#tickets): how many of each ticket type the guest
// wants, kept within what the venue sells (per-order limit, what is left, at most 99), and priced
// with the venue's own rules (quoteOrder: tax and service on the Tickets item lists, a promoter
// discount capped at SUB TOTAL).
import type { PromoterDiscount } from '../bottles/promoter-discount.schema';
import type { TicketType } from '../content/ticket-type.schema';
import { quoteOrder, type ChargeSettings, type OrderQuote } from '../orders/order-pricing';
import type { TicketSelection } from '../orders/ticket-order.schema';
import { promoterDiscount } from '../promoters/promoter-discount';

/** The largest quantity of one item any order takes (guest-fields.schema Quantity). */
export const MAX_TICKET_QUANTITY = 99;

/** Chosen quantities by ticket type id; a type not chosen is absent, never 0. */
export type TicketQuantities = Readonly<Record<string, number>>;

export interface TicketCart {
  readonly eventId: string;
  readonly quantities: TicketQuantities;
}

export const emptyTicketCart = (eventId: string): TicketCart => ({ eventId, quantities: {} });

/** How many of this type one order may take now: 0 when sold out. */
export const maxQuantity = (type: TicketType): number =>
  type.soldOut ? 0 : Math.max(0, Math.min(type.maxPerOrder, type.remaining, MAX_TICKET_QUANTITY));

export const quantityOf = (cart: TicketCart, ticketId: string): number => cart.quantities[ticketId] ?? 0;

function withQuantity(cart: TicketCart, ticketId: string, quantity: number): TicketCart {
  const { [ticketId]: _, ...rest } = cart.quantities;
  return { ...cart, quantities: quantity > 0 ? { ...rest, [ticketId]: quantity } : rest };
}

/** One more of a type, unless at its limit. */
export const addTicket = (cart: TicketCart, type: TicketType): TicketCart =>
  withQuantity(cart, type._id, Math.min(quantityOf(cart, type._id) + 1, maxQuantity(type)));

/** One fewer of a type, never below 0. */
export const removeTicket = (cart: TicketCart, ticketId: string): TicketCart =>
  withQuantity(cart, ticketId, Math.max(0, quantityOf(cart, ticketId) - 1));

/**
 * The cart as the venue's current ticket types allow it: unknown types dropped, every quantity a
 * whole number within its type's limit. A restored cart and a cart after a sell-out go through it.
 */
export function fitCart(cart: TicketCart, types: readonly TicketType[]): TicketCart {
  const quantities: Record<string, number> = {};
  for (const type of types) {
    const wanted = cart.quantities[type._id];
    if (wanted === undefined || !Number.isInteger(wanted)) continue;
    const allowed = Math.min(wanted, maxQuantity(type));
    if (allowed > 0) quantities[type._id] = allowed;
  }
  return { eventId: cart.eventId, quantities };
}

/** The chosen lines in the order the venue lists its types (the order payload's `tickets`). */
export const ticketSelections = (cart: TicketCart, types: readonly TicketType[]): readonly TicketSelection[] =>
  types.flatMap((type) => {
    const quantity = quantityOf(cart, type._id);
    return quantity > 0 ? [{ ticketId: type._id, quantity }] : [];
  });

export const ticketCount = (cart: TicketCart): number => Object.values(cart.quantities).reduce((sum, n) => sum + n, 0);

/** The order as the venue will price it: lines, SUB TOTAL, tax, service, promoter discount, total. */
export function ticketQuote(
  cart: TicketCart,
  types: readonly TicketType[],
  settings: ChargeSettings,
  promoter: PromoterDiscount | null = null,
): OrderQuote {
  const lines = types.flatMap((type) => {
    const quantity = quantityOf(cart, type._id);
    return quantity > 0 ? [{ itemId: type._id, name: type.name, quantity, unitPrice: type.price }] : [];
  });
  const undiscounted = quoteOrder('Tickets', lines, settings);
  return promoter === null ? undiscounted : quoteOrder('Tickets', lines, settings, promoterDiscount(promoter, undiscounted.subTotal));
}

/** The venue said only `remaining` of a type are left (409 sold_out): the types as they now are. */
export const withRemaining = (types: readonly TicketType[], ticketId: string, remaining: number): readonly TicketType[] =>
  types.map((type) => (type._id === ticketId ? { ...type, remaining: Math.max(0, remaining), soldOut: remaining <= 0 } : type));

/** The ticket types in the groups the venue lists them under (api/eventTickets/getGroupTickets). */
export const typesOfGroups = (groups: readonly { readonly tickets: readonly TicketType[] }[]): readonly TicketType[] =>
  groups.flatMap((group) => group.tickets);

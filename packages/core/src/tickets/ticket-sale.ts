// Whether an event offers the ticket form at all (docs/product.md#tickets): not once it has passed
// (the venue refuses with event_past), not when every ticket is gone, not when it sells none.
import type { CalendarDate } from '../dates/calendar-date';
import type { TicketType } from '../content/ticket-type.schema';
import { isoDate } from '../events/event-times';
import { maxQuantity } from './ticket-cart';

export type TicketSale = 'on-sale' | 'sold-out' | 'past' | 'no-tickets';

export function ticketSale(
  event: { readonly date: string; readonly soldOut: boolean },
  types: readonly TicketType[],
  today: CalendarDate,
): TicketSale {
  if (event.date < isoDate(today)) return 'past';
  if (types.length === 0) return 'no-tickets';
  if (event.soldOut || types.every((type) => maxQuantity(type) === 0)) return 'sold-out';
  return 'on-sale';
}

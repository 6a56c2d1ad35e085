// Ticket orders (docs/product.md#tickets). The product brief does not show the payloads; these are the
// smallest that let the venue price, check and fulfil an order. Prices never travel in a request:
// the venue prices every ticket type itself.
import { Schema } from 'effect';
import { atMostItems, BoundedString, INSTAGRAM_NAME_MAX, ORDER_ITEMS_MAX, upTo } from '../shared/input-limits';
import { ClientDevice, ClientEmail, ClientName, ClientPhoneNumber, Quantity, RefId } from './guest-fields.schema';

export const TicketSelection = Schema.Struct({ ticketId: RefId, quantity: Quantity });
export type TicketSelection = typeof TicketSelection.Type;

const Selections = Schema.Array(TicketSelection).pipe(
  Schema.check(Schema.isMinLength(1, { expected: 'at least one ticket' }), atMostItems(ORDER_ITEMS_MAX, 'kinds of ticket')),
);

/** POST tickets-group: the price check of what the guest chose. */
export const TicketGroupRequest = Schema.Struct({ eventId: RefId, tickets: Selections });
export type TicketGroupRequest = typeof TicketGroupRequest.Type;

/** POST new-ticket-order (and api/ticketBooking/addBooking). */
export const TicketOrderPayload = Schema.Struct({
  eventId: RefId,
  tickets: Selections,
  clientName: ClientName,
  clientEmail: ClientEmail,
  clientPhoneNumber: ClientPhoneNumber,
  /** A promoter's Instagram name validated with api/eventTickets/validate-promoter; empty when none. */
  promoterIGname: Schema.optional(BoundedString(INSTAGRAM_NAME_MAX)),
  mailingListSubscribe: Schema.optional(Schema.Boolean),
  ...ClientDevice,
});
export type TicketOrderPayload = typeof TicketOrderPayload.Type;

/** POST api/eventTickets/validate-promoter: the code is the promoter's Instagram name, as for bottles. */
export const TicketPromoterRequest = Schema.Struct({
  promoterIGname: RefId.pipe(Schema.check(upTo(INSTAGRAM_NAME_MAX))),
  type: Schema.Literal('ticket'),
  eventId: RefId,
});
export type TicketPromoterRequest = typeof TicketPromoterRequest.Type;

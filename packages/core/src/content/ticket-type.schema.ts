// A kind of ticket for one event, with its price and what is left (GET event-tickets/{eventId}).
import { Schema } from 'effect';
import { MoneyFromMajor } from '../money/money.schema';
import { Count, EntityId } from './content-fields.schema';

const AtLeastOne = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)));

export const TicketType = Schema.Struct({
  _id: EntityId,
  eventId: EntityId,
  name: Schema.String,
  description: Schema.String,
  /** The group it is listed under: General admission, VIP, Tables. */
  group: Schema.String,
  /** Price of one ticket in the venue's major unit on the wire, cents once decoded. */
  price: MoneyFromMajor,
  /** Guests one ticket admits (a table for 4 admits 4). */
  guestsPerTicket: AtLeastOne,
  maxPerOrder: AtLeastOne,
  /** Tickets still for sale. */
  remaining: Count,
  soldOut: Schema.Boolean,
});
export type TicketType = typeof TicketType.Type;

export const TicketTypesResponse = Schema.Struct({ data: Schema.Array(TicketType) });

// A kind of ticket for one event, with its price and what is left (GET event-tickets/{eventId}).
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { perExponent } from '../money/per-exponent';
import { Count, EntityId } from './content-fields.schema';

const AtLeastOne = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)));

/** The ticket type schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const ticketTypeSchemasIn = perExponent((exponent) => {
  const TicketType = Schema.Struct({
    _id: EntityId,
    eventId: EntityId,
    name: Schema.String,
    description: Schema.String,
    /** The group it is listed under: General admission, VIP, Tables. */
    group: Schema.String,
    /** Price of one ticket in the venue's major unit on the wire, minor units once decoded. */
    price: moneyFromMajorIn(exponent),
    /** Guests one ticket admits (a table for 4 admits 4). */
    guestsPerTicket: AtLeastOne,
    maxPerOrder: AtLeastOne,
    /** Tickets still for sale. */
    remaining: Count,
    soldOut: Schema.Boolean,
  });
  return { TicketType, TicketTypesResponse: Schema.Struct({ data: Schema.Array(TicketType) }) };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { TicketType, TicketTypesResponse } = ticketTypeSchemasIn(USUAL_EXPONENT);
export type TicketType = typeof TicketType.Type;

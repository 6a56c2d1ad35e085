// GET api/eventTickets/getGroupTickets/{eventId}: an event's ticket types grouped for display.
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { ticketTypeSchemasIn } from './ticket-type.schema';

/** The groups' schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const ticketGroupSchemasIn = perExponent((exponent) => {
  const TicketGroup = Schema.Struct({
    name: Schema.String,
    tickets: Schema.Array(ticketTypeSchemasIn(exponent).TicketType),
  });
  return { TicketGroup, TicketGroupsResponse: Schema.Struct({ data: Schema.Array(TicketGroup) }) };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { TicketGroup, TicketGroupsResponse } = ticketGroupSchemasIn(USUAL_EXPONENT);
export type TicketGroup = typeof TicketGroup.Type;

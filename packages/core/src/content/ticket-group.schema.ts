// GET api/eventTickets/getGroupTickets/{eventId}: an event's ticket types grouped for display.
import { Schema } from 'effect';
import { TicketType } from './ticket-type.schema';

export const TicketGroup = Schema.Struct({
  name: Schema.String,
  tickets: Schema.Array(TicketType),
});
export type TicketGroup = typeof TicketGroup.Type;

export const TicketGroupsResponse = Schema.Struct({ data: Schema.Array(TicketGroup) });

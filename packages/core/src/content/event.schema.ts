// An event as lists show it (upcomig-events, past-events, getAllEvents, the home page) and with
// its tickets (event-info/{id}).
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { perExponent } from '../money/per-exponent';
import { EntityId, Html, ImageUrl, IsoDate, TimeLabel } from './content-fields.schema';
import { ImageAlt } from './image-alt';
import { ticketTypeSchemasIn } from './ticket-type.schema';

/** The event schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const eventSchemasIn = perExponent((exponent) => {
  const Event = Schema.Struct({
    _id: EntityId,
    name: Schema.String,
    date: IsoDate,
    /** Doors open; an end time earlier than the start means the next morning. */
    startTime: TimeLabel,
    endTime: TimeLabel,
    description: Html,
    image: ImageUrl,
    /** Staff's words for the poster (content/image-alt.ts); absent, the poster is described by the event's name. */
    imageAlt: Schema.optional(ImageAlt),
    /** Where in (or outside) the venue: "Main Room", "Rooftop". */
    location: Schema.String,
    /** Music or kind of night: "House", "Hip-hop", "Live jazz". */
    category: Schema.String,
    /** Youngest guest admitted, null when the venue's usual rule applies. */
    minimumAge: Schema.NullOr(Schema.Int),
    /** Talents playing, by id (api/talents/getOne/{id}). */
    talentIds: Schema.Array(EntityId),
    /** Cheapest ticket, null when the event sells none online. */
    ticketsFrom: Schema.NullOr(moneyFromMajorIn(exponent)),
    soldOut: Schema.Boolean,
    /** Whether event-album/{eventId} has photos (past events). */
    hasAlbum: Schema.Boolean,
  });
  const EventWithTickets = Schema.Struct({ ...Event.fields, tickets: Schema.Array(ticketTypeSchemasIn(exponent).TicketType) });
  return {
    Event,
    EventsResponse: Schema.Struct({ data: Schema.Array(Event) }),
    EventWithTickets,
    EventInfoResponse: Schema.Struct({ data: EventWithTickets }),
  };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { Event, EventsResponse, EventWithTickets, EventInfoResponse } = eventSchemasIn(USUAL_EXPONENT);
export type Event = typeof Event.Type;
export type EventWithTickets = typeof EventWithTickets.Type;

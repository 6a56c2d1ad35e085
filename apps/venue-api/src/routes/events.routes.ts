// GET upcomig-events (spelled so), past-events, api/events/getAllEvents, event-info/{id},
// event-tickets/{id} and api/eventTickets/getGroupTickets/{id}; every {id} is an event id.
import { Hono } from 'hono';
import { eventSchemasIn } from '@venue/core/content/event.schema';
import type { TicketGroup } from '@venue/core/content/ticket-group.schema';
import { ticketGroupSchemasIn } from '@venue/core/content/ticket-group.schema';
import type { TicketType } from '@venue/core/content/ticket-type.schema';
import { ticketTypeSchemasIn } from '@venue/core/content/ticket-type.schema';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { todayOf } from '../http/today';
import { findEvent, listEvents, listTicketTypes } from '../store/events.store';

/** Ticket types grouped by their group, groups in the order their first ticket appears. */
function groupTickets(tickets: readonly TicketType[]): TicketGroup[] {
  const groups = new Map<string, TicketType[]>();
  for (const ticket of tickets) groups.set(ticket.group, [...(groups.get(ticket.group) ?? []), ticket]);
  return [...groups].map(([name, list]) => ({ name, tickets: list }));
}

export function eventsRoutes(ctx: ApiContext): Hono {
  // Amounts leave in the major unit of the venue's currency.
  const { EventsResponse, EventInfoResponse } = eventSchemasIn(ctx.moneyExponent);
  const { TicketTypesResponse } = ticketTypeSchemasIn(ctx.moneyExponent);
  const { TicketGroupsResponse } = ticketGroupSchemasIn(ctx.moneyExponent);
  const routes = new Hono();
  routes.get('/upcomig-events', async (c) => respond(c, EventsResponse, { data: await listEvents(ctx.db, { from: todayOf(ctx) }) }));
  routes.get('/past-events', async (c) => respond(c, EventsResponse, { data: await listEvents(ctx.db, { before: todayOf(ctx) }) }));
  routes.get('/api/events/getAllEvents', async (c) => respond(c, EventsResponse, { data: await listEvents(ctx.db, 'all') }));

  routes.get('/event-info/:id', async (c) => {
    const event = await findEvent(ctx.db, c.req.param('id'));
    if (!event) return answerRefusal(c, notFound('An event with this id'));
    return respond(c, EventInfoResponse, { data: { ...event, tickets: await listTicketTypes(ctx.db, event._id) } });
  });
  routes.get('/event-tickets/:id', async (c) => {
    const event = await findEvent(ctx.db, c.req.param('id'));
    if (!event) return answerRefusal(c, notFound('An event with this id'));
    return respond(c, TicketTypesResponse, { data: await listTicketTypes(ctx.db, event._id) });
  });
  routes.get('/api/eventTickets/getGroupTickets/:id', async (c) => {
    const event = await findEvent(ctx.db, c.req.param('id'));
    if (!event) return answerRefusal(c, notFound('An event with this id'));
    return respond(c, TicketGroupsResponse, { data: groupTickets(await listTicketTypes(ctx.db, event._id)) });
  });
  return routes;
}

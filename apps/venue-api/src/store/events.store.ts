// Events (documents) with what the ticket_type rows say about them: cheapest ticket, sold out,
// and whether an album exists; and the ticket types themselves, which ticket orders lock and take.
import { Struct } from 'effect';
import type { Event } from '@venue/core/content/event.schema';
import type { TicketType } from '@venue/core/content/ticket-type.schema';
import type { Queryable } from '../db/database.port';
import { SeedEvent } from '../seed/venue-seed.schema';
import { centsColumn } from './cents-column';
import { decodeStored } from './decode-stored';

// An event's own fields carry no money (its tickets are rows), so the two-decimal SeedEvent reads any venue's.
const StoredEvent = SeedEvent.mapFields(Struct.omit(['tickets']));

interface EventRow {
  doc: unknown;
  cheapest_available: number | null;
  cheapest: number | null;
  ticket_types: number;
  available_types: number;
  has_album: boolean;
}

export type EventRange = { readonly from: string } | { readonly before: string } | 'all';

const eventSelect = `
  SELECT e.doc,
    min(t.price_cents) FILTER (WHERE t.sold < t.capacity) AS cheapest_available,
    min(t.price_cents) AS cheapest,
    count(t.id)::int AS ticket_types,
    (count(t.id) FILTER (WHERE t.sold < t.capacity))::int AS available_types,
    EXISTS (SELECT 1 FROM content_item a WHERE a.collection = 'event-album' AND a.id = e.id) AS has_album
  FROM event e LEFT JOIN ticket_type t ON t.event_id = e.id`;

function toEvent(row: EventRow): Event {
  const cheapest = row.cheapest_available ?? row.cheapest;
  return {
    ...decodeStored(StoredEvent, 'event', row.doc),
    ticketsFrom: cheapest === null ? null : centsColumn(cheapest),
    soldOut: row.ticket_types > 0 && row.available_types === 0,
    hasAlbum: row.has_album,
  };
}

/** Upcoming events soonest first (`from` today, inclusive), past ones latest first, or all by date. */
export async function listEvents(db: Queryable, range: EventRange, limit?: number): Promise<Event[]> {
  const [where, order, params] =
    range === 'all'
      ? ['', 'e.event_date, e.position', []]
      : 'from' in range
        ? ['WHERE e.event_date >= $1::date', 'e.event_date, e.position', [range.from]]
        : ['WHERE e.event_date < $1::date', 'e.event_date DESC, e.position', [range.before]];
  const limitClause = limit === undefined ? '' : ` LIMIT ${Math.trunc(limit)}`;
  const rows = await db.query<EventRow>(`${eventSelect} ${where} GROUP BY e.id ORDER BY ${order}${limitClause}`, params);
  return rows.map(toEvent);
}

export async function findEvent(db: Queryable, id: string): Promise<Event | undefined> {
  const [row] = await db.query<EventRow>(`${eventSelect} WHERE e.id = $1 GROUP BY e.id`, [id]);
  return row && toEvent(row);
}

interface TicketRow {
  id: string;
  event_id: string;
  name: string;
  description: string;
  group_name: string;
  guests_per_ticket: number;
  max_per_order: number;
  price_cents: number;
  capacity: number;
  sold: number;
}

/** The date of an event, `YYYY-MM-DD`, or undefined when there is no such event. */
export async function findEventDate(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ event_date: string }>('SELECT event_date::text AS event_date FROM event WHERE id = $1', [id]);
  return row?.event_date;
}

/**
 * The one order every transaction locks ticket_type rows in (orders, hold releases), whatever the
 * event: with one order no two transactions can wait for each other's rows in a circle.
 */
export const TICKET_TYPE_LOCK_ORDER = 'position, id';

/** With `lock`, the rows stay locked until the transaction ends, so two orders cannot both take the last seats. */
export async function listTicketTypes(
  db: Queryable,
  eventId: string,
  options: { readonly lock: boolean } = { lock: false },
): Promise<TicketType[]> {
  const rows = await db.query<TicketRow>(
    `SELECT * FROM ticket_type WHERE event_id = $1 ORDER BY ${TICKET_TYPE_LOCK_ORDER}${options.lock ? ' FOR UPDATE' : ''}`,
    [eventId],
  );
  return rows.map((t) => ({
    _id: t.id,
    eventId: t.event_id,
    name: t.name,
    description: t.description,
    group: t.group_name,
    price: centsColumn(t.price_cents),
    guestsPerTicket: t.guests_per_ticket,
    maxPerOrder: t.max_per_order,
    remaining: Math.max(0, t.capacity - t.sold),
    soldOut: t.sold >= t.capacity,
  }));
}

/** Takes `quantity` seats of a ticket type (inside the create's transaction, rows locked). */
export async function takeSeats(tx: Queryable, ticketTypeId: string, quantity: number): Promise<void> {
  await tx.query('UPDATE ticket_type SET sold = sold + $2 WHERE id = $1', [ticketTypeId, quantity]);
}

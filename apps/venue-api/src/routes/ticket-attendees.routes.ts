// The other guests of a ticket order (docs/product.md#other-guests): GET ticket-attendee/{orderId} and
// api/ticketBooking/getBookingAttendee/{id} (names to anyone with the id; e-mail and phone only with the order secret
// or the place's key, `?secret=`, `?keys=a,b`), POST attendee-info and api/ticketBooking/editAttendeeGroup
// (orders/name-places.ts). Every naming gives the place a new guest code and mails it (issue-codes.ts).
import type { Hono } from 'hono';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { parsePlaceKeys, PLACE_KEYS_PARAM } from '@venue/core/orders/place-key';
import {
  AttendeeInfoRequest,
  AttendeeListResponse,
  AttendeeResponse,
  EditAttendeeGroupRequest,
  type Attendee,
  type AttendeeList,
} from '@venue/core/orders/ticket-booking.schema';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound, type Refusal } from '../http/refusal';
import { respond } from '../http/respond';
import { queueGuestCodeMails } from '../mail/causes/guest-code-mails';
import { syncGuestCodes } from '../guest-codes/issue-codes';
import { attendeeAccess, attendeeAnswer, placeKeyHash, type AttendeeAccess } from '../orders/attendee-access';
import { guestsAllowed, namePlaces, nameOnePlace } from '../orders/name-places';
import { findOrder, findOrderForUpdate, type StoredOrder } from '../store/orders.store';
import { findAttendee, listAttendees } from '../store/ticket-attendees.store';

const KIND = 'tickets';
const WHAT = 'A ticket order with this id';
const eventOf = (order: StoredOrder): string => (order.payload as { eventId: string }).eventId;

async function attendeeList(db: Queryable, order: StoredOrder, access: AttendeeAccess): Promise<AttendeeList> {
  const attendees = (await listAttendees(db, order.id)).map((a) => attendeeAnswer(access, a));
  return { orderId: order.id, eventId: eventOf(order), guestsAllowed: guestsAllowed(order), attendees };
}

/** A new guest's code, and the mail with it, in the naming's own transaction. */
async function issueCodes(tx: Queryable, ctx: ApiContext, order: StoredOrder): Promise<void> {
  await queueGuestCodeMails(tx, ctx, order, await syncGuestCodes(tx, ctx, order));
}

export function mountTicketAttendees(routes: Hono, ctx: ApiContext): void {
  routes.get('/ticket-attendee/:id', async (c) => {
    const order = await findOrder(ctx.db, c.req.param('id'), KIND);
    if (!order) return answerRefusal(c, notFound(WHAT));
    const access = attendeeAccess(order, c.req.query(ORDER_SECRET_PARAM), parsePlaceKeys(c.req.query(PLACE_KEYS_PARAM)));
    return respond(c, AttendeeListResponse, { data: await attendeeList(ctx.db, order, access) });
  });

  routes.get('/api/ticketBooking/getBookingAttendee/:id', async (c) => {
    const attendee = await findAttendee(ctx.db, c.req.param('id'));
    const order = attendee && (await findOrder(ctx.db, attendee.orderId, KIND));
    if (!attendee || !order) return answerRefusal(c, notFound('A guest with this id'));
    const access = attendeeAccess(order, c.req.query(ORDER_SECRET_PARAM), parsePlaceKeys(c.req.query(PLACE_KEYS_PARAM)));
    return respond(c, AttendeeResponse, { data: attendeeAnswer(access, attendee) });
  });

  routes.post('/attendee-info', async (c) => {
    const input = await readInput(c, AttendeeInfoRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const result = await ctx.db.transaction(async (tx): Promise<Attendee | Refusal> => {
      const order = await findOrderForUpdate(tx, input.value.payload.orderId, KIND);
      if (!order) return notFound(WHAT, { field: 'orderId' });
      const named = await nameOnePlace(tx, order, input.value.payload);
      if ('body' in named) return named;
      await issueCodes(tx, ctx, order);
      // The caller just typed these contacts: they are theirs to see again.
      const { _id, orderId, name, email, phoneNumber } = named;
      return { _id, orderId, name, email, phoneNumber };
    });
    if ('body' in result) return answerRefusal(c, result);
    return respond(c, AttendeeResponse, { data: result });
  });

  routes.post('/api/ticketBooking/editAttendeeGroup', async (c) => {
    const input = await readInput(c, EditAttendeeGroupRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const { orderId, attendees, secret, keys = [] } = input.value.payload;
    const result = await ctx.db.transaction(async (tx): Promise<AttendeeList | Refusal> => {
      const order = await findOrderForUpdate(tx, orderId, KIND);
      if (!order) return notFound(WHAT, { field: 'orderId' });
      const access = attendeeAccess(order, secret, keys);
      const refused = await namePlaces(tx, order, access, attendees);
      if (refused) return refused;
      // A renamed guest's old code stops working and the new guest gets their own, and a mail with it.
      await issueCodes(tx, ctx, order);
      const named = attendees.flatMap((a) => (a.key === undefined ? [] : [placeKeyHash(a.key)]));
      return attendeeList(tx, order, { ...access, keyHashes: new Set([...access.keyHashes, ...named]) });
    });
    if ('body' in result) return answerRefusal(c, result);
    return respond(c, AttendeeListResponse, { data: result });
  });
}

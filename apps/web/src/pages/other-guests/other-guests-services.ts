// The ticket calls of the other-guests page and its route loader: the order's guests (a 404 is an unknown
// order, which the page answers with its own panel), the order's tickets and the event they are for, and the place
// the address asks to open. The buyer's address carries the order secret, a guest's own link their places' keys
// (`?secret=`, `?keys=`): with them the venue answers those places' e-mail and phone (docs/product.md#other-guests).
import type { LoaderFunctionArgs } from 'react-router';
import { Schema } from 'effect';
import { placeToOpen } from '@venue/core/orders/guest-place-param';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { OrderSecret } from '@venue/core/orders/order-secret.schema';
import { parsePlaceKeys, PLACE_KEYS_PARAM, type GuestAccess } from '@venue/core/orders/place-key';
import { parseQuery } from '@venue/core/routing/query';
import { orderLookup } from '../../app/order-lookup';
import { content, ticketBooking } from '../../app/services';
import { LoadError, optional } from '../../routing/load';

const isOrderSecret = Schema.is(OrderSecret);

/** What the address holds that opens guests' contacts; anything malformed is left out. */
export function accessOf(search: string): GuestAccess {
  const query = parseQuery(search);
  const secret = query[ORDER_SECRET_PARAM];
  return { secret: secret !== undefined && isOrderSecret(secret) ? secret : null, keys: parsePlaceKeys(query[PLACE_KEYS_PARAM]) };
}

export async function loadOtherGuests({ params, request }: LoaderFunctionArgs) {
  const orderId = params.orderId ?? '';
  const { search } = new URL(request.url);
  const access = accessOf(search);
  const [list, order] = await Promise.all([ticketBooking.attendees(orderId, access), optional(orderLookup.lookUp('tickets', orderId))]);
  if (!list.ok) {
    if (list.error._tag === 'HttpError' && list.error.status === 404) return { found: false as const, orderId };
    throw new LoadError(list.error);
  }
  const event = await optional(content.event(list.value.eventId));
  // `?guest=3` (the confirmation's Add name, Change name) opens that place's form.
  const openAt = placeToOpen(search, list.value);
  return { found: true as const, orderId, list: list.value, access, openAt, order, event: event && { name: event.name, date: event.date } };
}

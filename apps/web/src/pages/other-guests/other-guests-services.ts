// The ticket calls of the other-guests page and its route loader: the order's guests (a 404 is an unknown
// order, which the page answers with its own panel), the order's tickets and the event they are for, and the place
// the address asks to open.
import type { LoaderFunctionArgs } from 'react-router';
import { placeToOpen } from '@venue/core/orders/guest-place-param';
import { orderLookup } from '../../app/order-lookup';
import { content, ticketBooking } from '../../app/services';
import { LoadError, optional } from '../../routing/load';

export async function loadOtherGuests({ params, request }: LoaderFunctionArgs) {
  const orderId = params.orderId ?? '';
  const [list, order] = await Promise.all([ticketBooking.attendees(orderId), optional(orderLookup.lookUp('tickets', orderId))]);
  if (!list.ok) {
    if (list.error._tag === 'HttpError' && list.error.status === 404) return { found: false as const, orderId };
    throw new LoadError(list.error);
  }
  const event = await optional(content.event(list.value.eventId));
  // `?guest=3` (the confirmation's Add name, Change name) opens that place's form.
  const openAt = placeToOpen(new URL(request.url).search, list.value);
  return { found: true as const, orderId, list: list.value, openAt, order, event: event && { name: event.name, date: event.date } };
}

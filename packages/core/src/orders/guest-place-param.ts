// Which place of the other-guests page an address opens (docs/product.md#other-guests): `?guest=3` opens the form of
// "Guest 3", so the buyer's confirmation can lead straight to naming one guest. The buyer is guest 1; the page's
// places start at guest 2. A number the order has no place for opens nothing.
import { parseQuery, stringifyQuery, type Query } from '../routing/query';
import { pathTo } from '../routing/routes';
import { guestSlots } from './guest-slots';
import { accessQuery, noGuestAccess, type GuestAccess } from './place-key';
import type { AttendeeList } from './ticket-booking.schema';

export const GUEST_PLACE_PARAM = 'guest';

/** "Guest 2" for the first place: the buyer is guest 1. */
export const guestNumberOfPlace = (index: number): number => index + 2;

/** The place's anchor on the page, so an address that opens it also scrolls to it before any script runs. */
export const placeAnchor = (index: number): string => `guest-${guestNumberOfPlace(index)}`;

/**
 * `/other-guests/{orderId}?guest=3#guest-3`: the page with that guest's form open; with `access`, the buyer's own way in
 * (the order secret) or a guest's (their places' keys), never the link the buyer shares (docs/product.md#other-guests).
 */
export function otherGuestsPlaceHref(orderId: string, guestNumber: number, access: GuestAccess = noGuestAccess): string {
  const index = guestNumber - 2;
  const query = { [GUEST_PLACE_PARAM]: String(guestNumber), ...accessQuery(access) };
  return `${pathTo('OtherGuests', { orderId })}${stringifyQuery(query)}#${placeAnchor(index)}`;
}

/** The place the address asks to open, as the page's index, or null for none, a bad number or a place the order lacks. */
export function placeToOpen(query: Query | string, list: AttendeeList): number | null {
  const raw = (typeof query === 'string' ? parseQuery(query) : query)[GUEST_PLACE_PARAM];
  if (raw === undefined || !/^\d{1,3}$/.test(raw)) return null;
  const index = Number(raw) - 2;
  return index >= 0 && index < guestSlots(list).length ? index : null;
}

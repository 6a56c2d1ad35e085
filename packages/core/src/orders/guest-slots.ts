// The other guests of a ticket order as places to fill (docs/product.md#other-guests): the buyer is one of
// the guests the tickets admit, so an order has guestsAllowed - 1 places, each named or still open.
import type { Attendee, AttendeeList } from './ticket-booking.schema';

export interface GuestSlot {
  /** 0 for the first guest after the buyer. */
  readonly index: number;
  readonly attendee: Attendee | null;
}

/** One place per other guest the order admits; guests the venue lists beyond that still show, so none is hidden. */
export function guestSlots(list: AttendeeList): readonly GuestSlot[] {
  const places = Math.max(list.guestsAllowed - 1, list.attendees.length, 0);
  return Array.from({ length: places }, (_, index) => ({ index, attendee: list.attendees[index] ?? null }));
}

type ContactsShown = Attendee & { readonly email: string; readonly phoneNumber: string };

/**
 * Whether the venue answered this guest's e-mail and phone: the place's key or the buyer's order secret opened them,
 * so the place is the visitor's to correct (docs/product.md#other-guests).
 */
export const contactsShown = (attendee: Attendee | null | undefined): attendee is ContactsShown =>
  attendee?.email !== undefined && attendee.phoneNumber !== undefined;

/** A place this visitor may fill in: nobody named it yet, or its contacts were answered to them. */
export const placeIsOpenTo = (list: AttendeeList, index: number): boolean => {
  const attendee = list.attendees[index];
  return attendee === undefined || contactsShown(attendee);
};

/** How many places are named, of how many. */
export function filledCount(list: AttendeeList): { readonly filled: number; readonly places: number } {
  const slots = guestSlots(list);
  return { filled: slots.filter((s) => s.attendee !== null).length, places: slots.length };
}

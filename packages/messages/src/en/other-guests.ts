// What the other-guests page says (docs/product.md#other-guests).
import { plural } from '../plural-rules';

export const title = 'Add other guests';
export const intro = 'Name the guests coming with you, so the door has their names. You can change them until the night.';
/** "Ticket order {orderId} for {event}, {date}."; `orderId` comes wrapped (strong, bidi isolation). */
export const ticketOrder = <T>(orderId: T): (string | T)[] => ['Ticket order ', orderId, '.'];
export const ticketOrderFor = <T>(orderId: T, eventName: T, date: string): (string | T)[] => [
  'Ticket order ',
  orderId,
  ' for ',
  eventName,
  `, ${date}.`,
];
export const yourTickets = 'Your tickets';

// The places.
export const yourGuests = 'Your guests';
export const onlyYou = 'Your tickets admit only you: there is nobody else to name.';
/** How many guests the tickets admit, the buyer included, and how many of the others are named. */
export const guestCount = (guestsAllowed: number, filled: number, places: number): string =>
  `Your tickets admit ${guestsAllowed} guests, you included. ` +
  plural('en', places, { one: `${filled} of ${places} other guest named.`, other: `${filled} of ${places} other guests named.` });
export const saved = (name: string): string => `${name} is saved.`;
export const guestNumber = (number: number): string => `Guest ${number}`;
export const named = 'Named';
export const notNamedYet = 'Not named yet';
export const name = 'Name';
export const email = 'Email';
export const phone = 'Phone';
export const editDetails = 'Edit details';
export const addDetails = 'Add details';
/** After "Edit details" and "Add details", for screen readers: which place. */
export const ofPlace = (place: string): string => ` of ${place}`;

// The form of a place.
export const guestName = 'Guest Name';
export const guestEmail = 'Guest Email';
export const guestPhone = 'Guest Phone';
export const saving = 'Saving the guest…';
export const saveGuest = 'Save guest';
export const cancel = 'Cancel';

// Failures (core's GuestFailure).
export const refused = 'The venue refused this change.';
export const temporary = 'We could not reach the venue. Nothing you typed is lost: please try again.';
export const unreadable = 'The venue answered in a way we could not read. Please try again in a moment.';

// Who sees what (docs/product.md#other-guests): a guest's contacts are theirs and the buyer's.
export const privacyNote = 'A guest’s email and phone are shown only to that guest and to the buyer.';
export const theirsToChange = 'Only this guest and the buyer can change these details.';
/** A guest's own address of their place, which opens it on any device. */
export const ownLink = 'Your own link to this place, to correct your details from another device';
/** To the buyer, beside a place whose key this browser holds: that guest's own link, their place's key alone. */
export const ownLinkFor = <T>(name: T): (string | T)[] => ['Send ', name, ' their own link'];
/** To the buyer, who holds the order secret: the link without it, for the friends. */
export const linkForGuestsIntro = 'Send your guests this link: each of them names their own place and sees only their own details.';
export const linkForGuests = 'Link for your guests';

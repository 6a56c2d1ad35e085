// What a guest's code for the door says (docs/product.md#codes-for-guests): the list on the confirmation, the
// guest's own page, and Share.
import { plural } from '../plural-rules';

// The list on the confirmation.
export const codesTitle = (count: number): string =>
  plural('en', count, { one: 'Your code for the door', other: 'Your codes for the door' });
export const codesIntro = (count: number): string =>
  plural('en', count, {
    one: 'Show this code at the door: it lets you in once. Open it full screen to show it bright.',
    other:
      'One code per guest: each lets one guest in, once. Open a code full screen to show it bright, or share its page with that guest.',
  });
export const openFullScreen = (guestName: string): string => `Open ${guestName}'s code full screen`;
export const changeName = 'Change name';
export const addName = 'Add name';
/** After "Change name" and "Add name", for screen readers: whose place. */
export const ofGuest = (guestName: string): string => ` of ${guestName}`;
export const forGuestNumber = (guestNumber: number): string => ` for Guest ${guestNumber}`;

// The QR code's name for screen readers.
export const codePurpose = (guestName: string, label: string, night: string): string =>
  `Door code for ${guestName}: ${label}, the night of ${night}. Show it at the door to be let in once.`;

// The guest's own page.
export const showAtDoor = 'Show this code at the door. It lets one guest in, once. Turn your screen brightness up.';
export const voidTitle = 'This code no longer lets anyone in';
export const voidMessage = 'The order was cancelled, or this guest’s place went to someone else. Ask whoever booked for the current code.';

// Share.
export const share = 'Share';
export const shareWhose = (guestName: string): string => ` ${guestName}'s code`;
export const linkShared = 'Link shared.';
export const linkCopied = 'Link copied.';
export const copyThisLink = 'Copy this link to send it:';
export const linkTo = (guestName: string): string => `Link to ${guestName}'s code`;
/** What Share sends with the guest's page: a title and a line telling its reader what it is. */
export const shareTitle = (guestName: string): string => `${guestName}: your code for the door`;
export const shareText = (label: string, night: string): string =>
  `Here is your own code for the door: ${label}, the night of ${night}. It lets one guest in, once.`;

// What the venue writes on a code it issues, in the order's language (docs/product.md#codes-for-guests): the name of
// a place nobody has named yet, the buyer's when the order gave none, and the labels of codes that name no ticket type.
export const unnamedGuest = (guestNumber: number, buyer: string): string => `Guest ${guestNumber} of ${buyer}`;
export const guestWithoutName = 'Guest';
export const ticketLabel = 'Ticket';
export const tableLabel = 'Table';
export const coatCheckLabel = 'Coat check';

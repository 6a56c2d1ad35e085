// What the other-guests page says (docs/product.md#other-guests); all ours, the product brief gives none.
import type { GuestFailure } from './other-guests-setup';

export const otherGuestsTexts = {
  title: 'Add other guests',
  intro: 'Name the guests coming with you, so the door has their names. You can change them until the night.',
  onlyYou: 'Your tickets admit only you: there is nobody else to name.',
  saved: (name: string) => `${name} is saved.`,
} as const;

/** How many guests the tickets admit, the buyer included, and how many of the others are named. */
export const guestCountText = (guestsAllowed: number, filled: number, places: number): string =>
  `Your tickets admit ${guestsAllowed} guests, you included. ${filled} of ${places} other guest${places === 1 ? '' : 's'} named.`;

/** A failed save keeps the form; a failed read of a guest leaves the list. */
export function guestFailureText(failure: GuestFailure): string {
  switch (failure.kind) {
    case 'rejected':
      return failure.message ?? 'The venue refused this change.';
    case 'temporary':
      return failure.message ?? 'We could not reach the venue. Nothing you typed is lost: please try again.';
    case 'unreadable':
      return 'The venue answered in a way we could not read. Please try again in a moment.';
  }
}

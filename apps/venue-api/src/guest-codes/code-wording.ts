// What the venue's own words on a code are, whichever language wrote them (docs/decisions.md, a code's words in the
// order's language): whether a place is still open, and whether two codes differ in more than the language of those
// words. A code keeps the words it was issued with: re-issuing a guest's code only to reword it would void the link
// they hold.
import { isUnnamedGuestName } from '@venue/core/guest-codes/guest-code-names';
import type { GuestCodeFields } from '../store/guest-codes.store';
import { everyGuestCodeWords, type GuestCodeWords } from '../languages/guest-code-words';

const unnamedWordings = everyGuestCodeWords.map((words) => words.unnamedGuest);

/** Whether the name on the code in `slot` is a place nobody has named yet, in any language the venue writes. */
export const isOpenPlace = (guestName: string, slot: number, buyer: string): boolean =>
  isUnnamedGuestName(guestName, slot, buyer, unnamedWordings);

const isWord = (text: string, word: (words: GuestCodeWords) => string) => everyGuestCodeWords.some((words) => word(words) === text);

/** The label the venue words itself for a code of this kind (no ticket type's name), in any language. */
const isVenueLabel = (label: string, kind: GuestCodeFields['kind']): boolean =>
  isWord(label, (words) => (kind === 'ticket' ? words.ticketLabel : kind === 'table' ? words.tableLabel : words.coatCheckLabel));

/** Both texts equal, or both the venue's wording of the same thing in two languages. */
const sameText = (a: string, b: string, isVenueWording: (text: string) => boolean) => a === b || (isVenueWording(a) && isVenueWording(b));

/**
 * Whether the stored code already says what the wanted one would: the same kind, night, event and guest, the
 * venue's own words (an open place, a nameless buyer, a label) allowed to be in another language. `buyer` is the
 * buyer's name as the wanted codes give it.
 */
export function sameCode(wanted: GuestCodeFields, stored: GuestCodeFields, buyer: string): boolean {
  if (wanted.kind !== stored.kind || wanted.night !== stored.night || wanted.eventId !== stored.eventId) return false;
  const isVenueName = (name: string) =>
    isOpenPlace(name, wanted.slot, buyer) || (wanted.slot === 0 && isWord(name, (words) => words.guestWithoutName));
  return (
    sameText(wanted.guestName, stored.guestName, isVenueName) &&
    sameText(wanted.label, stored.label, (label) => isVenueLabel(label, wanted.kind))
  );
}

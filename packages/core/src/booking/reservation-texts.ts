// The words of the reservation pages that are rules, not layout (docs/product.md#reservations-and-venue-booking).
import type { BookingChoiceField } from './booking-choice.machine';

const choiceLabels: Readonly<Record<BookingChoiceField, string>> = { date: 'Date', time: 'Time', guests: 'Guests Count' };
const choiceOrder: readonly BookingChoiceField[] = ['date', 'time', 'guests'];

/**
 * The warning for a submit with a choice missing, in the bottle page's words: all three missing reads
 * `Please Select Date, Time & Guests Count` exactly; otherwise only what is missing, in form order
 * (`Please Select Time`, `Please Select Date & Guests Count`). Null when nothing is missing.
 */
export function missingChoiceText(missing: readonly BookingChoiceField[]): string | null {
  const labels = choiceOrder.filter((field) => missing.includes(field)).map((field) => choiceLabels[field]);
  if (labels.length === 0) return null;
  const last = labels[labels.length - 1];
  const list = labels.length === 1 ? last : `${labels.slice(0, -1).join(', ')} & ${last}`;
  return `Please Select ${list}`;
}

/** The title of the blocked-period dialog (ours); the block's own notes are its message. */
export const blockedDialogTitle = 'This time is not available';
/** Under the notes: what the guest does next (ours). */
export const blockedDialogHint = 'Please choose another time or date.';
/** When the venue's answer says the night is full rather than blocked (ours). */
export const unavailableText = 'There is no table left at this time. Please choose another time or date.';

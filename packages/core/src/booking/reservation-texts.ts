// The words of the reservation pages that are rules, not layout (docs/product.md#reservations-and-venue-booking).
import type { BookingChoiceField } from './booking-choice.machine';
import { failureKind } from '../orders/failure-kind';
import type { ApiError } from '../shared/api-error';
import { isThrottled, throttledText } from '../shared/throttled';

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

/** Why a check, a confirm or a change of a reservation failed (ours; the venue's own words for a refusal), or null. */
export function reservationFailureText(error: ApiError | null): string | null {
  if (error === null) return null;
  if (isThrottled(error)) return throttledText;
  switch (failureKind(error)) {
    case 'rejected':
      return error.message;
    case 'temporary':
      return 'We could not reach the venue. Nothing you chose is lost: please try again.';
    case 'unreadable':
      return 'The venue answered in a way we could not read. Please try again.';
  }
}

// Core's codes and data about a private event in the page's words (docs/architecture.md#languages): a refused field,
// the kinds of event the venue takes (sent as core lists them), the status the venue keeps.
import { MAX_GUEST_COUNT } from '@venue/core/booking/booking-choices';
import type { BookingRequestField } from '@venue/core/booking/booking-request';
import { SPECIAL_REQUEST_MAX_LENGTH } from '@venue/core/booking/guest-contact-rules';
import type { PrivateEvent } from '@venue/core/booking/venue-booking.schema';
import type { FieldError } from '@venue/core/shared/form-validation';
import { fieldErrorText } from '../../ui/field-error-text';
import * as m from '~messages/booking';

/** What the form says under a refused field. */
export function bookingFieldText(error: FieldError<BookingRequestField>): string {
  if (error.reason === 'required' && error.field === 'eventDate') return m.chooseDate;
  if (error.reason !== 'out-of-range') return fieldErrorText[error.reason];
  switch (error.field) {
    case 'endTime':
      return m.endAfterStart;
    case 'specialRequest':
      return m.keepUnder(SPECIAL_REQUEST_MAX_LENGTH);
    case 'noOfGuests':
      return m.guestsRange(MAX_GUEST_COUNT);
    default:
      return m.chooseOption;
  }
}

const eventTypeWords: Readonly<Record<string, string>> = {
  Birthday: m.birthday,
  'Corporate event': m.corporateEvent,
  Wedding: m.wedding,
  'Product launch': m.productLaunch,
  'Private party': m.privateParty,
  Other: m.otherEvent,
};

/** A kind of event in the guest's language; one the venue stored otherwise shows as stored. */
export const eventTypeWord = (eventType: string): string => eventTypeWords[eventType] ?? eventType;

export const bookingStatusWord = {
  Pending: m.statusPending,
  Confirmed: m.statusConfirmed,
  Paid: m.statusPaid,
  Cancelled: m.statusCancelled,
} satisfies Record<PrivateEvent['status'], string>;

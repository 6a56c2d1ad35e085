// The words of the booking checkout and cancel pages (docs/product.md#reservations-and-venue-booking; ours: the
// product brief shows none), and how a private event's night reads on them.
import { dayLabel } from './booking-calendar';
import { bookingTexts } from './booking-refusal';
import { parseDate } from './booking-choices';
import type { BookingAction } from './booking-status.machine';
import type { PrivateEventDetails } from './venue-booking.schema';

export type BookingPanel = 'unknown' | 'paid' | 'cancelled';

export const bookingPanelTexts: Readonly<Record<BookingAction, Readonly<Record<BookingPanel, { title: string; message: string }>>>> = {
  confirm: {
    unknown: {
      title: 'We could not find this booking',
      message: 'There is no booking request at this address. Please check the link you followed, or ask for a night again.',
    },
    paid: { title: 'This booking is already paid', message: 'Nothing more is needed online. Your confirmation is ready.' },
    cancelled: {
      title: 'This booking was cancelled',
      message: 'A cancelled booking cannot be confirmed. Please ask for a night again, or contact us if you think this is a mistake.',
    },
  },
  cancel: {
    unknown: {
      title: 'We could not find this booking',
      message: 'There is no booking at this address. Please check the link you followed.',
    },
    paid: {
      title: 'This booking is paid',
      message: 'A paid booking cannot be cancelled online. Please contact us and the venue will take care of it.',
    },
    cancelled: { title: 'This booking is already cancelled', message: 'Nothing more to do: the night is free again.' },
  },
};

export const bookingStatusTexts = {
  confirmNote:
    'Nothing is charged online for a private event: the venue’s team contacts you to agree the details and any deposit before your night.',
  confirmButton: 'Confirm my request',
  confirmAndPayButton: 'Confirm and pay the deposit',
  depositLabel: 'Deposit due now',
  confirming: 'Confirming your request…',
  cancelButton: 'Cancel this booking',
  cancelQuestion: 'Cancel this booking?',
  cancelWarning: 'The venue will be free for others that night. This cannot be undone.',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep my booking',
  cancelling: 'Cancelling your booking…',
  cancelledTitle: 'Your booking is cancelled',
  cancelledMessage: 'We have released the venue for that night. You can ask for another night at any time.',
  failed: 'We could not reach the venue, so nothing changed yet. Please try again.',
  /** Confirming was refused: another private event was confirmed or paid for that night first (409 night_taken). */
  takenTitle: bookingTexts.nightTakenTitle,
  takenMessage:
    'Another private event has the venue that night: it was confirmed first, so this request cannot go ahead and nothing was charged. Please ask for another night.',
} as const;

/** "Friday, December 4, 2026" for the stored MM/DD/YYYY, or the text as stored when it is not a date. */
export function eventDateLabel(eventDate: string): string {
  const date = parseDate(eventDate);
  return date.ok ? dayLabel(date.value) : eventDate;
}

/** "9:00 PM to 2:00 AM". */
export const eventTimesLabel = (details: Pick<PrivateEventDetails, 'startTime' | 'endTime'>): string =>
  `${details.startTime} to ${details.endTime}`;

/** Why the checkout asks for a deposit, with the amount as the page formats it. */
export const depositNote = (amount: string): string =>
  `A deposit of ${amount} holds the venue for your night: you pay it online next. The rest is agreed with the venue’s team.`;

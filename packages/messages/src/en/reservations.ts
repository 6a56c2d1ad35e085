// Table reservations: choosing the night, the guest's details, the checkout's second step, changing and cancelling
// (pages/reservations; docs/product.md#reservations-and-venue-booking). The server's too-late refusal and the
// reservation mails say some of them too.
import { plural } from '../plural-rules';

// The new reservation's page.
export const pageTitle = 'Table reservations';
export const pageDescription = 'Reserve a table: pick your night, arrival time and party size.';
export const pageIntro = 'Pick your night, arrival time and party size; we check the table is free, then take your details.';
export const checkAvailability = 'Check availability';
export const checkingTable = 'Checking your table…';

// The night: calendar, arrival time, party size.
export const couldNotLoadTitle = 'Reservations could not load';
export const couldNotLoadMessage = "We could not read the venue's closed dates, so we cannot take a reservation yet. Please try again.";
export const yourTable = 'Your table';
export const arrivalTime = 'Arrival time';
export const noOfGuests = 'No. Of Guests';
export const guestsPlaceholder = 'Guests';
export const dateLegend = 'Date';
export const chosenDate = <T>(date: string, strong: (text: string) => T): (string | T)[] => ['Chosen date: ', strong(date)];
/** `hint`: how a date is written (dates.numericDateHint). */
export const noDateYet = (hint: string): string => `No date chosen yet (${hint})`;
export const previousMonth = 'Previous month';
export const nextMonth = 'Next month';
export const dayClosed = (day: string): string => `${day}, closed to reservations`;
export const dayPast = (day: string): string => `${day}, past`;

/** What is missing, in the bottle page's words: `Please Select Date, Time & Guests Count`. */
export const missingDate = 'Date';
export const missingTime = 'Time';
export const missingGuests = 'Guests Count';
export const pleaseSelect = (missing: readonly string[]): string =>
  `Please Select ${missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} & ${missing[missing.length - 1]}`}`;

// A blocked time or date: the block's notes, then this.
export const blockedTitle = 'This time is not available';
export const blockedHint = 'Please choose another time or date.';
export const ok = 'OK';

// Why a check, a confirm or a change failed (the venue's own words for a refusal).
export const couldNotReach = 'We could not reach the venue. Nothing you chose is lost: please try again.';
export const unreadable = 'The venue answered in a way we could not read. Please try again.';

// The guest's details.
export const chosenNight = <T>(date: string, time: string, guests: number, strong: (text: string) => T): (string | T)[] => [
  'Your table: ',
  strong(date),
  ' at ',
  strong(time),
  ' for ',
  strong(plural('en', guests, { one: `${guests} guest`, other: `${guests} guests` })),
  '. It is available.',
];
export const change = 'Change';
export const yourDetails = 'Your details';
export const fullName = 'Full Name';
export const contactEmail = 'Contact Email';
export const cellPhone = 'Cell Phone';
export const specialRequestLabel = 'Special Request';
export const keepUnder = (max: number): string => `Please keep it under ${max} characters.`;
export const reserve = 'Reserve';
export const reserving = 'Reserving your table…';
export const tryAgain = 'Try again';

// The reservation as the venue keeps it.
export const reservationNumber = 'Reservation number';
export const status = 'Status';
export const date = 'Date';
export const guests = 'Guests';
export const name = 'Name';
export const email = 'Email';
export const phone = 'Phone';
export const specialRequest = 'Special request';
export const statusPending = 'Pending';
export const statusConfirmed = 'Confirmed';
export const statusPaid = 'Paid';
export const statusCancelled = 'Cancelled';

// The checkout: the second step.
export const checkoutTitle = 'Reservation';
export const pendingTitle = 'Not yet reserved: confirm below';
export const pendingNote = 'Check your reservation, then confirm it. Reservations carry no charge: nothing is paid online.';
export const holdNote = (until: string): string => `We hold this table until ${until}. Confirm to keep it.`;
export const confirmButton = 'Confirm reservation';
export const confirming = 'Confirming your reservation…';
export const confirmedTitle = 'Your table is reserved';
export const confirmedNote = 'This reservation is confirmed.';
export const seeConfirmation = 'See your confirmation';
export const notYetConfirmed = 'Not yet reserved: this reservation waits for you to confirm it.';
export const confirmLink = 'Confirm your reservation';

// Panels instead of a form.
export const unknownTitle = 'We could not find this reservation';
export const unknownMessage = 'There is no reservation at this address. Please check the link you followed, or make a new reservation.';
export const cancelledTitle = 'This reservation was cancelled';
export const cancelledMessage =
  'A cancelled reservation cannot be changed or confirmed. Please make a new reservation, or contact us if you think this is a mistake.';
export const releasedTitle = 'This table was released';
/** `until` null when the venue did not say. */
export const releasedMessage = (until: string | null): string =>
  `${until === null ? 'We held this table for a while' : `We held this table until ${until}`}, but the reservation was not confirmed, so the table went back to the venue. Please reserve again.`;
export const reserveTable = 'Reserve a table';
export const contactUs = 'Contact us';
export const home = 'Home';

// Changing a reservation.
export const updateTitle = 'Update your reservation';
export const updateIntro = <T>(reservationId: string, guestName: string, bdi: (text: string) => T): (string | T)[] => [
  'Reservation ',
  bdi(reservationId),
  ` for ${guestName}. Change the night, the arrival time, the party size or your special request, then save.`,
];
export const saveChanges = 'Save changes';
export const savingChanges = 'Saving your changes…';
export const updatedTitle = 'Your reservation is updated';
export const changeAgain = 'Change it again';

// Cancelling a reservation.
export const cancelPageTitle = 'Cancel your reservation';
export const cancelPageDescription = 'Cancel your table reservation.';
export const yourReservation = 'Your reservation';
export const cancelButton = 'Cancel this reservation';
export const changeButton = 'Change this reservation';
export const cancelQuestion = 'Cancel this reservation?';
export const tableOn = (date: string, time: string): string => `Your table on ${date} at ${time}.`;
export const cancelWarning = 'The table goes back to the venue and its code will no longer let anyone in. This cannot be undone.';
export const cancelYes = 'Yes, cancel it';
export const cancelNo = 'Keep my reservation';
export const cancelling = 'Cancelling your reservation…';
export const cancelDoneTitle = 'Your reservation is cancelled';
export const cancelDoneMessage = 'We have released your table, and its code no longer lets anyone in. We hope to see you another night.';
export const reserveAnother = 'Reserve another table';
/** Reservations take no payment: said plainly, so nobody wonders about a charge or a refund. */
export const nothingCharged = 'Nothing was charged for this reservation, so nothing is due and there is nothing to refund.';
export const cancelFailed = 'We could not reach the venue, so nothing changed yet. Please try again.';
/** "You can cancel online until Sat 06/15/2030 at 8:00 PM." */
export const cancelUntil = (deadline: string): string => `You can cancel online until ${deadline}.`;
export const tooLateTitle = 'It is too late to cancel online';
/** After the cut-off (the page and the server's 409): what to do instead, with the venue's phone when known. */
export const tooLate = <T>(cancelHours: number, venuePhone: string | null, bdi: (text: string) => T): (string | T)[] => [
  'It is too late to cancel online: ',
  cancelHours === 0
    ? 'online cancellations close at your arrival time'
    : `online cancellations close ${plural('en', cancelHours, { one: '1 hour', other: `${cancelHours} hours` })} before your arrival`,
  '. ',
  ...(venuePhone === null
    ? ['Please call us, or write to us from the Contact page, and we will take care of it.']
    : ['Please call us on ', bdi(venuePhone), ' and we will take care of it.']),
];
export const alreadyCancelledTitle = 'This reservation is already cancelled';
export const alreadyCancelledMessage = 'Nothing more to do: its table went back to the venue.';
export const paidTitle = 'This reservation is paid';
export const paidMessage = 'A paid reservation is cancelled by the venue’s team, who also take care of its refund. Please contact us.';
export const noKeyTitle = 'Open the link from your reservation';
export const noKeyMessage =
  'Only the guest who reserved can cancel. Use Cancel this reservation on your confirmation page, or the link in your reservation e-mail.';
export const forbiddenTitle = 'This link cannot cancel the reservation';
export const forbiddenMessage =
  'The link is not the one we gave for this reservation, or it was cut short. Please use the link in your reservation e-mail.';

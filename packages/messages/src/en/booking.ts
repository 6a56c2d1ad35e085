// Booking the whole venue for a private event: the request, its checkout and its cancel page (pages/booking;
// docs/product.md#reservations-and-venue-booking).

// The request page.
export const pageTitle = 'Book the venue';
export const pageDescription = 'Private events for birthdays, launches and weddings: ask for the whole venue for your night.';
export const pageIntro =
  'Have the whole venue for your night: a birthday, a launch, a wedding. Any free date will do, including nights we are closed to the public. Tell us about your event, and our team will be in touch.';
export const requestIn = 'Your request is in. Taking you to its summary…';
export const unavailableTitle = 'Booking is unavailable right now';
export const blocksUnavailable = 'We could not load the nights the venue is closed, so we cannot take a booking yet. Please try again.';

// The request form.
export const formLabel = 'Your private event';
export const yourNight = 'Your night';
export const yourEvent = 'Your event';
export const dateLegend = 'Date';
export const startTime = 'Start time';
export const endTime = 'End time';
export const noOfGuests = 'No. Of Guests';
export const eventType = 'Event type';
export const specialRequestLabel = 'Special request';
export const yourName = 'Your Name';
export const yourEmail = 'Your Email';
export const phoneNumber = 'Phone Number';
export const chooseStart = 'Choose a start time';
export const chooseEnd = 'Choose an end time';
export const endHint = 'Later the same night, by 5:59 AM.';
export const guestsPlaceholder = 'Guests';
export const chooseEventType = 'Choose a kind of event';
export const birthday = 'Birthday';
export const corporateEvent = 'Corporate event';
export const wedding = 'Wedding';
export const productLaunch = 'Product launch';
export const privateParty = 'Private party';
export const otherEvent = 'Other';
export const send = 'Request this night';
export const sending = 'Sending your booking request…';
export const tryAgain = 'Try again';

// What a refused field says, besides the rules every form shares.
export const chooseDate = 'Please choose a date.';
export const endAfterStart = 'The event must end after it starts, by 5:59 AM.';
export const keepUnder = (max: number): string => `Please keep it under ${max} characters.`;
export const guestsRange = (max: number): string => `Please choose 1 to ${max} guests.`;
export const chooseOption = 'Please choose one of the options.';

// The calendar.
export const previousMonth = 'Previous month';
export const nextMonth = 'Next month';
export const dayClosed = (day: string): string => `${day}, closed`;
export const yourDate = (day: string): string => `Your date: ${day}`;
export const calendarHint = 'Greyed-out days are past or closed to bookings. The arrow keys move between days.';

// Refusals: a blocked period, a night another private event holds.
export const blockedTitle = 'The venue is closed at that time';
export const blockedAdvice = 'Please choose another date or time.';
export const chooseAgain = 'Choose again';
export const nightTakenTitle = 'That night is already booked';
export const nightTakenMessage =
  'Another private event has the venue that night. Everything you typed is kept: choose another date and send your request again.';

// The booking as the venue keeps it.
export const bookingNumber = 'Booking number';
export const status = 'Status';
export const date = 'Date';
export const time = 'Time';
export const guests = 'Guests';
export const event = 'Event';
export const specialRequest = 'Special request';
export const name = 'Name';
export const email = 'Email';
export const phone = 'Phone';
export const statusPending = 'Pending';
export const statusConfirmed = 'Confirmed';
export const statusPaid = 'Paid';
export const statusCancelled = 'Cancelled';
/** "9:00 PM to 2:00 AM". */
export const eventTimes = (start: string, end: string): string => `${start} to ${end}`;

// The checkout.
export const checkoutTitle = 'Your booking request';
export const checkoutDescription = 'Check and confirm your private event request.';
export const checkRequest = 'Check your request';
export const confirmNote =
  'Nothing is charged online for a private event: the venue’s team contacts you to agree the details and any deposit before your night.';
export const depositLabel = 'Deposit due now';
/** Why the checkout asks for a deposit, with the amount as the page formats it. */
export const depositNote = <T>(amount: string, bdi: (text: string) => T): (string | T)[] => [
  'A deposit of ',
  bdi(amount),
  ' holds the venue for your night: you pay it online next. The rest is agreed with the venue’s team.',
];
export const confirmButton = 'Confirm my request';
export const confirmAndPayButton = 'Confirm and pay the deposit';
export const confirming = 'Confirming your request…';
export const confirmedToConfirmation = 'Your request is confirmed. Taking you to your confirmation…';
export const confirmedToPayment = 'Your request is confirmed. Taking you to payment…';
export const failed = 'We could not reach the venue, so nothing changed yet. Please try again.';
export const takenMessage =
  'Another private event has the venue that night: it was confirmed first, so this request cannot go ahead and nothing was charged. Please ask for another night.';

// Panels instead of the booking, confirming.
export const confirmUnknownTitle = 'We could not find this booking';
export const confirmUnknownMessage =
  'There is no booking request at this address. Please check the link you followed, or ask for a night again.';
export const confirmPaidTitle = 'This booking is already paid';
export const confirmPaidMessage = 'Nothing more is needed online. Your confirmation is ready.';
export const confirmCancelledTitle = 'This booking was cancelled';
export const confirmCancelledMessage =
  'A cancelled booking cannot be confirmed. Please ask for a night again, or contact us if you think this is a mistake.';
// ... and cancelling.
export const cancelUnknownTitle = 'We could not find this booking';
export const cancelUnknownMessage = 'There is no booking at this address. Please check the link you followed.';
export const cancelPaidTitle = 'This booking is paid';
export const cancelPaidMessage = 'A paid booking cannot be cancelled online. Please contact us and the venue will take care of it.';
export const cancelCancelledTitle = 'This booking is already cancelled';
export const cancelCancelledMessage = 'Nothing more to do: the night is free again.';
export const seeConfirmation = 'See your confirmation';
export const contactUs = 'Contact us';
export const bookNight = 'Book a night';
export const home = 'Home';

// The cancel page.
export const cancelPageTitle = 'Cancel a booking';
export const cancelPageDescription = 'Cancel your private event booking.';
export const yourBooking = 'Your booking';
export const cancelButton = 'Cancel this booking';
export const cancelQuestion = 'Cancel this booking?';
export const cancelWarning = 'The venue will be free for others that night. This cannot be undone.';
export const cancelYes = 'Yes, cancel it';
export const cancelNo = 'Keep my booking';
export const cancelling = 'Cancelling your booking…';
export const cancelledTitle = 'Your booking is cancelled';
export const cancelledMessage = 'We have released the venue for that night. You can ask for another night at any time.';
export const bookAnother = 'Book another night';

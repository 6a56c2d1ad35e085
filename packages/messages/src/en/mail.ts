// The guest's mails (apps/venue-api/src/mail/templates, mail/compose; docs/product.md#mail), in the language of the
// order, reservation or sign-up they are about. Staff mails stay English and are not here.
export const logoAlt = (venue: string): string => `${venue} logo`;
/** `name` empty: the guest gave none. */
export const hi = (name: string): string => (name === '' ? 'Hi there,' : `Hi ${name},`);
export const factLabel = (label: string): string => `${label}:`;
export const recipientAt = (name: string, email: string): string => `${name} at ${email}`;
export const order = 'Order';
export const orderNumber = (number: string): string => `Order ${number}`;
export const orderPreview = (title: string, number: string): string => `${title}. Order ${number}.`;
export const amounts = 'Amounts';
export const yourCodeForTheDoor = 'Your code for the door';
export const yourCodesForTheDoor = 'Your codes for the door';
export const yourTableCodeForTheDoor = 'Your table’s code for the door';
export const seeTheEvent = 'See the event';
export const codeAlt = (guest: string, label: string, night: string): string =>
  `Door code for ${guest}: ${label}, the night of ${night}. Show it at the door to be let in once.`;
export const codeForNight = (label: string, night: string): string => `${label}, the night of ${night}`;
export const openCodeFullScreen = (guest: string): string => `Open ${guest}'s code full screen`;
export const invoiceAttached = 'Your invoice is attached as a PDF.';
export const viewYourInvoice = 'View your invoice';
export const calendarTakesOff = 'The attached calendar file (.ics) takes the night off your calendar.';
export const calendarAttached = 'To add the night to your calendar, open the attached calendar file (.ics).';
export const addNightToCalendar = 'Add the night to your calendar';

export const ticketsSubject = (night: string): string => `Your tickets for ${night}`;
export const ticketsPreview = (night: string, when: string): string => `Your tickets are booked: ${night}, ${when}.`;
export const ticketsTitle = 'Your tickets are booked';
export const ticketsThanks = 'Thank you! Each guest shows their own code at the door. We look forward to seeing you.';
export const ticketsEachCode =
  'Each code lets one guest in, once. Send each friend the link under their code: it shows them their own code and nothing else of your order.';
export const ticketsOneCode = 'Your code lets you in once.';

export const guestCodeSubject = (night: string): string => `Your code for ${night}`;
export const guestCodePreview = (night: string, when: string): string => `You are on the list for ${night}, ${when}.`;
export const guestCodeTitle = 'You are on the list';
export const guestCodeIntro = (night: string): string =>
  `You have a ticket for ${night}. Here is your own code for the door: it lets you in once.`;
export const guestCodeShow = 'Show this code at the door. Turn your screen brightness up.';

export const reservationPreview = (title: string, when: string): string => `${title}: ${when}.`;
export const reservationConfirmedSubject = (when: string): string => `Your table on ${when} is confirmed`;
export const reservationConfirmedTitle = 'Thank you for your reservation';
export const reservationConfirmedBody = 'We have your table reservation and look forward to seeing you.';
export const reservationChangedSubject = (when: string): string => `Your reservation is updated: ${when}`;
export const reservationChangedTitle = 'Your reservation is updated';
export const reservationChangedBody = 'Here is your reservation as it stands now. We look forward to seeing you.';
export const reservationCancelledSubject = (when: string): string => `Your reservation for ${when} is cancelled`;
export const reservationCancelledTitle = 'This reservation was cancelled';
export const reservationCancelledBody = (when: string): string => `Your table for ${when} is cancelled. We hope to see you another night.`;
export const reservationReminderSubject = (when: string): string => `See you soon: your table on ${when}`;
export const reservationReminderTitle = 'See you soon';
export const reservationReminderBody = (venue: string): string =>
  `A reminder of your table at ${venue}. If your plans changed, please change or cancel your reservation so we can give the table to someone else.`;
export const dateAtTime = (date: string, time: string): string => `${date} at ${time}`;
export const reservation = 'Reservation';
export const specialRequest = 'Special request';
export const reserveATable = 'Reserve a table';
export const night = 'Night';
export const arrival = 'Arrival';
export const guests = 'Guests';
export const where = 'Where';
export const openInMaps = 'Open in maps';

export const bookingReceivedSubject = (venue: string): string => `We have your request to book ${venue}`;
export const bookingReceivedTitle = 'Thank you for your booking request';
export const bookingReceivedBody = 'We have your request to book the venue. Our team will contact you to confirm the details.';
export const bookingConfirmedSubject = (when: string): string => `Your booking on ${when} is confirmed`;
export const bookingConfirmedTitle = 'Your booking is confirmed';
export const bookingConfirmedBody = (when: string): string =>
  `The venue is yours for the night of ${when}. Our team will be in touch about the details.`;
export const bookingNumber = 'Booking number';
export const event = 'Event';
export const seeYourBooking = 'See your booking';
export const cancelThisBooking = 'Cancel this booking';

export const bottlesSubject = (night: string): string => `Your bottle service on ${night}`;
export const bottlesTitle = 'Your bottle service is booked';
export const bottlesBody =
  'Thank you! Your table and bottles are reserved for the night you chose. Please bring a photo ID matching the name on the order and the card you paid with.';
export const foodSubject = (venue: string): string => `Your food order from ${venue}`;
export const foodTitle = 'Your food order is in';
export const foodBody = 'Thank you! The kitchen has your order and will deliver it to the address you gave.';
export const coatCheckSubject = (claim: string): string => `Your coat check claim ${claim}`;
export const coatCheckTitle = 'Your coat check is paid';
export const coatCheckCodeTitle = 'Your code for the coat check desk';
export const coatCheckBody = 'Thank you! Show your claim ticket at the coat check desk to collect your items.';
export const claimTicket = 'Claim ticket';

export const giftReceiptSubject = (venue: string): string => `Your ${venue} gift card receipt`;
export const giftReceiptTitle = 'Your gift card is paid';
export const giftReceiptBody = 'Thank you! Keep the order number below: it is the reference of this gift card at the venue.';
export const giftGoesTo = (recipient: string): string => `The gift card goes to ${recipient}.`;
export const giftSubject = (sender: string, venue: string): string => `${sender} sent you a ${venue} gift card`;
export const giftPreview = (amount: string, sender: string): string => `A gift card of ${amount} from ${sender}.`;
export const giftTitle = 'A gift card for you';
export const giftBody = (sender: string, amount: string, venue: string): string =>
  `${sender} sent you a gift card of ${amount} for ${venue}.`;
export const quoted = (message: string): string => `“${message}”`;
export const giftValue = 'Value';
export const giftReference = 'Reference';
export const giftUseReference = 'Give the reference at the venue to use your card.';
export const seeWhatIsOn = 'See what is on';
export const aFriend = 'A friend';

export const myOrdersSubject = (venue: string): string => `Your orders at ${venue}`;
export const myOrdersPreview = 'Here is the link to your orders and their codes.';
export const myOrdersTitle = 'Your orders';
export const myOrdersIntro = 'You asked for your orders. Open them, with every code for the door, on any device:';
export const myOrdersButton = 'See my orders';
export const myOrdersUntil = (expires: string): string =>
  `The link works until ${expires}. If you did not ask for it, you can ignore this mail.`;
export const total = 'Total';
export const status = 'Status';
export const kindWithEvent = (kind: string, event: string): string => `${kind}: ${event}`;
export const kindTickets = 'Tickets';
export const kindFood = 'Food delivery';
export const kindGiftCard = 'Gift card';
export const kindCoatCheck = 'Coat check';
export const kindBottles = 'Bottle service';
export const kindReservation = 'Table reservation';
export const kindBooking = 'Venue booking';

export const listSubject = (venue: string): string => `Please confirm your subscription to ${venue}`;
export const listPreview = 'One click to confirm your subscription.';
export const listTitle = 'Confirm your subscription';
export const listIntro = (venue: string): string =>
  `You asked to join the ${venue} mailing list, to hear first about new nights, guest lists and birthday rewards.`;
export const listButton = 'Confirm my subscription';
export const listUntil = (expires: string): string =>
  `The link works until ${expires}. If it was not you, ignore this mail: we will not write to this address again, and the sign-up is deleted after 72 hours.`;
export const statusPending = 'Pending';
export const statusConfirmed = 'Confirmed';
export const statusPaid = 'Paid';
export const statusCancelled = 'Cancelled';

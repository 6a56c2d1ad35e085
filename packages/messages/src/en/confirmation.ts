// What the confirmation says, per kind of order (core's ConfirmationText; docs/product.md#payment-and-confirmation).
export const bottlesTitle = 'Your bottle service is booked';
export const bottlesMessage =
  'Thank you! Your table and bottles are reserved for the night you chose. Please bring a photo ID matching the name on the order and the card you paid with.';
export const ticketsTitle = 'Your tickets are booked';
export const ticketsMessage = 'Thank you! Each guest shows their own code at the door. We look forward to seeing you.';
export const foodTitle = 'Your food order is in';
export const foodMessage = 'Thank you! The kitchen has your order and will deliver it to the address you gave.';
export const giftCardTitle = 'Your gift card is paid';
export const giftCardMessage = 'Thank you! Keep the order number below: it is the reference of this gift card at the venue.';
export const reservationTitle = 'Thank you for your reservation';
export const reservationMessage = 'We have your table reservation and look forward to seeing you.';
export const bookingTitle = 'Thank you for your booking request';
export const bookingMessage = 'We have your request to book the venue. Our team will contact you to confirm the details.';
export const coatCheckTitle = 'Your coat check is paid';
export const coatCheckMessage = 'Thank you! Show your claim ticket at the coat check desk to collect your items.';
export const talentTitle = 'Thank you for your submission';
export const talentMessage = 'Our team reviews every talent submission and will get in touch if there is a fit.';
export const genericTitle = 'Thank you';
export const genericMessage = 'See what is on next, or go back to the home page.';
export const pendingReservationTitle = 'Not yet reserved';
export const pendingReservationMessage =
  'This reservation waits for you to confirm it: until then the table is only held for a short time.';
export const unpaidTitle = 'This order is not paid yet';
export const unpaidMessage = 'Your order is saved, but its payment has not gone through.';

/** Where a gift card goes; `name` and `email` come wrapped for bidi isolation. */
export const giftCardGoesTo = <T>(name: T, email: T): (string | T)[] => ['The gift card goes to ', name, ' at ', email, '.'];

/** Where the venue mailed the buyer's mail, per kind of order; `address` (masked) comes wrapped for bidi isolation. */
export const mailedTickets = <T>(address: T): (string | T)[] => ['We sent your tickets to ', address, '.'];
export const mailedBottles = <T>(address: T): (string | T)[] => ['We sent your table booking to ', address, '.'];
export const mailedFood = <T>(address: T): (string | T)[] => ['We sent your order to ', address, '.'];
export const mailedGiftCard = <T>(address: T): (string | T)[] => ['We sent your gift card receipt to ', address, '.'];
export const mailedReservation = <T>(address: T): (string | T)[] => ['We sent your reservation to ', address, '.'];
export const mailedBooking = <T>(address: T): (string | T)[] => ['We sent your booking request to ', address, '.'];
export const mailedCoatCheck = <T>(address: T): (string | T)[] => ['We sent your claim ticket to ', address, '.'];

export const viewYourInvoice = 'View your invoice';
export const goToPayment = 'Go to payment';

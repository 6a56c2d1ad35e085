// What the payment page says (docs/product.md#payment-and-confirmation); its figures come from core's payment-due.ts.
export const title = 'Payment';
export const orderNumber = 'Order number';
export const loadingOrder = 'Loading your order…';

/** "Pay for your {what}": one sentence per kind of order, as each language words it. */
export const payForBottles = 'Pay for your bottle service.';
export const payForTickets = 'Pay for your tickets.';
export const payForFood = 'Pay for your food order.';
export const payForGiftCard = 'Pay for your gift card.';
export const payForReservation = 'Pay for your reservation.';
export const payForBooking = 'Pay for your venue booking.';
export const payForCoatCheck = 'Pay for your coat check.';

export const yourOrder = 'Your order';
/** Shown beside an unpaid order that holds seats; `time` as the guest's clock shows it. */
export const holdNote = (time: string): string =>
  `We hold your tickets until ${time}. Please pay before then: after that they go back on sale.`;
export const testPayment = 'Test payment';
export const cardPayment = 'Card payment';
export const pay = (amount: string): string => `Pay ${amount}`;

// Test mode (docs/backend.md#test-payments-the-test-card-rule).
export const testModeTitle = 'Test mode: no card is charged';
export const testModeNote =
  'This venue does not take card payments online yet, so this payment is a test: no card is charged and no card details are asked for. A test card number picks the outcome; leave the field empty to use the card that succeeds.';
export const testCardLabel = 'Test card number (optional)';
export const testCardsCaption = 'Test card numbers';
export const testCardSucceeds = 'the payment succeeds';
export const testCardDeclined = 'the card is declined';
export const testCardInsufficientFunds = 'declined for insufficient funds';
export const testCardFormat = 'Enter a test card number of 12 to 19 digits, or leave the field empty.';
export const useCard = 'Use';
export const useCardNumber = (cardNumber: string): string => `Use ${cardNumber}`;

// Stripe's card field.
export const cardLabel = 'Card details';
/** Stands where the card field will be until Stripe's field is in. */
export const cardStandIn = 'Enter card details';
export const cardNote = 'Your card details go straight to Stripe, our payment provider; the venue never sees them.';
export const preparingCard = 'Loading the secure card form…';
export const paying = 'Processing your payment…';

// Panels instead of the form.
export const unknownOrderTitle = 'We could not find this order';
export const unknownOrderMessage = 'There is no order at this address. Please check the link you followed, or start your order again.';
export const alreadyPaidTitle = 'This order is already paid';
export const alreadyPaidMessage = 'Nothing more is due online. Your confirmation and invoice are ready.';
export const cancelledTitle = 'This order was cancelled';
export const cancelledMessage =
  'A cancelled order cannot be paid. Unpaid tickets are held for a short while only, then go back on sale: please order them again, or contact us if you think this is a mistake.';
export const nightTakenTitle = 'That night is already booked';
export const nightTakenMessage =
  'Another private event was confirmed for that night first, so this booking cannot be paid. Please ask for another night; if a payment for this booking went through, the venue’s team refunds it.';
export const nothingToPayTitle = 'Nothing to pay online';
export const nothingToPayMessage = 'This order has nothing to pay online.';
export const loadFailedTitle = 'This order could not load';
export const loadFailedMessage = 'We could not reach the venue. Check your connection and try again.';
export const loadUnreadableMessage = 'The venue did not answer as expected. Please try again in a moment.';
export const bookANight = 'Book a night';
export const backToHome = 'Back to home';
export const seeYourConfirmation = 'See your confirmation';
export const viewYourInvoice = 'View your invoice';

// Failures of a payment (core's payment-failure.ts).
export const declinedTitle = 'Payment declined';
export const declinedFallback = 'Your payment was declined. Please check your card details and try again.';
export const notCompleted = 'Your payment was not completed. Please try again.';
export const temporaryTitle = 'Your payment is not confirmed yet';
export const temporaryMessage =
  'We lost the connection to the venue before it confirmed your payment. Please try again: the same payment is sent again, so you are never charged twice.';
export const unavailableTitle = 'Card payment is unavailable right now';
export const unavailableMessage = 'Nothing was charged. Please try again in a few minutes.';
export const unreadableTitle = 'Your payment is not confirmed yet';
export const unreadableMessage =
  'The venue answered in a way we could not read, so we cannot tell whether your payment went through. Check the order again before paying: you are never charged twice.';
export const tryAgain = 'Try again';
export const checkOrderAgain = 'Check the order again';

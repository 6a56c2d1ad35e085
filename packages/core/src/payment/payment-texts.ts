// Transitional: the payment page's words live in packages/messages (payment); only the English browser test
// e2e/shell.spec.ts still reads this, and it goes once that test reads @venue/messages/en/payment.
import type { PayableOrderType } from './payment-request.schema';

/** What the guest is paying for, in a sentence: "Pay for your {label}". */
export const orderTypeLabels: Readonly<Record<PayableOrderType, string>> = {
  bottles: 'bottle service',
  tickets: 'tickets',
  food: 'food order',
  'gift-cards': 'gift card',
  reservations: 'reservation',
  bookings: 'venue booking',
  'coat-check': 'coat check',
};

/** Stripe's test numbers, which the venue's test payments follow (docs/backend.md#test-payments-the-test-card-rule). */
export const testCards: readonly { readonly number: string; readonly outcome: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'the payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'the card is declined' },
  { number: '4000 0000 0000 9995', outcome: 'declined for insufficient funds' },
];

export const paymentTexts = {
  title: 'Payment',
  orderNumber: 'Order number',
  testModeTitle: 'Test mode: no card is charged',
  testModeNote:
    'This venue does not take card payments online yet, so this payment is a test: no card is charged and no card details are asked for. A test card number picks the outcome; leave the field empty to use the card that succeeds.',
  testCardLabel: 'Test card number (optional)',
  testCardsCaption: 'Test card numbers',
  cardLabel: 'Card details',
  /** Stands where the card field will be until Stripe's field is in; pressing it moves into the field once it is. */
  cardStandIn: 'Enter card details',
  cardNote: 'Your card details go straight to Stripe, our payment provider; the venue never sees them.',
  preparingCard: 'Loading the secure card form…',
  paying: 'Processing your payment…',
  unknownOrderTitle: 'We could not find this order',
  unknownOrderMessage: 'There is no order at this address. Please check the link you followed, or start your order again.',
  alreadyPaidTitle: 'This order is already paid',
  alreadyPaidMessage: 'Nothing more is due online. Your confirmation and invoice are ready.',
  cancelledTitle: 'This order was cancelled',
  cancelledMessage:
    'A cancelled order cannot be paid. Unpaid tickets are held for a short while only, then go back on sale: please order them again, or contact us if you think this is a mistake.',
  /** Shown beside an unpaid order that holds seats (docs/product.md#payment-and-confirmation); `time` as the guest's clock shows it. */
  holdNote: (time: string) => `We hold your tickets until ${time}. Please pay before then: after that they go back on sale.`,
  /** A private event whose night another booking was confirmed or paid for first (409 night_taken). */
  nightTakenTitle: 'That night is already booked',
  nightTakenMessage:
    'Another private event was confirmed for that night first, so this booking cannot be paid. Please ask for another night; if a payment for this booking went through, the venue’s team refunds it.',
  nothingToPayTitle: 'Nothing to pay online',
  nothingToPayMessage: 'This order has nothing to pay online.',
  loadFailedTitle: 'This order could not load',
  loadFailedMessage: 'We could not reach the venue. Check your connection and try again.',
  loadUnreadableMessage: 'The venue did not answer as expected. Please try again in a moment.',
  declinedTitle: 'Payment declined',
  temporaryTitle: 'Your payment is not confirmed yet',
  temporaryMessage:
    'We lost the connection to the venue before it confirmed your payment. Please try again: the same payment is sent again, so you are never charged twice.',
  unavailableTitle: 'Card payment is unavailable right now',
  unavailableMessage: 'Nothing was charged. Please try again in a few minutes.',
  unreadableTitle: 'Your payment is not confirmed yet',
  unreadableMessage:
    'The venue answered in a way we could not read, so we cannot tell whether your payment went through. Check the order again before paying: you are never charged twice.',
} as const;

// What POST make-payment and POST make-test-payment receive (packages/adapters/src/payment/
// stripe.payment.ts sends them). The browser never sends an amount: the venue prices the order.
import { Schema } from 'effect';

const NonEmpty = Schema.String.pipe(Schema.check(Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty value')));

/** The order kinds a payment page pays (`paymentType` of payment/{paymentType}/{orderId}). */
export const payableOrderTypes = ['tickets', 'food', 'gift-cards', 'bottles', 'reservations', 'bookings', 'coat-check'] as const;
export type PayableOrderType = (typeof payableOrderTypes)[number];

const OrderRef = { orderType: Schema.Literals(payableOrderTypes), orderId: NonEmpty };

/** A test card number: 12 to 19 digits, spaces and dashes allowed between them. */
export const TestCardNumber = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d(?:[ -]?\d){11,18}$/, { expected: 'a card number of 12 to 19 digits' })),
);

export const TestPaymentRequest = Schema.Struct({ ...OrderRef, cardNumber: Schema.optional(TestCardNumber) });
export type TestPaymentRequest = typeof TestPaymentRequest.Type;

/** First call carries the Stripe PaymentMethod; the call after 3D Secure carries the PaymentIntent. */
export const StripePaymentRequest = Schema.Union([
  Schema.Struct({ ...OrderRef, paymentMethodId: NonEmpty }),
  Schema.Struct({ ...OrderRef, paymentIntentId: NonEmpty }),
]);
export type StripePaymentRequest = typeof StripePaymentRequest.Type;

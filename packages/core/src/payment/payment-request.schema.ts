// What POST make-payment and POST make-test-payment receive (packages/adapters/src/payment/
// stripe.payment.ts sends them). The browser never sends an amount: the venue prices the order.
import { Schema } from 'effect';
import { payableOrderTypes } from './payable-order-types';
import { CARD_NUMBER_MAX, ID_MAX, upTo } from '../shared/input-limits';
import { TEST_CARD_NUMBER_PATTERN } from './test-card-number';

const NonEmpty = Schema.String.pipe(
  Schema.check(
    upTo(ID_MAX),
    Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty value'),
  ),
);

export { payableOrderTypes, type PayableOrderType } from './payable-order-types';

const OrderRef = { orderType: Schema.Literals(payableOrderTypes), orderId: NonEmpty };

/** A test card number: 12 to 19 digits, spaces and dashes allowed between them. */
export const TestCardNumber = Schema.String.pipe(
  Schema.check(upTo(CARD_NUMBER_MAX), Schema.isPattern(TEST_CARD_NUMBER_PATTERN, { expected: 'a card number of 12 to 19 digits' })),
);

export const TestPaymentRequest = Schema.Struct({ ...OrderRef, cardNumber: Schema.optional(TestCardNumber) });
export type TestPaymentRequest = typeof TestPaymentRequest.Type;

/** First call carries the Stripe PaymentMethod; the call after 3D Secure carries the PaymentIntent. */
export const StripePaymentRequest = Schema.Union([
  Schema.Struct({ ...OrderRef, paymentMethodId: NonEmpty }),
  Schema.Struct({ ...OrderRef, paymentIntentId: NonEmpty }),
]);
export type StripePaymentRequest = typeof StripePaymentRequest.Type;

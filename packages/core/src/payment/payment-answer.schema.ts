// What POST make-payment and POST make-test-payment answer. Kept beside the adapter until core
// has a payment schema the reference API can share.
import { Schema } from 'effect';

const NonEmpty = Schema.String.pipe(Schema.check(Schema.makeFilter((s: string) => s.length > 0 || 'Expected a non-empty string')));

/** The charge went through; `paymentId` is the backend's reference for it (a PaymentIntent id for Stripe). */
export const PaymentSucceeded = Schema.Struct({ status: Schema.Literal('succeeded'), paymentId: NonEmpty });

/** The card needs the guest (3D Secure): Stripe.js finishes it with this client secret, then we ask again. */
export const PaymentRequiresAction = Schema.Struct({ status: Schema.Literal('requires_action'), clientSecret: NonEmpty });

export const PaymentAnswer = Schema.Struct({ data: Schema.Union([PaymentSucceeded, PaymentRequiresAction]) });
export type PaymentAnswer = typeof PaymentAnswer.Type;

// Core's PaymentPort over the payment adapter: in Stripe mode the card comes from the card element
// the page mounted, read at the moment of paying; in test mode there is no card at all.
import type { Stripe } from '@stripe/stripe-js';
import type { PaymentPort } from '@venue/core/payment/payment.port';
import { err, ok } from '@venue/core/shared/result';
import type { CardDetails, Payment, StripeLike } from './stripe.payment';

/** Ours: Pay was pressed before the card form was on the page. */
export const cardFormMissing = 'Please enter your card details.';

export function paymentPortFrom<S extends StripeLike = Stripe>(payment: Payment<S>, card: () => CardDetails | null): PaymentPort {
  if (payment.mode === 'test') {
    return { mode: 'test', prepare: () => Promise.resolve(ok(undefined)), pay: (attempt) => payment.pay(attempt) };
  }
  return {
    mode: 'stripe',
    prepare: async () => {
      const loaded = await payment.load();
      return loaded.ok ? ok(undefined) : loaded;
    },
    pay: (attempt) => {
      const details = card();
      if (details === null) return Promise.resolve(err({ _tag: 'CardError', message: cardFormMissing }));
      const { testCardNumber: _unused, ...order } = attempt;
      return payment.pay(order, details);
    },
  };
}

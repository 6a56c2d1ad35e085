// What Stripe is asked to charge (docs/decisions.md#money-in-minor-units): the order's amount due in
// minor units of the venue's currency, as they are (Stripe counts JPY in yen, USD in cents, KWD in
// fils), in that currency. For the five three-decimal currencies Stripe takes (BHD, JOD, KWD, OMR,
// TND) Stripe wants the last digit to be 0 and says to round to the nearest ten
// (https://docs.stripe.com/currencies#three-decimal): 5.124 KWD is charged 5.120, 5.125 KWD 5.130,
// so the card is charged at most 5 fils away from the amount the order shows.
import type { ApiContext } from '../http/api-context';
import type { StripeConfig } from './stripe-api';

const lastDigitZero = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** The amount of the PaymentIntent for `dueMinor` in `currency` (an ISO code, any case). */
export function stripeAmount(dueMinor: number, currency: string): number {
  return lastDigitZero.has(currency.toLowerCase()) ? Math.round(dueMinor / 10) * 10 : dueMinor;
}

/**
 * The currency Stripe charges in, lower case: the venue's own (ApiContext.currencyCode), so the amount's
 * minor units are the ones the order counts; STRIPE_CURRENCY only for a venue whose currency cannot be told.
 */
export const chargeCurrency = (ctx: Pick<ApiContext, 'currencyCode'>, stripe: Pick<StripeConfig, 'currency'>): string =>
  (ctx.currencyCode ?? stripe.currency()).toLowerCase();

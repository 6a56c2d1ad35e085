// The words of the bottle flow (docs/product.md#error-messages). Texts the product brief gave are
// copied word for word; the others (marked "chosen") are ours because the brief showed none.
import type { Minor } from '../money/minor-units';
import type { ApiError } from '../shared/api-error';
import type { OnLocationCharge } from './bottle-pricing';

/** Bottle page: guest count, date or time missing. */
export const missingSelectionWarning = 'Please Select Date, Time & Guests Count';

/** Bottle page: minimum not met or no bottle chosen. */
export const minimumChargeWarning =
  'To complete check out,you must meet the minimum charge per table. *Click on the Up button (+) next to the bottles you want buy, click on Check-out to make payment.';

/**
 * An amount as plain text for the popup: currency symbol, whole units, two decimals, no grouping
 * ("$1250.00"). Rendering with Intl belongs to the edge; this text is fixed by the product brief.
 */
export function plainAmount(amount: Minor, currencySymbol: string): string {
  const units = Math.floor(amount / 100);
  const cents = amount % 100;
  return `${currencySymbol}${units}.${String(cents).padStart(2, '0')}`;
}

/**
 * Given: `Congratulation ... You WON ${amount} Discount, Total Amount Is : ${total}`. The brief's `$`
 * is the currency sign, so it is the venue's currency symbol here (default $).
 */
export const promoterSuccessMessage = (discount: Minor, total: Minor, currencySymbol: string): string =>
  `Congratulation ... You WON ${plainAmount(discount, currencySymbol)} Discount, Total Amount Is : ${plainAmount(total, currencySymbol)}`;

/** Chosen: the note shown when Bottles is neither taxed nor service-charged online (docs/product.md#bottle-checkout). */
export const onLocationNote = (charge: OnLocationCharge, currencySymbol: string): string =>
  `Tax (${charge.taxPercent}%) and service charge (${charge.servicePercent}%), ${plainAmount(charge.amount, currencySymbol)} in total, ` +
  'will be paid on location. Please bring a matching ID and the credit card used for this order to the venue to verify the payment authorization.';

/** Chosen: the out-of-date modal. */
export const outOfDateMessage =
  'Your bottle selection is out of date: prices, availability or the table minimum have changed since you chose your bottles. Please choose your bottles again.';

/** Chosen: the payment error modal when the server sends no message of its own. */
export const orderFailedMessage = 'We could not place your bottle order. Please try again.';

/** Chosen: the payment error modal when the request never got an answer. */
export const orderNetworkFailedMessage =
  'We could not reach the venue to place your bottle order. Please check your connection and try again.';

/**
 * The payment error modal's HTML: the server's own `message` (or `error`) when its body has one, as
 * a venue backend may send it or as the venue API's `{ error: { code, message } }`
 * (docs/api-conventions.md), otherwise one of ours. It is venue HTML: the app renders it through its
 * sanitising component.
 */
export function orderErrorMessage(error: ApiError): string {
  if (error._tag === 'NetworkError') return orderNetworkFailedMessage;
  if (error._tag === 'HttpError' && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { readonly message?: unknown; readonly error?: unknown };
    const nested =
      typeof body.error === 'object' && body.error !== null ? (body.error as { readonly message?: unknown }).message : undefined;
    for (const text of [body.message, body.error, nested]) if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return orderFailedMessage;
}

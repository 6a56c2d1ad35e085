// What the bottle flow tells the guest, as codes and data: the app words them from its catalogs
// (docs/architecture.md#languages, docs/product.md#error-messages).
import type { Minor } from '../money/minor-units';
import type { ApiError } from '../shared/api-error';

/** Why the bottle page refuses Check-out: guest count, date or time missing, or the minimum not met. */
export type BottleWarning = 'missing-selection' | 'minimum-charge';

/** The promoter popup's figures: the discount won and the new total (docs/product.md#error-messages). */
export interface PromoterWin {
  readonly discount: Minor;
  readonly total: Minor;
}

/**
 * Why the bottle order was not placed: the venue's own message (venue HTML, rendered through the app's
 * sanitising component), no answer at all, or an answer without a message of its own.
 */
export type BottleOrderError =
  { readonly kind: 'venue'; readonly html: string } | { readonly kind: 'unreachable' } | { readonly kind: 'failed' };

/**
 * The server's own `message` (or `error`) when its body has one, as a venue backend may send it or as
 * the venue API's `{ error: { code, message } }` (docs/api-conventions.md); otherwise a code.
 */
export function bottleOrderError(error: ApiError): BottleOrderError {
  if (error._tag === 'NetworkError') return { kind: 'unreachable' };
  if (error._tag === 'HttpError' && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { readonly message?: unknown; readonly error?: unknown };
    const nested =
      typeof body.error === 'object' && body.error !== null ? (body.error as { readonly message?: unknown }).message : undefined;
    for (const text of [body.message, body.error, nested])
      if (typeof text === 'string' && text.trim() !== '') return { kind: 'venue', html: text };
  }
  return { kind: 'failed' };
}

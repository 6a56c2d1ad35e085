// The checkout's order attempts and their idempotency keys (`{checkoutId}-{n}`): the same payload is a
// retry and reuses its key, so a double click or a retry can never create a second order; a changed
// payload gets the next key.
import type { BottleOrderPayload } from './bottle-order.schema';
import type { BottleQuote } from './bottle-pricing';

/** One order attempt: the payload sent and the key the server deduplicates it by. */
export interface OrderAttempt {
  readonly key: string;
  readonly payload: BottleOrderPayload;
  /** The payload as text: an identical payload is a retry and reuses the key. */
  readonly fingerprint: string;
  readonly quote: BottleQuote;
}

/** An idempotency key used on this visit, with the payload it was used for. */
export interface UsedKey {
  readonly key: string;
  readonly fingerprint: string;
}

export function nextAttempt(
  checkoutId: string,
  keys: readonly UsedKey[],
  payload: BottleOrderPayload,
  quote: BottleQuote,
): { readonly keys: readonly UsedKey[]; readonly attempt: OrderAttempt } {
  const fingerprint = JSON.stringify(payload);
  const known = keys.find((entry) => entry.fingerprint === fingerprint);
  const key = known?.key ?? `${checkoutId}-${keys.length + 1}`;
  return { keys: known ? keys : [...keys, { key, fingerprint }], attempt: { key, payload, fingerprint, quote } };
}

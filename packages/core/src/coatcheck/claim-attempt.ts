// The claim's send attempts and their idempotency keys (`{seed}-{n}`): the same payload is a retry and
// reuses its key, so a double tap or a retry never makes two tickets; a changed payload gets the next
// key. The count runs on across guests, so two guests never share a key, even with the same details.
import type { CoatCheckPayload } from '../orders/coatcheck.schema';

/** One send: the payload and the key the venue deduplicates it by (the check-in call's input). */
export interface ClaimAttempt {
  readonly payload: CoatCheckPayload;
  readonly idempotencyKey: string;
}

export interface UsedClaimKey {
  readonly key: string;
  /** The payload as text: an identical payload is a retry. */
  readonly fingerprint: string;
}

interface Keys {
  readonly seed: string;
  readonly keys: readonly UsedClaimKey[];
  readonly keyCount: number;
}

export function nextClaimAttempt(
  state: Keys,
  payload: CoatCheckPayload,
): Pick<Keys, 'keys' | 'keyCount'> & { readonly attempt: ClaimAttempt } {
  const fingerprint = JSON.stringify(payload);
  const known = state.keys.find((entry) => entry.fingerprint === fingerprint);
  if (known) return { keys: state.keys, keyCount: state.keyCount, attempt: { payload, idempotencyKey: known.key } };
  const key = `${state.seed}-${state.keyCount + 1}`;
  return { keys: [...state.keys, { key, fingerprint }], keyCount: state.keyCount + 1, attempt: { payload, idempotencyKey: key } };
}

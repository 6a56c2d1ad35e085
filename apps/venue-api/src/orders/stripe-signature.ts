// Stripe's webhook signature (docs/backend.md#stripe-webhook): the `Stripe-Signature` header holds
// `t=<unix seconds>` and one or more `v1=<hex>`, each an HMAC-SHA256 with the endpoint's secret over
// `${t}.${raw body}`. The raw bytes are signed, so the body is checked before it is parsed; an old
// timestamp is refused so a captured delivery cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '@venue/core/shared/result';

/** Stripe's own default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
const MAX_HEADER_LENGTH = 4096;

export const signPayload = (secret: string, timestamp: number, raw: Uint8Array): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest();

export function verifyStripeSignature(
  header: string | undefined,
  raw: Uint8Array,
  secret: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): Result<{ readonly timestamp: number }, string> {
  if (header === undefined || header.length === 0) return err('The Stripe-Signature header is missing.');
  if (header.length > MAX_HEADER_LENGTH) return err('The Stripe-Signature header is too long.');
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined) return err('The Stripe-Signature header has no timestamp.');
  if (signatures.length === 0) return err('The Stripe-Signature header has no v1 signature.');
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return err('The Stripe-Signature timestamp is outside the tolerance.');
  const expected = signPayload(secret, timestamp, raw);
  // Every signature is compared in constant time; any one matching is enough (Stripe sends several while a secret rolls).
  const matches = signatures.filter((signature) => timingSafeEqual(signature, expected)).length;
  return matches > 0 ? ok({ timestamp }) : err('No Stripe-Signature matches the body.');
}

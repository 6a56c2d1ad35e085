// The order secret (docs/product.md#codes-for-guests, docs/decisions.md#guest-codes): made with an order of a kind that
// gets guest codes, answered once in the create's answer (which the idempotency key replays, so a retried create
// gets the same one) and kept only as its SHA-256. The order's codes and its invoice's code pages ask for it.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoredOrder } from '../store/orders.store';

export interface NewOrderSecret {
  /** For the buyer's browser, in the create's answer; never stored. */
  readonly secret: string;
  /** What the orders table keeps (secret_hash). */
  readonly hash: string;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** 192 random bits, base64url: as the guests' own links. */
export function newOrderSecret(): NewOrderSecret {
  const secret = randomBytes(24).toString('base64url');
  return { secret, hash: sha256(secret).toString('hex') };
}

/** Whether `given` is the order's secret, compared in constant time; an order without one (older, or of a kind without codes) never matches. */
export function holdsOrderSecret(order: Pick<StoredOrder, 'secretHash'>, given: string | undefined): boolean {
  if (order.secretHash === null || given === undefined || given === '') return false;
  return timingSafeEqual(sha256(given), Buffer.from(order.secretHash, 'hex'));
}

// A place's own key on the other-guests page (docs/decisions.md#other-guests-places): the browser that names a place
// makes it, sends it with the name, and keeps it; the venue keeps only its SHA-256. Whoever holds it reads and
// corrects that place's e-mail and phone; the order secret opens every place. Apart from the schemas, so the route
// table and the page's storage need no Effect.
import { toBase64url } from '../guest-codes/base64url';
import { ATTENDEES_MAX } from '../shared/input-limits';
import { ORDER_SECRET_PARAM } from './order-secret-param';

/** 192 random bits in base64url, as the order secret and the guests' links. */
export const PLACE_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The query of the reads that answer a held place's contacts: `?keys=a,b` (base64url has no comma). */
export const PLACE_KEYS_PARAM = 'keys';

/** Who is asking, beyond the order's id: the buyer's order secret, the places' keys this browser holds. */
export interface GuestAccess {
  readonly secret: string | null;
  readonly keys: readonly string[];
}
export const noGuestAccess: GuestAccess = { secret: null, keys: [] };

interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
}

/** A fresh key; getRandomValues works in any browser context, secure or not, and in Node 20. */
export function newPlaceKey(): string {
  const crypto = (globalThis as { crypto?: RandomSource }).crypto;
  if (crypto === undefined) throw new Error('No random source for a place key');
  return toBase64url(crypto.getRandomValues(new Uint8Array(24)));
}

export const isPlaceKey = (text: string): boolean => PLACE_KEY_PATTERN.test(text);

/** The well-formed keys of `keys=a,b`, each once, at most one per place an order may have; anything else is dropped. */
export function parsePlaceKeys(raw: string | undefined | null): readonly string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const keys = raw
    .slice(0, ATTENDEES_MAX * 33)
    .split(',')
    .filter(isPlaceKey);
  return [...new Set(keys)].slice(0, ATTENDEES_MAX);
}

export const joinPlaceKeys = (keys: readonly string[]): string => keys.join(',');

/** The query that carries `access`, only what is held: `{ secret, keys }`, or nothing. */
export const accessQuery = ({ secret, keys }: GuestAccess): Readonly<Record<string, string>> => ({
  ...(secret === null ? {} : { [ORDER_SECRET_PARAM]: secret }),
  ...(keys.length === 0 ? {} : { [PLACE_KEYS_PARAM]: joinPlaceKeys(keys) }),
});

// Guest codes: a signed token in a QR code that the door checks with the venue's public key alone
// (docs/product.md#codes-for-guests). The token says which night, order and guest it admits; whether the order was
// cancelled or the code already used is the door's to decide from the night's list and its check-ins, never the token's.
import { decodeWith } from '../shared/decode';
import { fromBase64url, toBase64url } from './base64url';
import { GuestCodeClaimsSchema, type GuestCodeClaims } from './guest-code.schema';
import { ED25519, fromUtf8, utf8, webCrypto, type CryptoKey, type CryptoKeyPair } from './web-crypto';

export type { CryptoKey, CryptoKeyPair } from './web-crypto';
export type { GuestCodeClaims, GuestCodeKind } from './guest-code.schema';

/** The token's first part: the format and its version, also what the signature covers first. */
export const GUEST_CODE_PREFIX = 'VG1';
/**
 * Above the longest code the claims allow (every text at its longest, in three-byte characters: about 1,700 characters)
 * and within what a QR code holds at medium error correction; a pasted novel is refused before any work. A real code
 * is about 300 characters.
 */
export const GUEST_CODE_MAX_LENGTH = 2000;

export type GuestCodeRefusal = 'malformed' | 'bad-signature' | 'other-night';

export type GuestCodeReading =
  | { readonly ok: true; readonly claims: GuestCodeClaims }
  | { readonly ok: false; readonly reason: 'malformed' | 'bad-signature' }
  /** Signed by the venue, for another night: the claims say which, so the door can tell the guest. */
  | { readonly ok: false; readonly reason: 'other-night'; readonly claims: GuestCodeClaims };

const decodeClaims = decodeWith(GuestCodeClaimsSchema, 'guest code');

/** The claims in a fixed order, a JSON array: shorter than an object, so the QR code stays small. */
const claimsToWire = (c: GuestCodeClaims) => [c.version, c.kind, c.night, c.eventId, c.orderId, c.codeId, c.guestName, c.label];

function claimsFromWire(wire: unknown): GuestCodeClaims | null {
  if (!Array.isArray(wire) || wire.length !== 8) return null;
  const [version, kind, night, eventId, orderId, codeId, guestName, label] = wire as unknown[];
  const decoded = decodeClaims({ version, kind, night, eventId, orderId, codeId, guestName, label });
  return decoded.ok ? decoded.value : null;
}

export async function signGuestCode(claims: GuestCodeClaims, privateKey: CryptoKey): Promise<string> {
  const checked = decodeClaims(claims);
  if (!checked.ok) throw new Error(`Cannot sign a guest code: ${checked.error.path} ${checked.error.message}`);
  const signed = `${GUEST_CODE_PREFIX}.${toBase64url(utf8(JSON.stringify(claimsToWire(checked.value))))}`;
  const signature = new Uint8Array(await webCrypto().subtle.sign(ED25519, privateKey, utf8(signed)));
  const code = `${signed}.${toBase64url(signature)}`;
  // Unreachable with claims the schema accepts; a guard, so a code the door would refuse is never handed out.
  if (code.length > GUEST_CODE_MAX_LENGTH) throw new Error('Cannot sign a guest code: the claims are too long');
  return code;
}

/** Reads a code as the door does: well formed, signed by the venue's key, for this night (YYYY-MM-DD). */
export async function readGuestCode(code: string, publicKey: CryptoKey, night: string): Promise<GuestCodeReading> {
  const parts = code.length <= GUEST_CODE_MAX_LENGTH ? code.split('.') : [];
  const [prefix, payload, signatureText] = parts;
  if (parts.length !== 3 || prefix !== GUEST_CODE_PREFIX || payload === undefined || signatureText === undefined) return malformed;
  const payloadBytes = fromBase64url(payload);
  const signature = fromBase64url(signatureText);
  if (payloadBytes === null || signature === null || signature.length !== 64) return malformed;
  const valid = await webCrypto()
    .subtle.verify(ED25519, publicKey, signature, utf8(`${prefix}.${payload}`))
    .catch(() => false);
  if (!valid) return { ok: false, reason: 'bad-signature' };
  const claims = claimsFromWire(parseJson(payloadBytes));
  if (claims === null) return malformed;
  return claims.night === night ? { ok: true, claims } : { ok: false, reason: 'other-night', claims };
}

const malformed: GuestCodeReading = { ok: false, reason: 'malformed' };

function parseJson(bytes: Uint8Array<ArrayBuffer>): unknown {
  try {
    return JSON.parse(fromUtf8(bytes));
  } catch {
    return undefined;
  }
}

/** The public key as the venue publishes it: the 32 raw Ed25519 bytes in base64url. */
export async function importDoorPublicKey(raw: string): Promise<CryptoKey> {
  const bytes = fromBase64url(raw.trim());
  if (bytes === null || bytes.length !== 32) throw new Error('Not an Ed25519 public key');
  return webCrypto().subtle.importKey('raw', bytes, ED25519, true, ['verify']);
}

export async function exportDoorPublicKey(publicKey: CryptoKey): Promise<string> {
  return toBase64url(new Uint8Array(await webCrypto().subtle.exportKey('raw', publicKey)));
}

/** A new key pair for a venue; the private key is extractable once, to be stored by the backend. */
export function generateGuestCodeKeys(): Promise<CryptoKeyPair> {
  return webCrypto().subtle.generateKey(ED25519, true, ['sign', 'verify']);
}

/** The private key as the backend stores it: PKCS #8 in base64url. */
export async function exportSigningKey(privateKey: CryptoKey): Promise<string> {
  return toBase64url(new Uint8Array(await webCrypto().subtle.exportKey('pkcs8', privateKey)));
}

export async function importSigningKey(stored: string): Promise<CryptoKey> {
  const bytes = fromBase64url(stored);
  if (bytes === null) throw new Error('Not a stored signing key');
  return webCrypto().subtle.importKey('pkcs8', bytes, ED25519, false, ['sign']);
}

/** A fresh code id: 128 random bits in base64url (22 characters), never a counter a guest could guess. */
export function newGuestCodeId(): string {
  return toBase64url(webCrypto().getRandomValues(new Uint8Array(16)));
}

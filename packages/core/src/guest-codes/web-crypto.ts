// The few WebCrypto calls guest codes need (Ed25519 sign, verify, import, export, random bytes), typed here because core's
// `lib` has no DOM and no Node types. Node 20 and current browsers both provide them on `globalThis.crypto`
// (docs/decisions.md#guest-codes).

/** A WebCrypto key: the browser's and Node's `CryptoKey` both fit this shape. */
export interface CryptoKey {
  readonly type: string;
  readonly extractable: boolean;
  readonly algorithm: { readonly name: string };
  readonly usages: ReadonlyArray<string>;
}

export interface CryptoKeyPair {
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
}

type Bytes = Uint8Array<ArrayBuffer>;
type KeyUsage = 'sign' | 'verify';
type Ed25519 = { readonly name: 'Ed25519' };

interface Subtle {
  sign(algorithm: Ed25519, key: CryptoKey, data: Bytes): Promise<ArrayBuffer>;
  verify(algorithm: Ed25519, key: CryptoKey, signature: Bytes, data: Bytes): Promise<boolean>;
  importKey(format: 'raw' | 'pkcs8', keyData: Bytes, algorithm: Ed25519, extractable: boolean, usages: KeyUsage[]): Promise<CryptoKey>;
  exportKey(format: 'raw' | 'pkcs8', key: CryptoKey): Promise<ArrayBuffer>;
  generateKey(algorithm: Ed25519, extractable: boolean, usages: KeyUsage[]): Promise<CryptoKeyPair>;
}

interface WebCrypto {
  readonly subtle: Subtle;
  getRandomValues(array: Bytes): Bytes;
}

interface TextCodecs {
  readonly TextEncoder: new () => { encode(text: string): Bytes };
  readonly TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(bytes: Bytes): string };
}

export const ED25519: Ed25519 = { name: 'Ed25519' };

export function webCrypto(): WebCrypto {
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (crypto?.subtle === undefined) throw new Error('WebCrypto is not available here');
  return crypto;
}

const codecs = globalThis as unknown as TextCodecs;

export const utf8 = (text: string): Bytes => new codecs.TextEncoder().encode(text);

/** Strict: bytes that are not UTF-8 throw, so a forged payload cannot decode to a look-alike text. */
export const fromUtf8 = (bytes: Bytes): string => new codecs.TextDecoder('utf-8', { fatal: true }).decode(bytes);

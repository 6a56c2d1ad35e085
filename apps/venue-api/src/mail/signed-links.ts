// Signed links that expire, for links sent by mail (docs/backend.md#signed-links): a mailing-list confirmation, an
// unsubscribe link, a find-my-orders link, a reservation's cancel link. HMAC-SHA256 under one key kept in the database
// (migrations/020-mailing-list-consent.sql), so every instance checks what any other signed. Each token is bound
// to its purpose: a confirmation token is no unsubscribe token, and neither opens anyone's orders.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.port';

export type LinkPurpose = 'mailing-list-confirm' | 'mailing-list-unsubscribe' | 'my-orders' | 'reservation-cancel';

/** The subject a valid token was signed for, or why it is refused. */
export type LinkCheck = { readonly subject: string } | 'expired' | 'invalid';

export interface SignedLinks {
  /** A URL-safe token for `subject` (at most 300 characters); `expiresAt` null for a link that never expires. */
  sign(purpose: LinkPurpose, subject: string, expiresAt: Date | null): string;
  /** 'invalid' for anything not signed by this venue for this purpose (checked before the time); 'expired' once past it. */
  verify(purpose: LinkPurpose, token: string, now: Date): LinkCheck;
}

const MAX_SUBJECT_LENGTH = 300;
const NEVER = '-';
// subject (base64url) . expiry (Unix seconds, or - for never) . MAC (32 bytes, base64url)
const tokenShape = /^([A-Za-z0-9_-]{1,400})\.(\d{1,12}|-)\.([A-Za-z0-9_-]{43})$/;

/** Links under a given key: what signedLinks() gives once the key is read. */
export function signedLinksWith(key: Uint8Array): SignedLinks {
  const mac = (purpose: LinkPurpose, subject: string, expiry: string) =>
    createHmac('sha256', key).update(`${purpose}.${subject}.${expiry}`).digest();
  return {
    sign(purpose, subject, expiresAt) {
      if (subject.length === 0 || subject.length > MAX_SUBJECT_LENGTH) throw new Error('A link subject is 1 to 300 characters.');
      const encoded = Buffer.from(subject, 'utf8').toString('base64url');
      const expiry = expiresAt === null ? NEVER : String(Math.ceil(expiresAt.getTime() / 1000));
      return `${encoded}.${expiry}.${mac(purpose, encoded, expiry).toString('base64url')}`;
    },
    verify(purpose, token, now) {
      const parts = tokenShape.exec(token);
      if (!parts) return 'invalid';
      const [, encoded = '', expiry = '', signature = ''] = parts;
      // Compared as text: base64url's last character carries spare bits, so decoding would let four spellings pass.
      const given = Buffer.from(signature, 'ascii');
      const expected = Buffer.from(mac(purpose, encoded, expiry).toString('base64url'), 'ascii');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      if (expiry !== NEVER && Number(expiry) * 1000 <= now.getTime()) return 'expired';
      return { subject: Buffer.from(encoded, 'base64url').toString('utf8') };
    },
  };
}

/** One read per database and process: the key never changes once written. */
const loaded = new WeakMap<Database, Promise<SignedLinks>>();

/** The venue's signed links; the first instance to need the key makes it, and every instance reads the one that won. */
export function signedLinks(db: Database, now: () => Date): Promise<SignedLinks> {
  let links = loaded.get(db);
  if (!links) {
    links = loadOrCreateKey(db, now).then(signedLinksWith);
    // A failed read (the database was down) is tried again next time rather than kept.
    links.catch(() => loaded.delete(db));
    loaded.set(db, links);
  }
  return links;
}

async function loadOrCreateKey(db: Database, now: () => Date): Promise<Uint8Array> {
  const read = () => db.query<{ secret: string }>('SELECT secret FROM signed_link_key WHERE id = 1');
  let [row] = await read();
  if (!row) {
    await db.query('INSERT INTO signed_link_key (id, secret, created_at) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [
      randomBytes(32).toString('base64url'),
      now(),
    ]);
    [row] = await read();
  }
  if (!row) throw new Error('The signed-link key could not be stored.');
  return Buffer.from(row.secret, 'base64url');
}

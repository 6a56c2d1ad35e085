// The venue's guest-code key pair, made once and kept in the database (migrations/015-guest-codes.sql). Whichever
// instance needs it first inserts a new pair; ON CONFLICT DO NOTHING lets exactly one insert win, and every instance
// then reads the winner, so two instances never sign with different keys.
import {
  exportDoorPublicKey,
  exportSigningKey,
  generateGuestCodeKeys,
  importSigningKey,
  type CryptoKey,
} from '@venue/core/guest-codes/guest-code';
import type { Database } from '../db/database.port';

export interface VenueKeys {
  readonly signingKey: CryptoKey;
  /** The public key as published: 32 raw bytes, base64url. */
  readonly publicKey: string;
}

/** One read per database and process: the row never changes once written. */
const loaded = new WeakMap<Database, Promise<VenueKeys>>();

export function venueKeys(db: Database, now: () => Date): Promise<VenueKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadOrCreateVenueKeys(db, now);
    // A failed read (the database was down) is tried again next time rather than kept.
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}

export async function loadOrCreateVenueKeys(db: Database, now: () => Date): Promise<VenueKeys> {
  const read = () =>
    db.query<{ private_key: string; public_key: string }>('SELECT private_key, public_key FROM guest_code_key WHERE id = 1');
  let [row] = await read();
  if (!row) {
    const pair = await generateGuestCodeKeys();
    await db.query(
      'INSERT INTO guest_code_key (id, private_key, public_key, created_at) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [await exportSigningKey(pair.privateKey), await exportDoorPublicKey(pair.publicKey), now()],
    );
    [row] = await read();
  }
  if (!row) throw new Error('The guest-code key could not be stored.');
  return { signingKey: await importSigningKey(row.private_key), publicKey: row.public_key };
}

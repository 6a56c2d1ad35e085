// Random opaque app tokens: the caller gets the token, the database keeps only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.port';

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface IssuedToken {
  readonly token: string;
  readonly expiresIn: number;
}

export async function issueToken(
  db: Database,
  who: { clientId: string; username: string },
  ttlSeconds: number,
  now: Date,
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.transaction(async (tx) => {
    // Expired tokens are useless; dropping them here keeps the table small without a timer.
    await tx.query('DELETE FROM access_token WHERE expires_at <= $1', [now]);
    await tx.query('INSERT INTO access_token (token_hash, client_id, username, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      hash(token),
      who.clientId,
      who.username,
      now,
      expiresAt,
    ]);
  });
  return { token, expiresIn: ttlSeconds };
}

/** When a token that is valid now expires; undefined for an unknown or expired token. */
export async function validTokenExpiry(db: Database, token: string, now: Date): Promise<Date | undefined> {
  const [row] = await db.query<{ expires_at: Date }>('SELECT expires_at FROM access_token WHERE token_hash = $1 AND expires_at > $2', [
    hash(token),
    now,
  ]);
  return row?.expires_at;
}

// Sign-in to the staff page: one password from configuration, then a random session cookie.
// Sessions are kept in the database (staff_session), so every backend instance on one PostgreSQL
// server knows them and a restart keeps staff signed in (docs/backend.md#several-instances). Only the
// token's SHA-256 is stored: a copy of the database does not sign anyone in.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.port';

export const STAFF_COOKIE = 'venue_staff';
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;
/** Longer than any token this issues (43 characters): a longer cookie is not ours. */
const MAX_TOKEN_LENGTH = 100;

const digest = (text: string) => createHash('sha256').update(text).digest();
const tokenHash = (token: string) => digest(token).toString('hex');

/** Compares digests, so neither the length nor the content of the password leaks through timing. */
export const isStaffPassword = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

export interface StaffSessions {
  /** A new session; its token goes in the cookie. */
  open(): Promise<string>;
  isOpen(token: string | undefined): Promise<boolean>;
  close(token: string | undefined): Promise<void>;
}

export function staffSessions(db: Queryable, now: () => Date): StaffSessions {
  return {
    async open() {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + STAFF_SESSION_SECONDS * 1000);
      await db.query('INSERT INTO staff_session (token_hash, expires_at) VALUES ($1, $2)', [tokenHash(token), expiresAt]);
      return token;
    },
    async isOpen(token) {
      if (token === undefined || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
      const rows = await db.query('SELECT 1 FROM staff_session WHERE token_hash = $1 AND expires_at > $2', [tokenHash(token), now()]);
      return rows.length > 0;
    },
    async close(token) {
      if (token === undefined || token.length > MAX_TOKEN_LENGTH) return;
      await db.query('DELETE FROM staff_session WHERE token_hash = $1', [tokenHash(token)]);
    },
  };
}

/** Removes sessions that have ended (the retention chore, maintenance/retention.ts); returns how many. */
export async function pruneStaffSessions(db: Queryable, now: Date): Promise<number> {
  return (await db.query('DELETE FROM staff_session WHERE expires_at <= $1 RETURNING token_hash', [now])).length;
}

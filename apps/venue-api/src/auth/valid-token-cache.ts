// Tokens already found valid, kept in memory until they expire: every API call checks its bearer
// token, and a token is only ever removed from the database once it has expired, so a valid one
// stays valid until then. Only valid tokens are kept; an unknown one is always asked about again.
import type { Database } from '../db/database.port';
import { validTokenExpiry } from './access-tokens';

const MAX_TOKENS = 10_000;

export function validTokenCache(db: Database): (token: string, now: Date) => Promise<boolean> {
  const expiries = new Map<string, number>();
  return async (token, now) => {
    const known = expiries.get(token);
    if (known !== undefined) {
      if (now.getTime() < known) return true;
      expiries.delete(token);
    }
    const expiresAt = await validTokenExpiry(db, token, now);
    if (expiresAt === undefined) return false;
    if (expiries.size >= MAX_TOKENS) expiries.clear();
    expiries.set(token, expiresAt.getTime());
    return true;
  };
}

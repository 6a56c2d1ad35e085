// "Find my orders" asks per e-mail address (docs/backend.md#limits): besides the network address's budget
// (http/rate-limits.ts), each address may be asked for a few times an hour, so nobody can fill a guest's inbox from
// many network addresses. Every ask counts, whether the address has orders or not, so running out tells nothing.
// Kept in the rate_limit table in rate-limiter-flexible's layout (key, points, expiry in epoch milliseconds), on the
// embedded database and on a server alike: every instance spends from one budget, and the retention chore prunes it.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.port';

export const addressBudget = { points: 5, seconds: 3600 } as const;

/** The key holds a hash of the address, never the address: the table keeps no one's e-mail. */
const keyOf = (email: string): string => `myOrdersAddress:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export type BudgetAnswer = { readonly ok: true } | { readonly ok: false; readonly msBeforeNext: number };

/** Spends one ask of the address's budget in one statement (two instances cannot both take the last one). */
export async function spendAddressBudget(db: Queryable, email: string, now: Date): Promise<BudgetAnswer> {
  const at = now.getTime();
  const [row] = await db.query<{ points: number; expire: string | number }>(
    `INSERT INTO rate_limit (key, points, expire) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       points = CASE WHEN rate_limit.expire IS NULL OR rate_limit.expire <= $3 THEN 1 ELSE rate_limit.points + 1 END,
       expire = CASE WHEN rate_limit.expire IS NULL OR rate_limit.expire <= $3 THEN $2 ELSE rate_limit.expire END
     RETURNING points, expire`,
    [keyOf(email), at + addressBudget.seconds * 1000, at],
  );
  if (!row || row.points <= addressBudget.points) return { ok: true };
  return { ok: false, msBeforeNext: Math.max(0, Number(row.expire) - at) };
}

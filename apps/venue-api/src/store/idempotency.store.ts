// Idempotency keys of order-creating POSTs (migrations/003-orders.sql): one row per endpoint and
// key, claimed in the create's own transaction and holding the answer once it is known.
import type { Queryable } from '../db/database.port';

export interface StoredKey {
  readonly requestHash: string;
  readonly responseStatus: number;
  readonly responseBody: unknown;
}

interface KeyRow {
  request_hash: string;
  response_status: number;
  response_body: unknown;
}

/**
 * Claims the key for this request; false when it is already taken. A concurrent transaction with
 * the same key blocks here until this one ends, then finds the committed row (or claims the key
 * itself after a rollback).
 */
export async function claimIdempotencyKey(tx: Queryable, endpoint: string, key: string, requestHash: string, at: Date): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (endpoint, key, request_hash, response_status, response_body, created_at)
     VALUES ($1, $2, $3, 0, 'null'::jsonb, $4) ON CONFLICT (endpoint, key) DO NOTHING RETURNING key`,
    [endpoint, key, requestHash, at],
  );
  return claimed.length > 0;
}

export async function findIdempotencyKey(db: Queryable, endpoint: string, key: string): Promise<StoredKey | undefined> {
  const [row] = await db.query<KeyRow>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE endpoint = $1 AND key = $2',
    [endpoint, key],
  );
  return row && { requestHash: row.request_hash, responseStatus: row.response_status, responseBody: row.response_body };
}

export async function saveIdempotentAnswer(
  tx: Queryable,
  endpoint: string,
  key: string,
  answer: { readonly status: number; readonly body: unknown },
): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET response_status = $3, response_body = $4::jsonb WHERE endpoint = $1 AND key = $2', [
    endpoint,
    key,
    answer.status,
    JSON.stringify(answer.body),
  ]);
}

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
 * Claims the key for this request: undefined when it was free, else the key as stored, in one
 * statement. A concurrent transaction with the same key blocks here until that one ends, then reads
 * the committed row (or claims the key itself after a rollback). The no-op update is what makes
 * PostgreSQL return the existing row; `xmax = 0` only on a row this statement inserted.
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  endpoint: string,
  key: string,
  requestHash: string,
  at: Date,
): Promise<StoredKey | undefined> {
  const [row] = await tx.query<KeyRow & { inserted: boolean }>(
    `INSERT INTO idempotency_keys (endpoint, key, request_hash, response_status, response_body, created_at)
     VALUES ($1, $2, $3, 0, 'null'::jsonb, $4)
     ON CONFLICT (endpoint, key) DO UPDATE SET endpoint = idempotency_keys.endpoint
     RETURNING (xmax = 0) AS inserted, request_hash, response_status, response_body`,
    [endpoint, key, requestHash, at],
  );
  if (!row) throw new Error(`Claiming idempotency key ${endpoint}/${key} returned no row.`);
  return row.inserted ? undefined : { requestHash: row.request_hash, responseStatus: row.response_status, responseBody: row.response_body };
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

// Idempotency-Key on order-creating POSTs (docs/api-conventions.md): the same key with the same
// body answers the first response again and creates nothing; the same key with another body is
// refused. The key row is written in the create's own transaction, so an order never exists
// without its key and a key never points at an order that was rolled back.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { apiError } from '../http/api-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 255;

export interface CreateAnswer {
  readonly status: number;
  readonly body: unknown;
}

interface KeyRow {
  request_hash: string;
  response_status: number;
  response_body: unknown;
}

/** Thrown inside the transaction to roll back a create that answered with an error. */
class Refused extends Error {
  constructor(readonly answer: CreateAnswer) {
    super('create refused');
  }
}

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(text: string): string {
  let normal: string;
  try {
    normal = canonical(JSON.parse(text));
  } catch {
    normal = text;
  }
  return createHash('sha256').update(normal).digest('hex');
}

const answer = (c: Context, { status, body }: CreateAnswer, replayed: boolean): Response =>
  c.body(JSON.stringify(body), status as ContentfulStatusCode, {
    'content-type': 'application/json; charset=UTF-8',
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  });

/**
 * Runs `create` once per (endpoint, Idempotency-Key). A 2xx answer is stored with the key in the
 * same transaction; any other answer rolls the transaction back and stores nothing, so the guest
 * may fix the input and send it again (core changes the key only after a 4xx anyway).
 * Two requests with one key at once: the second waits on the key's row and then replays.
 */
export async function withIdempotency(
  ctx: ApiContext,
  c: Context,
  endpoint: string,
  create: (tx: Queryable) => Promise<CreateAnswer>,
): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (key === '') {
    return apiError(c, 400, 'idempotency_key_required', `An order-creating request needs an ${IDEMPOTENCY_HEADER} header.`, { field: IDEMPOTENCY_HEADER });
  }
  if (key.length > MAX_KEY_LENGTH) {
    return apiError(c, 400, 'invalid_idempotency_key', `The ${IDEMPOTENCY_HEADER} header is longer than ${MAX_KEY_LENGTH} characters.`, { field: IDEMPOTENCY_HEADER });
  }
  const hash = requestHash(await c.req.text());

  try {
    const result = await ctx.db.transaction(async (tx) => {
      // Claims the key first: a concurrent transaction with the same key blocks here until this
      // one ends, then finds the committed row (or claims the key itself after a rollback).
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (endpoint, key, request_hash, response_status, response_body, created_at)
         VALUES ($1, $2, $3, 0, 'null'::jsonb, $4) ON CONFLICT (endpoint, key) DO NOTHING RETURNING key`,
        [endpoint, key, hash, ctx.now()],
      );
      if (claimed.length === 0) {
        const [stored] = await tx.query<KeyRow>('SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE endpoint = $1 AND key = $2', [
          endpoint,
          key,
        ]);
        if (!stored) throw new Error(`Idempotency key ${endpoint}/${key} vanished while it was read.`);
        return { kind: 'stored' as const, row: stored };
      }
      const created = await create(tx);
      if (created.status < 200 || created.status > 299) throw new Refused(created);
      await tx.query('UPDATE idempotency_keys SET response_status = $3, response_body = $4::jsonb WHERE endpoint = $1 AND key = $2', [
        endpoint,
        key,
        created.status,
        JSON.stringify(created.body),
      ]);
      return { kind: 'created' as const, answer: created };
    });
    if (result.kind === 'created') return answer(c, result.answer, false);
    if (result.row.request_hash !== hash) {
      return apiError(c, 422, 'idempotency_key_reused', `This ${IDEMPOTENCY_HEADER} was already used for a different request; send a new key for a new order.`, {
        field: IDEMPOTENCY_HEADER,
      });
    }
    return answer(c, { status: result.row.response_status, body: result.row.response_body }, true);
  } catch (error) {
    if (error instanceof Refused) return answer(c, error.answer, false);
    throw error;
  }
}

// Idempotency-Key on order-creating POSTs (docs/api-conventions.md): the same key with the same
// body answers the first response again and creates nothing; the same key with another body is
// refused. The key row is written in the create's own transaction, so an order never exists
// without its key and a key never points at an order that was rolled back.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, refusal } from '../http/refusal';
import { claimIdempotencyKey, saveIdempotentAnswer, type StoredKey } from '../store/idempotency.store';
import { answerOnce, type CreateAnswer } from './recent-answers';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const MAX_KEY_LENGTH = 255;

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

// Length and caching said here, so the API's JSON and no-store steps (http/json-length.ts,
// http/no-store.ts) need not read the answer back: the busiest answers of an order rush.
const answer = (c: Context, { status, body }: CreateAnswer, replayed: boolean): Response => {
  const text = JSON.stringify(body);
  return c.body(text, status as ContentfulStatusCode, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
};

/**
 * Runs `create` once per (endpoint, Idempotency-Key). A 2xx answer is stored with the key in the
 * same transaction; any other answer rolls the transaction back and stores nothing, so the guest
 * may fix the input and send it again (core changes the key only after a 4xx anyway).
 * A copy this instance answered lately is answered from memory (recent-answers.ts); otherwise two
 * requests with one key at once: the second waits on the key's row and then replays.
 */
export async function withIdempotency(
  ctx: ApiContext,
  c: Context,
  endpoint: string,
  create: (tx: Queryable) => Promise<CreateAnswer>,
): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (key === '') {
    return answerRefusal(
      c,
      refusal(400, 'idempotency_key_required', `An order-creating request needs an ${IDEMPOTENCY_HEADER} header.`, {
        field: IDEMPOTENCY_HEADER,
      }),
    );
  }
  if (key.length > MAX_KEY_LENGTH) {
    return answerRefusal(
      c,
      refusal(400, 'invalid_idempotency_key', `The ${IDEMPOTENCY_HEADER} header is longer than ${MAX_KEY_LENGTH} characters.`, {
        field: IDEMPOTENCY_HEADER,
      }),
    );
  }
  const hash = requestHash(await c.req.text());

  const outcome = await answerOnce(
    ctx.db,
    { endpoint, key, hash },
    () => createOnce(ctx, endpoint, key, hash, create),
    (result) => (result.kind === 'created' ? result.answer : undefined),
  );
  if ('replayed' in outcome) return answer(c, outcome.replayed, true);
  if (outcome.kind !== 'stored') return answer(c, outcome.answer, false);
  if (outcome.stored.requestHash !== hash) {
    return answerRefusal(
      c,
      refusal(
        422,
        'idempotency_key_reused',
        `This ${IDEMPOTENCY_HEADER} was already used for a different request; send a new key for a new order.`,
        {
          field: IDEMPOTENCY_HEADER,
        },
      ),
    );
  }
  return answer(c, { status: outcome.stored.responseStatus, body: outcome.stored.responseBody }, true);
}

type Outcome =
  | { readonly kind: 'created'; readonly answer: CreateAnswer }
  | { readonly kind: 'refused'; readonly answer: CreateAnswer }
  | { readonly kind: 'stored'; readonly stored: StoredKey };

/** One transaction: the key claimed first, then the create, its 2xx answer stored with the key. */
async function createOnce(
  ctx: ApiContext,
  endpoint: string,
  key: string,
  hash: string,
  create: (tx: Queryable) => Promise<CreateAnswer>,
): Promise<Outcome> {
  try {
    return await ctx.db.transaction(async (tx): Promise<Outcome> => {
      // The key first, so a concurrent request with the same key waits for this one.
      const stored = await claimIdempotencyKey(tx, endpoint, key, hash, ctx.now());
      if (stored) return { kind: 'stored', stored };
      const created = await create(tx);
      if (created.status < 200 || created.status > 299) throw new Refused(created);
      await saveIdempotentAnswer(tx, endpoint, key, created);
      return { kind: 'created', answer: created };
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', answer: error.answer };
    throw error;
  }
}

// This instance's memory of the order-creating requests it answered in the last minutes, by endpoint
// and Idempotency-Key. A double click or a retry after a dropped connection nearly always reaches
// the instance that took the first copy: it answers the first copy's committed answer from here, with
// no transaction, waiting for the first copy if it is still running. Anything else (a key not
// remembered, another body, a first copy that was refused or failed) goes to the database, which
// stays the one judge, also across instances (docs/backend.md#orders-payments-and-invoices).
import type { Database } from '../db/database.port';

/** What a create answered: its status and body, replayed to a repeat of the request. */
export interface CreateAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Well within a browser's retries, well short of the database keeping keys a day. */
const REMEMBER_MS = 10 * 60_000;
/** A rush of 5,000 orders in ten minutes is far beyond a venue's; the oldest are forgotten first. */
const MAX_REMEMBERED = 5_000;

interface Entry {
  readonly hash: string;
  /** The committed answer once the first copy created something; undefined when it did not. */
  readonly answer: Promise<CreateAnswer | undefined>;
  readonly at: number;
}

// Per database, so two test APIs in one process never share a key; two apps on one database do.
const entriesOf = new WeakMap<Database, Map<string, Entry>>();

function entries(db: Database): Map<string, Entry> {
  let map = entriesOf.get(db);
  if (map === undefined) {
    map = new Map();
    entriesOf.set(db, map);
  }
  return map;
}

/** The entry for `id` if it is recent enough; a stale one is dropped. */
function recent(map: Map<string, Entry>, id: string, now: number): Entry | undefined {
  const entry = map.get(id);
  if (entry !== undefined && now - entry.at > REMEMBER_MS) map.delete(id);
  return map.get(id);
}

/**
 * Runs `run` for (endpoint, key) unless this instance remembers the same request: then answers
 * `{ replayed }` with what the first copy committed (`committed` picks it from `run`'s result).
 */
export async function answerOnce<T>(
  db: Database,
  request: { readonly endpoint: string; readonly key: string; readonly hash: string },
  run: () => Promise<T>,
  committed: (result: T) => CreateAnswer | undefined,
): Promise<T | { readonly replayed: CreateAnswer }> {
  const map = entries(db);
  const id = `${request.endpoint}\n${request.key}`;
  const earlier = recent(map, id, performance.now());
  if (earlier !== undefined) {
    const first = await earlier.answer;
    if (first !== undefined && earlier.hash === request.hash) return { replayed: first };
  }
  // Another body under a remembered key, or a third copy that took the place while this one
  // waited: the database decides.
  if (map.has(id)) return run();

  let settle: (answer: CreateAnswer | undefined) => void = () => undefined;
  const entry: Entry = { hash: request.hash, answer: new Promise((resolve) => (settle = resolve)), at: performance.now() };
  map.set(id, entry);
  const oldest = map.keys().next().value;
  if (map.size > MAX_REMEMBERED && oldest !== undefined) map.delete(oldest);
  let answer: CreateAnswer | undefined;
  try {
    const result = await run();
    answer = committed(result);
    return result;
  } finally {
    if (answer === undefined && map.get(id) === entry) map.delete(id);
    settle(answer);
  }
}

// Bad input for the endpoint fuzzer (http/fuzz-endpoints.test.ts): what anyone holding the public
// client credentials can send (docs/backend.md#bad-input). Generators only; the test asserts.
import fc from 'fast-check';

/** Strings a careless or hostile client sends: NUL, lone surrogates, NaN-ish numbers, prototype keys, huge text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e308',
    '1e-400',
    '0x10',
    'null',
    'undefined',
    'true',
    '__proto__',
    'constructor',
    'prototype',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "'; DROP TABLE orders; --",
    '2030-02-30',
    '99:99 PM',
    '\u202e\u0301\ufeff',
  ),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-0, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, -1, 0.1 + 0.2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const nastyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'ref', 'PID', '_id', ''),
  fc.string({ maxLength: 12 }),
);

/** Field names the venue API uses, so some generated bodies reach its rules rather than stopping at the first missing field. */
const knownKey: fc.Arbitrary<string> = fc.constantFrom(
  'name',
  'email',
  'phone',
  'message',
  'comment',
  'clientName',
  'clientEmail',
  'clientPhoneNumber',
  'hash',
  'text',
  'venueId',
  'eventId',
  'date',
  'time',
  'quantity',
  'tickets',
  'bottles',
  'items',
  'total',
  'amount',
  'orderId',
  'paymentMethodId',
  'rating',
  'guests',
  'promoterCode',
  'password',
  'client_id',
  'client_secret',
  'username',
  'grant_type',
  'type',
  'id',
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** JSON values up to a few levels, with prototype keys and known field names. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(knownKey, nastyKey), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** A JSON text nested `depth` levels deep (arrays or objects), far deeper than any honest body. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Texts that are not JSON, though some start like it. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '[',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '{"a":NaN}',
    '{"a":undefined}',
    '\u0000',
    '"unterminated',
    '{}}',
    '[1,]',
  ),
  fc.string({ maxLength: 30 }).map((s) => `{${s}`),
);

/** A JSON body as the raw text sent: prototype keys survive JSON.stringify only when written by hand. */
export const jsonBodyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyJson.map((value) => JSON.stringify(value) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(knownKey, nastyJson)
      .map(([key, value]) => `{"__proto__":{"${key}":${JSON.stringify(value)}},"constructor":{"prototype":{"polluted":true}}}`),
  },
);

/** Ids for path parameters: real-looking, empty-ish, encoded, long or hostile. */
export const pathId: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    'velvet-room',
    '1',
    '0',
    '-1',
    '1e308',
    'NaN',
    '__proto__',
    'constructor',
    '..',
    '%2e%2e',
    'a b',
    '%00',
    'x'.repeat(2_000),
  ),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.integer().map(String),
);

/** A query string of about `bytes` characters, many parameters, some repeated. */
export function hugeQuery(bytes: number): string {
  const parts: string[] = [];
  for (let i = 0; parts.join('&').length < bytes; i += 1)
    parts.push(`${i % 7 === 0 ? 'page' : `k${i}`}=${encodeURIComponent('v\u0000é'.repeat(20))}`);
  return parts.join('&');
}

/** One honest request of the committed pact file: a starting point the fuzzer spoils one field at a time. */
export interface HonestRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

interface PactFile {
  readonly interactions: readonly {
    readonly request: { readonly method: string; readonly path: string; readonly body?: { readonly content?: unknown } };
  }[];
}

/** The JSON bodies the web app really sends, from contracts/venue-web-venue-api.json. */
export function honestRequests(pact: PactFile): readonly HonestRequest[] {
  return pact.interactions
    .flatMap(({ request }) => (request ? [{ method: request.method, path: `/venue-api${request.path}`, body: request.body?.content }] : []))
    .filter((r) => typeof r.body === 'object' && r.body !== null);
}

type Json = unknown;

/** The paths to every value inside a JSON value, the root included. */
function pathsOf(value: Json, at: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  const inner = Array.isArray(value)
    ? value.flatMap((v, i) => pathsOf(v, [...at, i]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))
      : [];
  return [at, ...inner];
}

function replaceAt(value: Json, path: readonly (string | number)[], by: (old: Json) => Json | typeof REMOVE): Json {
  if (path.length === 0) {
    const next = by(value);
    return next === REMOVE ? undefined : next;
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as Json[])] : { ...(value as Record<string, Json>) }) as Record<string | number, Json>;
  const next = rest.length === 0 ? by(copy[head as string]) : replaceAt(copy[head as string], rest, by);
  if (next === REMOVE) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

const REMOVE = Symbol('remove');

/** An honest body with one value swapped for bad input, removed, wrapped, or given an extra field. */
export function spoiled(body: Json): fc.Arbitrary<string> {
  const paths = pathsOf(body);
  return fc
    .tuple(fc.constantFrom(...paths), fc.integer({ min: 0, max: 5 }), nastyJson, fc.oneof(nastyKey, knownKey))
    .map(([path, how, bad, key]) => {
      const changed = replaceAt(body, path, (old) => {
        if (how === 0) return bad;
        if (how === 1 && path.length > 0) return REMOVE;
        if (how === 4 && typeof old === 'string') return `${old}\u0000`;
        if (how === 2) return [old];
        if (how === 3 && typeof old === 'object' && old !== null && !Array.isArray(old)) return { ...old, [key]: bad };
        return typeof old === 'number' ? String(old) : typeof old === 'string' ? Number(old) : bad;
      });
      return JSON.stringify(changed) ?? 'null';
    });
}

// Query strings on plain strings: core has no URL class, and the rules only need key -> value.

export type Query = Readonly<Record<string, string>>;

export interface Href {
  readonly path: string;
  readonly query: Query;
  /** "#..." or "", kept so a navigation never loses an anchor. */
  readonly hash: string;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part; // a malformed escape is kept as typed
  }
}

/** "?a=1&b=2" or "a=1&b=2" to { a: '1', b: '2' }; a repeated key keeps its first value, as URLSearchParams.get does. */
export function parseQuery(search: string): Query {
  // A Map, then fromEntries: a key such as "__proto__" stays an ordinary key.
  const query = new Map<string, string>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = decode(at === -1 ? pair : pair.slice(0, at));
    const value = at === -1 ? '' : decode(pair.slice(at + 1));
    if (!query.has(key)) query.set(key, value);
  }
  return Object.fromEntries(query);
}

/** "?a=1&b=2", or "" when empty. */
export function stringifyQuery(query: Query): string {
  const pairs = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

export function splitHref(href: string): Href {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const rest = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  return { path: path === '' ? '/' : path, query: parseQuery(queryAt === -1 ? '' : rest.slice(queryAt)), hash };
}

export const joinHref = (href: Href): string => `${href.path}${stringifyQuery(href.query)}${href.hash}`;

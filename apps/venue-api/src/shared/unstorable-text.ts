// Text PostgreSQL cannot store: a NUL character (not in text nor JSON) and half of a UTF-16
// surrogate pair (JSON's `\ud800` alone is refused as invalid JSON; no keyboard types one). Input
// holding either is refused with the path to it (written as decode errors write paths,
// `events[2].name`), not left to fail in the database.

export interface UnstorableText {
  /** Where: `events[2].name`, a key itself, or `(root)` for a bare string. */
  readonly path: string;
  /** What, as a refusal says it: "a NUL character is not text". */
  readonly problem: string;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'a NUL character is not text';
  if (LONE_SURROGATE.test(text)) return 'half of a surrogate pair is not text';
  return null;
}

/** The first text or key PostgreSQL could not store, and why; null when there is none. */
export function unstorableText(value: unknown): UnstorableText | null {
  // A loop, not recursion: a 64 KB body can nest 30,000 levels deep.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, at] = next;
    const problem = typeof current === 'string' ? problemOf(current) : null;
    if (problem !== null) return { path: at || '(root)', problem };
    if (typeof current !== 'object' || current === null) continue;
    const isList = Array.isArray(current);
    for (const [key, inner] of Object.entries(current)) {
      const path = isList ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`;
      const keyProblem = problemOf(key);
      if (keyProblem !== null) return { path, problem: keyProblem };
      pending.push([inner, path]);
    }
  }
  return null;
}

// PostgreSQL text and JSON cannot hold a NUL character: input holding one is refused with the
// path to it (written as decode errors write paths, `events[2].name`), not left to fail in the database.

/** The path to the first text or key holding a NUL character; null when none does. */
export function nulPath(value: unknown): string | null {
  // A loop, not recursion: a 64 KB body can nest 30,000 levels deep.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, at] = next;
    if (typeof current === 'string' && current.includes('\u0000')) return at || '(root)';
    if (typeof current !== 'object' || current === null) continue;
    const isList = Array.isArray(current);
    for (const [key, inner] of Object.entries(current)) {
      const path = isList ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`;
      if (key.includes('\u0000')) return path;
      pending.push([inner, path]);
    }
  }
  return null;
}

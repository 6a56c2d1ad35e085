// The deep paths of a JSON answer's values, for the tests that hold each public read to a list of the fields it may
// answer (routes/public-reads.test.ts): `data.lines[].name`, every array's items under one `[]`.

/** Each path that ends in a value (text, number, boolean, null), once, sorted: an empty object or array holds none. */
export function answerPaths(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, `${at}[]`);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) walk(child, at === '' ? key : `${at}.${key}`);
    } else found.add(at);
  };
  walk(value, '');
  return [...found].sort();
}

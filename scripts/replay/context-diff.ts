// What changed in a machine's context between two snapshots, key by key, for the replay's transcript.

export interface ContextChange {
  readonly key: string;
  readonly before: unknown;
  readonly after: unknown;
}

// A context is plain data (effects come through `.provide`, never the context); undefined prints as null.
const comparable = (value: unknown): string => JSON.stringify(value, (_, v: unknown) => (v === undefined ? null : v)) ?? 'undefined';

const absent = Symbol('absent');

/** A key missing on one side counts as changed, so the first snapshot lists the whole context. */
export function contextDiff(before: unknown, after: unknown): ContextChange[] {
  const a = (typeof before === 'object' && before !== null ? before : {}) as Record<string, unknown>;
  const b = (typeof after === 'object' && after !== null ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const read = (record: Record<string, unknown>, key: string): unknown => (key in record ? record[key] : absent);
  return keys
    .filter((key) => key in a !== key in b || comparable(a[key]) !== comparable(b[key]))
    .map((key) => ({ key, before: read(a, key), after: read(b, key) }));
}

export const isAbsent = (value: unknown): boolean => value === absent;

export const printable = (value: unknown, limit = 160): string => {
  const text = value === absent ? '(absent)' : comparable(value);
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
};

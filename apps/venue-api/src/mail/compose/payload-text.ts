// Fields of an order's stored payload (jsonb, written by the routes that decoded it), read defensively: a mail of an
// old or odd row shows what is there, never throws on what is not.

/** The field as trimmed text, '' when absent or not text. */
export function payloadText(payload: unknown, key: string): string {
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

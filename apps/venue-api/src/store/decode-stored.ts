// Documents read back from the database are decoded with their schema: a document that no
// longer fits (a seed from an older shape, a manual edit) fails loudly instead of reaching a page.
import type { Schema } from 'effect';
import { decodeWith } from '@venue/core/shared/decode';

export function decodeStored<S extends Schema.Top>(schema: S, what: string, doc: unknown): S['Type'] {
  const decoded = decodeWith(schema, what)(doc);
  if (!decoded.ok) throw new Error(`Stored ${what} does not decode at ${decoded.error.path || '(root)'}: ${decoded.error.message}`);
  return decoded.value;
}

// The venue's refusal of a blocked night (422 `blocked`, docs/product.md#blocked-periods) carries the
// block's notes in `error.details`; the page shows them in the same dialog as a block it found itself.
import { Schema } from 'effect';
import type { ApiError } from '../shared/api-error';

const BlockedRefusalBody = Schema.Struct({
  error: Schema.Struct({
    code: Schema.Literal('blocked'),
    details: Schema.Struct({ notes: Schema.optional(Schema.NullOr(Schema.String)) }),
  }),
});
const decodeBody = Schema.decodeUnknownOption(BlockedRefusalBody);

/** The block's notes when the venue refused because the night or time is blocked ('' without notes), else null. */
export function blockedRefusalNotes(error: ApiError | null): string | null {
  if (error === null || error._tag !== 'HttpError' || error.status !== 422) return null;
  const body = decodeBody(error.body);
  return body._tag === 'Some' ? (body.value.error.details.notes ?? '') : null;
}

// Why the venue refused to cancel, confirm or take a reservation, read from its error body (docs/api-conventions.md):
// the cut-off for cancelling online has passed (409 too_late), the hold of an unconfirmed reservation ran out
// (409 hold_expired), the night has no table left (409 night_full), or the key does not open this reservation
// (403 forbidden). Anything else is for the page's usual words.
import { Schema } from 'effect';
import type { ApiError } from '../shared/api-error';
import { decodeWith } from '../shared/decode';

const RefusalBody = Schema.Struct({ error: Schema.Struct({ code: Schema.String }) });
const readRefusal = decodeWith(RefusalBody, 'a reservation refusal');

export type ReservationRefusal = 'tooLate' | 'released' | 'nightFull' | 'forbidden' | 'other';

const byCode: Readonly<Record<string, { readonly status: number; readonly refusal: ReservationRefusal }>> = {
  too_late: { status: 409, refusal: 'tooLate' },
  hold_expired: { status: 409, refusal: 'released' },
  night_full: { status: 409, refusal: 'nightFull' },
  forbidden: { status: 403, refusal: 'forbidden' },
};

export function reservationRefusalOf(error: ApiError | null): ReservationRefusal {
  if (error === null || error._tag !== 'HttpError') return 'other';
  const body = readRefusal(error.body);
  const known = body.ok ? byCode[body.value.error.code] : undefined;
  return known !== undefined && known.status === error.status ? known.refusal : 'other';
}

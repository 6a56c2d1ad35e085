// Core's failure of a guest's save or read, in the guest's language: the venue's own words for a refusal, else ours.
import type { GuestFailure } from '@venue/core/orders/other-guests-setup';
import * as m from '~messages/other-guests';
import { shortWaitText } from '../../ui/short-wait-text';

export function guestFailureText(failure: GuestFailure): string {
  if (failure.wait !== null) return shortWaitText(failure.wait);
  switch (failure.kind) {
    case 'rejected':
      return failure.message ?? m.refused;
    case 'temporary':
      return failure.message ?? m.temporary;
    case 'unreadable':
      return m.unreadable;
  }
}

// The coat check's words for core's codes (docs/product.md#coat-check): field labels, item types, why no ticket
// came back, and the status of a claim or a lost item looked up.
import type { ClaimField } from '@venue/core/coatcheck/claim-form';
import type { ClaimFailure } from '@venue/core/coatcheck/claim-texts';
import type { CoatCheckItemType, CoatCheckTicket, LostItem } from '@venue/core/orders/coatcheck.schema';
import * as m from '~messages/coatcheck';
import * as ui from '~messages/ui';

export const claimLabels = {
  clientName: m.yourName,
  clientPhoneNumber: m.phoneNumber,
  clientEmail: m.email,
  items: m.yourItems,
  notes: m.notes,
} satisfies Record<ClaimField, string>;

export const itemTypeNames = { Coat: m.coat, Bag: m.bag, Umbrella: m.umbrella, Other: m.otherItem } satisfies Record<
  CoatCheckItemType,
  string
>;

export function claimFailureText(failure: ClaimFailure): string {
  switch (failure.kind) {
    case 'throttled':
      return ui.throttled;
    case 'outage':
      return ui.outage;
    case 'temporary':
      return m.temporaryFailure;
    case 'rejected':
      return m.rejected(failure.message);
    case 'unreadable':
      return m.unreadableFailure;
  }
}

export const claimStatusText = {
  'checked-in': m.checkedInStatus,
  paid: m.paidStatus,
  returned: m.collectedStatus,
} satisfies Record<CoatCheckTicket['status'], string>;

export const lostItemStatusText = {
  held: m.heldStatus,
  returned: m.handedBackStatus,
  disposed: m.disposedStatus,
} satisfies Record<LostItem['status'], string>;

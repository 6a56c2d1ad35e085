// What the confirmation offers beside each guest's code (docs/product.md#codes-for-guests): the guest's own page to
// share, and, for a ticket order's other guests, the way to put a name on
// that place. The order's codes come buyer first, then the other guests in the order the other-guests page lists
// them (docs/api.md), so a code's position is its place.
import { otherGuestsPlaceHref } from '../orders/guest-place-param';
import { pathTo } from '../routing/routes';
import { isUnnamedGuestName, type UnnamedGuestWording } from './guest-code-names';
import type { GuestCodeView } from './guest-code-view.schema';

export const guestCodePath = (code: Pick<GuestCodeView, 'linkToken'>): string => pathTo('GuestCode', { token: code.linkToken });

/** The guest's page on this site (`origin` as the browser gives it, `https://venue.example`): what Share sends; the site words the rest. */
export const guestCodeUrl = (code: Pick<GuestCodeView, 'linkToken'>, origin: string): string =>
  `${origin.replace(/\/+$/, '')}${guestCodePath(code)}`;

export interface GuestPlaceLink {
  /** "Guest 2": the buyer is guest 1. */
  readonly guestNumber: number;
  /** Named by the buyer already ("Change name"), or still "Guest 2 of Dana Guest" in the order's language. */
  readonly named: boolean;
  readonly href: string;
}

/**
 * The other-guests place the code at `position` stands for; null for the buyer's own code and any code not a ticket's.
 * The buyer's link carries their order secret, which opens every guest's details there (docs/product.md#other-guests).
 * A code that does not say whether it is `named` (a venue's own backend) is compared with the contract's wording and
 * `wordings` (the page's language).
 */
export function guestPlaceLink(
  codes: readonly GuestCodeView[],
  position: number,
  orderSecret: string | null = null,
  wordings: readonly UnnamedGuestWording[] = [],
): GuestPlaceLink | null {
  const code = codes[position];
  const buyer = codes[0];
  if (code === undefined || buyer === undefined || position === 0 || code.kind !== 'ticket') return null;
  const guestNumber = position + 1;
  return {
    guestNumber,
    named: code.named ?? !isUnnamedGuestName(code.guestName, position, buyer.guestName, wordings),
    href: otherGuestsPlaceHref(code.orderId, guestNumber, { secret: orderSecret, keys: [] }),
  };
}

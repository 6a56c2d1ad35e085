// Looking up a claim ticket or a lost item by its number (docs/product.md#coat-check): the page's
// search forms put what was typed in the query (?claim=... or ?lostItem=...), the route loader reads it.
import type { CoatCheckTicket, LostItem } from '../orders/coatcheck.schema';
import type { Query } from '../routing/query';
import { readClaimNumber } from './claim-number';

export type CoatCheckLookup =
  | { readonly kind: 'none' }
  | { readonly kind: 'claim'; readonly typed: string; readonly number: string | null }
  | { readonly kind: 'lostItem'; readonly typed: string; readonly id: string | null };

/** A lost-item report number as the venue gives it: letters, digits, - and _, at most 64. */
const readLostItemId = (typed: string): string | null => {
  const id = typed.trim();
  return /^[\w-]{1,64}$/.test(id) ? id : null;
};

export function coatCheckLookupFrom(query: Query): CoatCheckLookup {
  if (query.claim !== undefined) return { kind: 'claim', typed: query.claim, number: readClaimNumber(query.claim) };
  if (query.lostItem !== undefined) return { kind: 'lostItem', typed: query.lostItem, id: readLostItemId(query.lostItem) };
  return { kind: 'none' };
}

export const claimStatusTexts: Readonly<Record<CoatCheckTicket['status'], string>> = {
  'checked-in': 'Checked in: your items are at the coat check desk.',
  paid: 'Paid: your items are at the coat check desk.',
  returned: 'Collected: these items were handed back.',
};

export const lostItemStatusTexts: Readonly<Record<LostItem['status'], string>> = {
  held: 'The venue is keeping it for you. Ask at the coat check desk.',
  returned: 'It was handed back to its owner.',
  disposed: 'The venue no longer holds it.',
};

export const lookupTexts = {
  claimLabel: 'Claim ticket number',
  claimInvalid: 'Enter the number on your claim ticket, such as C-0042.',
  claimNotFound: (number: string) => `We could not find claim ticket ${number}. Please check the number, or ask at the coat check desk.`,
  lostItemLabel: 'Lost item number',
  lostItemInvalid: 'Enter the number of the lost item report, as the venue gave it to you.',
  lostItemNotFound: (id: string) => `We could not find lost item ${id}. Please check the number, or ask at the coat check desk.`,
  unreachable: 'We could not reach the venue. Check your connection and try again.',
} as const;

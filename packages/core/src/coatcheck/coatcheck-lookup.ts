// Looking up a claim ticket or a lost item by its number (docs/product.md#coat-check): the page's
// search forms put what was typed in the query (?claim=... or ?lostItem=...), the route loader reads it;
// the page words what it found (docs/architecture.md#languages).
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

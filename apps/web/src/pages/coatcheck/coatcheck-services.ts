// The coat check calls and the page's loader (docs/product.md#coat-check): the financial settings the
// fees are priced with, and the claim or lost item a guest looked up by number (?claim= or ?lostItem=).
import type { LoaderFunctionArgs } from 'react-router';
import { createCoatCheckHttp } from '@venue/adapters/http/coatcheck.http';
import { coatCheckLookupFrom } from '@venue/core/coatcheck/coatcheck-lookup';
import type { CoatCheckTicket, LostItem } from '@venue/core/orders/coatcheck.schema';
import { parseQuery } from '@venue/core/routing/query';
import type { ApiResult } from '@venue/core/shared/api-error';
import { content, moneyExponent, venueClient } from '../../app/services';
import { loaded } from '../../routing/load';

export const coatCheck = createCoatCheckHttp(venueClient, moneyExponent);

/** What a lookup found: the record, none with that number, or no answer from the venue. */
export type Found<T> = { readonly kind: 'found'; readonly value: T } | { readonly kind: 'notFound' } | { readonly kind: 'failed' };

async function found<T>(answer: ApiResult<T>): Promise<Found<T>> {
  const result = await answer;
  if (result.ok) return { kind: 'found', value: result.value };
  return result.error._tag === 'HttpError' && result.error.status === 404 ? { kind: 'notFound' } : { kind: 'failed' };
}

export async function loadCoatCheck({ request }: LoaderFunctionArgs) {
  const lookup = coatCheckLookupFrom(parseQuery(new URL(request.url).search));
  const [settings, claim, lostItem] = await Promise.all([
    loaded(content.financialSettings()),
    lookup.kind === 'claim' && lookup.number !== null ? found<CoatCheckTicket>(coatCheck.ticket(lookup.number)) : null,
    lookup.kind === 'lostItem' && lookup.id !== null ? found<LostItem>(coatCheck.lostItem(lookup.id)) : null,
  ]);
  return { settings, lookup, claim, lostItem };
}

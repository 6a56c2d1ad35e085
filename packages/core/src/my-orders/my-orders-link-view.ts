// What the page a mailed "find my orders" link opens shows (docs/product.md#find-my-orders): the orders, or a clear
// refusal with the form to ask again: past its time (410), or a link the venue never made (404, or not a token's
// shape, which is never sent). Any other failure is the venue being unreachable: the route's retry panel.
import type { ApiError } from '../shared/api-error';
import type { Result } from '../shared/result';
import type { MyOrdersList } from './my-orders.schema';

export type MyOrdersLinkView =
  | { readonly kind: 'list'; readonly list: MyOrdersList }
  | { readonly kind: 'expired' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'unavailable'; readonly error: ApiError };

export function myOrdersLinkView(answer: Result<MyOrdersList, ApiError>): MyOrdersLinkView {
  if (answer.ok) return { kind: 'list', list: answer.value };
  const status = answer.error._tag === 'HttpError' ? answer.error.status : null;
  if (status === 410) return { kind: 'expired' };
  if (status === 404) return { kind: 'unknown' };
  return { kind: 'unavailable', error: answer.error };
}

// A sell-out the ticket checkout reports (docs/product.md#tickets): which ticket type and how many are left, with the
// venue's own words; the page's words are in the tickets catalog.
import type { ApiError } from '../shared/api-error';
import type { OrderFailure } from '../orders/order-flow.machine';

/** A 409 sold_out from the price check or the create: which ticket type and how many are left. */
export interface SellOut {
  readonly message: string;
  readonly ticketId: string | null;
  readonly remaining: number;
}

const errorBody = (error: ApiError): { code?: unknown; message?: unknown; details?: unknown } | null => {
  if (error._tag !== 'HttpError' || typeof error.body !== 'object' || error.body === null) return null;
  const inner = (error.body as { error?: unknown }).error;
  return typeof inner === 'object' && inner !== null ? (inner as { code?: unknown; message?: unknown; details?: unknown }) : null;
};

/** The sell-out a failed step reports, or null when it failed for another reason. */
export function sellOutOf(failure: OrderFailure): SellOut | null {
  const { error } = failure;
  if (error._tag !== 'HttpError' || error.status !== 409) return null;
  const body = errorBody(error);
  if (body?.code !== 'sold_out') return null;
  const details = (typeof body.details === 'object' && body.details !== null ? body.details : {}) as {
    ticketId?: unknown;
    remaining?: unknown;
  };
  return {
    message: error.message,
    ticketId: typeof details.ticketId === 'string' ? details.ticketId : null,
    remaining: typeof details.remaining === 'number' && Number.isInteger(details.remaining) ? details.remaining : 0,
  };
}

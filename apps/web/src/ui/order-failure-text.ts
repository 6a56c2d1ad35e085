// A failed step of an order in the guest's words: ours, or the venue's own for a refusal.
import type { OrderFailure } from '@venue/core/orders/order-flow-submit';
import * as m from '~messages/ui';

export function orderFailureText(failure: OrderFailure | null): string | null {
  if (failure === null) return null;
  switch (failure.kind) {
    case 'throttled':
      return m.throttled;
    case 'outage':
      return m.outage;
    case 'rejected':
      return failure.said ?? m.orderRefused;
    case 'temporary':
      return m.orderNotReached;
    case 'unreadable':
      return m.orderUnreadable;
  }
}

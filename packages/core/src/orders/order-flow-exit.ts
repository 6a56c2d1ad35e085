// Where an order flow leads once the venue confirmed the order (docs/product.md#order-flows): the payment
// page while the order has something to pay, else straight to its confirmation (free tickets, say).
import { confirmationHref, paymentHref } from '../routing/routes';
import type { OrderDetails } from './order.schema';
import type { OrderKind } from './orders.port';

/** `orderSecret` travels on in the address, so the confirmation can show the guests' codes (docs/product.md#codes-for-guests). */
export function confirmedOrderPath(
  kind: OrderKind,
  orderId: string,
  order: Pick<OrderDetails, 'total'> | null,
  orderSecret?: string | null,
): string {
  const due = order !== null && order.total !== null && order.total > 0;
  return due ? paymentHref(kind, orderId, orderSecret) : confirmationHref(kind, orderId, orderSecret);
}

/** The path to leave for once an order flow is done, or null while it runs. */
export function orderFlowExit(snapshot: {
  readonly status: string;
  readonly context: {
    readonly kind: OrderKind;
    readonly order: OrderDetails | null;
    readonly confirmation: { readonly orderId: string } | null;
    readonly orderSecret: string | null;
  };
}): string | null {
  const { confirmation, kind, order } = snapshot.context;
  return snapshot.status === 'done' && confirmation !== null
    ? confirmedOrderPath(kind, confirmation.orderId, order, snapshot.context.orderSecret)
    : null;
}

import type { ApiResult } from '../shared/api-error';
import type { CreatedOrder, OrderConfirmation, OrderDetails, PriceCheck } from './order.schema';

export const orderKinds = ['food', 'tickets', 'bottles', 'gift-cards', 'reservations', 'bookings'] as const;
export type OrderKind = (typeof orderKinds)[number];

/** What the guest entered; its shape depends on the kind and is not shown by the product brief, so core does not look inside. */
export type OrderPayload = Readonly<Record<string, unknown>>;

/**
 * The four calls of every order flow. The adapter maps each kind to its endpoints
 * (tickets: tickets-group, new-ticket-order, ticket-order/{id}, confirm-ticket-order/{orderId}).
 */
export interface OrdersPort {
  /** Group or price check of what the guest chose. */
  checkGroup(kind: OrderKind, payload: OrderPayload): ApiResult<PriceCheck>;
  /** Creates the order. The same idempotency key must yield the same order, so a retried create never makes a second one. */
  createOrder(kind: OrderKind, payload: OrderPayload, idempotencyKey: string): ApiResult<CreatedOrder>;
  fetchOrder(kind: OrderKind, orderId: string): ApiResult<OrderDetails>;
  confirmOrder(kind: OrderKind, orderId: string): ApiResult<OrderConfirmation>;
}

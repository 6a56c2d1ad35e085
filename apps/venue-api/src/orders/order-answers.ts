// Order rows as the wire answers of order-response.schema.ts, encoded with the core schemas
// (money back to the major unit), so the site's decoder accepts them by construction.
import { Schema } from 'effect';
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import type { Minor } from '@venue/core/money/minor-units';
import {
  CreatedOrderResponse,
  OrderConfirmationResponse,
  orderResponseSchemasIn,
  type OrderStatusLabel,
} from '@venue/core/orders/order-response.schema';
import type { OrderQuote } from '@venue/core/orders/order-pricing';
import type { OrderStatus, StoredOrder } from '../store/orders.store';
import { publicDetails } from './public-details';

const encode = <S extends Schema.Top>(schema: S, value: S['Type']): unknown =>
  (Schema.encodeUnknownSync(schema as never) as (input: unknown) => unknown)(value);

export const statusLabels: Readonly<Record<OrderStatus, OrderStatusLabel>> = {
  created: 'Pending',
  confirmed: 'Confirmed',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const invoicePath = (file: string): string => `invoices/pdf/${file}`;

const cents = (n: number): Minor => n as Minor;

/** `mailedTo`: the masked address of the buyer's queued mail (mailed-to.ts), only where the outbox holds one. */
export function orderDetailsData(order: StoredOrder, mailedTo?: string) {
  return {
    orderId: order.id,
    kind: order.kind,
    status: statusLabels[order.status],
    lines: order.lines.map((line, i) => ({
      itemId: line.itemId ?? String(i + 1),
      name: line.description,
      quantity: line.quantity,
      unitPrice: cents(line.unitMinor),
      lineTotal: cents(line.totalMinor),
    })),
    subTotal: cents(order.subtotalMinor),
    tax: cents(order.taxMinor),
    serviceCharge: cents(order.serviceMinor),
    discount: cents(order.discountMinor),
    total: order.totalMinor === null ? null : cents(order.totalMinor),
    amountDue: amountDue(order),
    details: publicDetails(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    invoice: order.invoiceFile === null ? null : invoicePath(order.invoiceFile),
    holdUntil: order.status === 'paid' ? null : (order.holdUntil?.toISOString() ?? null),
    // Sent only when the order has one, so other kinds answer as before.
    ...(order.breakdown ? { breakdown: order.breakdown } : {}),
    ...(mailedTo === undefined ? {} : { mailedTo }),
  };
}

/** What a payment charges: the deposit when one is set, else the total; null when there is no price. */
export function amountDue(order: StoredOrder): Minor | null {
  if (order.totalMinor === null) return null;
  return cents(order.dueMinor ?? order.totalMinor);
}

/** The order as the wire answers it, amounts in the major unit of a currency with `exponent` decimals (ApiContext.moneyExponent). */
export const orderDetailsBody = (order: StoredOrder, exponent: MinorExponent, mailedTo?: string): unknown =>
  encode(orderResponseSchemasIn(exponent).OrderDetailsResponse, { data: orderDetailsData(order, mailedTo) });
/** The create's answer; `orderSecret` for a kind with guest codes (order-secret.ts): this answer is the one place it is told. */
export const createdBody = (orderId: string, orderSecret?: string): unknown =>
  encode(CreatedOrderResponse, { data: orderSecret === undefined ? { orderId } : { orderId, orderSecret } });
export const confirmationBody = (order: StoredOrder): unknown =>
  encode(OrderConfirmationResponse, { data: { orderId: order.id, status: statusLabels[order.status] } });
export const priceCheckBody = (quote: OrderQuote, exponent: MinorExponent): unknown =>
  encode(orderResponseSchemasIn(exponent).PriceCheckResponse, { data: { ...quote, lines: quote.lines.map((l) => ({ ...l })) } });

/** The computed lines and totals of a quote, as the orders table keeps them. */
export function storedTotals(quote: OrderQuote) {
  return {
    lines: quote.lines.map((l) => ({
      itemId: l.itemId,
      description: l.name,
      quantity: l.quantity,
      unitMinor: l.unitPrice,
      totalMinor: l.lineTotal,
    })),
    subtotalMinor: quote.subTotal,
    taxMinor: quote.tax,
    serviceMinor: quote.serviceCharge,
    discountMinor: quote.discount,
    totalMinor: quote.total,
    dueMinor: null,
  };
}

// The wire answers of the order calls. Amounts travel in the venue's major unit
// (docs/api-conventions.md) and decode to cents, so each decoded `data` is a PriceCheck,
// CreatedOrder, OrderDetails or OrderConfirmation of order.schema.ts with more detail beside it.
import { Schema } from 'effect';
import { MoneyFromMajor } from '../money/money.schema';
import { OrderBreakdown } from './order-breakdown.schema';
import { OrderSecret } from './order-secret.schema';

/** One priced line, as the venue computed it. */
export const PricedLine = Schema.Struct({
  itemId: Schema.String,
  name: Schema.String,
  quantity: Schema.Int,
  unitPrice: MoneyFromMajor,
  lineTotal: MoneyFromMajor,
});
export type PricedLine = typeof PricedLine.Type;

const amounts = {
  subTotal: MoneyFromMajor,
  tax: MoneyFromMajor,
  serviceCharge: MoneyFromMajor,
  discount: MoneyFromMajor,
};

export const PriceCheckData = Schema.Struct({ lines: Schema.Array(PricedLine), ...amounts, total: Schema.NullOr(MoneyFromMajor) });
export type PriceCheckData = typeof PriceCheckData.Type;
/** POST tickets-group, food-items-group. */
export const PriceCheckResponse = Schema.Struct({ data: PriceCheckData });

/**
 * POST new-*-order, submit-gift-card, api/ticketBooking/addBooking. `orderSecret` only for the kinds that get guest
 * codes (tickets, bottles, reservations), and only in this answer, which reaches the buyer's browser alone.
 */
export const CreatedOrderResponse = Schema.Struct({
  data: Schema.Struct({ orderId: Schema.String, orderSecret: Schema.optional(OrderSecret) }),
});

export const orderStatuses = ['Pending', 'Confirmed', 'Paid', 'Cancelled'] as const;
export type OrderStatusLabel = (typeof orderStatuses)[number];

export const OrderDetailsData = Schema.Struct({
  orderId: Schema.String,
  /** The order kind of orders.port.ts, or `coat-check`. */
  kind: Schema.String,
  status: Schema.Literals(orderStatuses),
  lines: Schema.Array(PricedLine),
  ...amounts,
  /** null for kinds without a price. */
  total: Schema.NullOr(MoneyFromMajor),
  /** What the payment page charges: the total, or a deposit when less. */
  amountDue: Schema.NullOr(MoneyFromMajor),
  /** What the guest entered, as the venue stored it. */
  details: Schema.Unknown,
  /** ISO 8601 instants. */
  createdAt: Schema.String,
  paidAt: Schema.NullOr(Schema.String),
  /** Path of the invoice PDF under the API base (`invoices/pdf/{file}`), once paid. */
  invoice: Schema.NullOr(Schema.String),
  /** ISO 8601 instant until which an unpaid order holds its seats (docs/product.md#payment-and-confirmation). */
  holdUntil: Schema.optional(Schema.NullOr(Schema.String)),
  /** Rates, the promoter's part of the discount and what is paid at the venue, when the venue tells. */
  breakdown: Schema.optional(Schema.NullOr(OrderBreakdown)),
  /**
   * Where the venue mailed the buyer what they bought, masked (`d…@example.com`): only when its backend queued that
   * mail. A backend that sends no mail leaves it out (docs/contracts.md), and the confirmation says nothing of mail.
   */
  mailedTo: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(260)))),
});
export type OrderDetailsData = typeof OrderDetailsData.Type;
/** GET ticket-order/{id}, food-order/{id}, gift-card/{id}, api/ticketBooking/getBooking/{id}. */
export const OrderDetailsResponse = Schema.Struct({ data: OrderDetailsData });

/** POST confirm-*-order/{orderId}. */
export const OrderConfirmationResponse = Schema.Struct({
  data: Schema.Struct({ orderId: Schema.String, status: Schema.Literals(orderStatuses) }),
});

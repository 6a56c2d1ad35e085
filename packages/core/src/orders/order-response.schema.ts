// The wire answers of the order calls. Amounts travel in the venue's major unit
// (docs/api-conventions.md) and decode to minor units, so each decoded `data` is a PriceCheck,
// CreatedOrder, OrderDetails or OrderConfirmation of order.schema.ts with more detail beside it.
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { orderBreakdownSchemasIn } from './order-breakdown.schema';
import { OrderSecret } from './order-secret.schema';

/**
 * POST new-*-order, submit-gift-card, api/ticketBooking/addBooking. `orderSecret` only for the kinds that get guest
 * codes (tickets, bottles, reservations), and only in this answer, which reaches the buyer's browser alone.
 */
export const CreatedOrderResponse = Schema.Struct({
  data: Schema.Struct({ orderId: Schema.String, orderSecret: Schema.optional(OrderSecret) }),
});

export const orderStatuses = ['Pending', 'Confirmed', 'Paid', 'Cancelled'] as const;
export type OrderStatusLabel = (typeof orderStatuses)[number];

/** The order answers' schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const orderResponseSchemasIn = perExponent((exponent) => {
  const Money = moneyFromMajorIn(exponent);
  /** One priced line, as the venue computed it. */
  const PricedLine = Schema.Struct({
    itemId: Schema.String,
    name: Schema.String,
    quantity: Schema.Int,
    unitPrice: Money,
    lineTotal: Money,
  });

  const amounts = {
    subTotal: Money,
    tax: Money,
    serviceCharge: Money,
    discount: Money,
  };

  const PriceCheckData = Schema.Struct({ lines: Schema.Array(PricedLine), ...amounts, total: Schema.NullOr(Money) });
  /** POST tickets-group, food-items-group. */
  const PriceCheckResponse = Schema.Struct({ data: PriceCheckData });

  const OrderDetailsData = Schema.Struct({
    orderId: Schema.String,
    /** The order kind of orders.port.ts, or `coat-check`. */
    kind: Schema.String,
    status: Schema.Literals(orderStatuses),
    lines: Schema.Array(PricedLine),
    ...amounts,
    /** null for kinds without a price. */
    total: Schema.NullOr(Money),
    /** What the payment page charges: the total, or a deposit when less. */
    amountDue: Schema.NullOr(Money),
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
    breakdown: Schema.optional(Schema.NullOr(orderBreakdownSchemasIn(exponent).OrderBreakdown)),
    /**
     * Where the venue mailed the buyer what they bought, masked (`d…@example.com`): only when its backend queued that
     * mail. A backend that sends no mail leaves it out (docs/contracts.md), and the confirmation says nothing of mail.
     */
    mailedTo: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(260)))),
  });
  /** GET ticket-order/{id}, food-order/{id}, gift-card/{id}, api/ticketBooking/getBooking/{id}. */
  const OrderDetailsResponse = Schema.Struct({ data: OrderDetailsData });

  return { PricedLine, PriceCheckData, PriceCheckResponse, OrderDetailsData, OrderDetailsResponse };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { PricedLine, PriceCheckData, PriceCheckResponse, OrderDetailsData, OrderDetailsResponse } =
  orderResponseSchemasIn(USUAL_EXPONENT);
export type PricedLine = typeof PricedLine.Type;
export type PriceCheckData = typeof PriceCheckData.Type;
export type OrderDetailsData = typeof OrderDetailsData.Type;

/** POST confirm-*-order/{orderId}. */
export const OrderConfirmationResponse = Schema.Struct({
  data: Schema.Struct({ orderId: Schema.String, status: Schema.Literals(orderStatuses) }),
});

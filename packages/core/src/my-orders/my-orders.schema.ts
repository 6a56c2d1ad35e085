// "Find my orders" on the wire (docs/product.md#find-my-orders): POST my-orders asks for a link by mail and is answered
// the same whether the address has orders or not; GET my-orders/{token} answers the orders of the address the link was
// sent to. Only what the guest's own pages show: no order secret, no payment reference, nothing of another address.
import { Schema } from 'effect';
import { CANCEL_LINK_MAX } from '../booking/reservation-cancel.schema';
import { EntityId, IsoDate } from '../content/content-fields.schema';
import { GuestLinkToken } from '../guest-codes/guest-code-view.schema';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { ClientEmail } from '../orders/guest-fields.schema';
import { orderStatuses } from '../orders/order-response.schema';
import { payableOrderTypes } from '../payment/payable-order-types';

/** POST my-orders: the address to send the link to, bounded and checked as every e-mail field is. */
export const MyOrdersRequest = Schema.Struct({ email: ClientEmail });
export type MyOrdersRequest = typeof MyOrdersRequest.Type;

/** POST my-orders answers 202 with this, whatever the address: the page says the same words either way. */
export const MyOrdersAskedResponse = Schema.Struct({ data: Schema.Struct({ sent: Schema.Literal(true) }) });

const Text = (max: number) => Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(max)));

/** One guest's code of an order, by its own link (`/guest-code/{linkToken}`): the QR code itself is on that page. */
export const MyOrderCode = Schema.Struct({
  guestName: Text(200),
  label: Text(100),
  linkToken: GuestLinkToken,
});
export type MyOrderCode = typeof MyOrderCode.Type;

/** How many orders one link lists at most, newest first. */
export const MY_ORDERS_MAX = 50;

/** The order list's schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const myOrdersSchemasIn = perExponent((exponent) => {
  const MyOrder = Schema.Struct({
    /** The order number the confirmation shows. */
    orderId: EntityId,
    kind: Schema.Literals(payableOrderTypes),
    status: Schema.Literals(orderStatuses),
    /** The event's name, for a ticket order. */
    eventName: Schema.NullOr(Text(200)),
    /** The night it is for (YYYY-MM-DD), where the order has one. */
    night: Schema.NullOr(IsoDate),
    /** null for kinds without a price. */
    total: Schema.NullOr(moneyFromMajorIn(exponent)),
    /** ISO 8601 instant. */
    createdAt: Schema.String.pipe(Schema.check(Schema.isMaxLength(40))),
    /** Path of the invoice PDF under the API base (`invoices/pdf/{file}`), once paid. */
    invoice: Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(300)))),
    /** The live codes of its guests, each by its own link. */
    codes: Schema.Array(MyOrderCode).pipe(Schema.check(Schema.isMaxLength(100))),
    /**
     * A confirmed reservation not yet past its night: the key of its cancel link (the venue's signed key for cancelling
     * this one reservation, docs/decisions.md#reservation-cancel-links), never the order secret. Optional: a venue's own
     * backend may leave it out, and the list then offers only the change.
     */
    cancelLink: Schema.optional(Text(CANCEL_LINK_MAX)),
  });

  const MyOrdersList = Schema.Struct({
    /** Until when the link works, ISO 8601. */
    expiresAt: Schema.String.pipe(Schema.check(Schema.isMaxLength(40))),
    orders: Schema.Array(MyOrder).pipe(Schema.check(Schema.isMaxLength(MY_ORDERS_MAX))),
  });

  /** GET my-orders/{token}: 200 with the list; 410 `link_expired` past its time; 404 for a link the venue never made. */
  const MyOrdersListResponse = Schema.Struct({ data: MyOrdersList });
  return { MyOrder, MyOrdersList, MyOrdersListResponse };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { MyOrder, MyOrdersList, MyOrdersListResponse } = myOrdersSchemasIn(USUAL_EXPONENT);
export type MyOrder = typeof MyOrder.Type;
export type MyOrdersList = typeof MyOrdersList.Type;

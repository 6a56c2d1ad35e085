// What core needs back from each step of an order flow (docs/product.md#order-flows). The product brief does not show
// the bodies; these are the smallest shapes the flow uses, which each adapter decodes into.
import { Schema } from 'effect';
import { OrderSecret } from './order-secret.schema';

/** A whole, non-negative number of minor units: the adapter converts the venue's major-unit amounts. */
const MinorAmount = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)));

/** Answer of the group or price check (tickets-group, food-items-group, bottles-group, check-availability...). */
export const PriceCheck = Schema.Struct({
  /** Total in minor units; null for kinds without a price (a reservation availability check). */
  total: Schema.NullOr(MinorAmount),
});
export type PriceCheck = typeof PriceCheck.Type;

/** Answer of new-*-order: the id the next steps use, and for a kind with guest codes the buyer's order secret. */
export const CreatedOrder = Schema.Struct({ orderId: Schema.String, orderSecret: Schema.optional(OrderSecret) });
export type CreatedOrder = typeof CreatedOrder.Type;

/** Answer of GET *-order/{id}: what the guest reviews before confirming. */
export const OrderDetails = Schema.Struct({
  orderId: Schema.String,
  status: Schema.String,
  /** Minor; null for kinds without a price. */
  total: Schema.NullOr(MinorAmount),
});
export type OrderDetails = typeof OrderDetails.Type;

/** Answer of confirm-*-order/{orderId}: order confirmations carry orderId. */
export const OrderConfirmation = Schema.Struct({ orderId: Schema.String });
export type OrderConfirmation = typeof OrderConfirmation.Type;

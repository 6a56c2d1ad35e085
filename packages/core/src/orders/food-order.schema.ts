// Food delivery orders (docs/product.md#food-delivery). Only items food delivery offers (`deliverable`) can be
// ordered; the venue prices them from its menu, never from the request.
import { Schema } from 'effect';
import { ADDRESS_MAX, atMostItems, ORDER_ITEMS_MAX, SHORT_TEXT_MAX, upTo } from '../shared/input-limits';
import { ClientDevice, ClientEmail, ClientName, ClientPhoneNumber, FreeText, Quantity, RefId } from './guest-fields.schema';

export const FoodSelection = Schema.Struct({ itemId: RefId, quantity: Quantity });
export type FoodSelection = typeof FoodSelection.Type;

const Selections = Schema.Array(FoodSelection).pipe(
  Schema.check(Schema.isMinLength(1, { expected: 'at least one item' }), atMostItems(ORDER_ITEMS_MAX, 'items')),
);
const Required = (max: number) =>
  Schema.String.pipe(
    Schema.check(
      upTo(max),
      Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a value'),
    ),
  );

/** POST food-items-group: the price check of the basket. */
export const FoodGroupRequest = Schema.Struct({ items: Selections });
export type FoodGroupRequest = typeof FoodGroupRequest.Type;

/** POST new-food-order. */
export const FoodOrderPayload = Schema.Struct({
  items: Selections,
  clientName: ClientName,
  clientEmail: ClientEmail,
  clientPhoneNumber: ClientPhoneNumber,
  clientAddress: Required(ADDRESS_MAX),
  city: Required(SHORT_TEXT_MAX),
  zipCode: Schema.String.pipe(Schema.check(upTo(SHORT_TEXT_MAX))),
  specialRequest: Schema.optional(FreeText),
  ...ClientDevice,
});
export type FoodOrderPayload = typeof FoodOrderPayload.Type;

/** POST confirm-food-order/{orderId}: the product brief says the payload includes orderId. */
export const ConfirmOrderRequest = Schema.Struct({ orderId: RefId });
export type ConfirmOrderRequest = typeof ConfirmOrderRequest.Type;

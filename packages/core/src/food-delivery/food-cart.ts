// The guest's food cart (item id -> quantity, 0 to 99 each), with the bottle cart's representation
// (bottles/cart.ts), priced from the menu the page loaded: a live estimate only, since the venue prices
// the order from its own menu (docs/product.md#food-delivery).
import { addBottle, quantityOf, removeBottle, setQuantity, type Cart } from '../bottles/cart';
import type { FoodSelection } from '../orders/food-order.schema';
import { quoteOrder, type ChargeSettings, type OrderQuote } from '../orders/order-pricing';
import { deliveryItems, type DeliveryCategory } from './food-delivery-menu';

export type FoodCart = Cart;

/** One more of this item (the + button); no change at the maximum or for an item that is not on offer. */
export const addFoodItem = (cart: FoodCart, itemId: string, orderable: readonly string[]): FoodCart =>
  orderable.includes(itemId) ? addBottle(cart, itemId) : cart;

/** One fewer of this item (the − button); never below 0. The cart's rules are the bottle cart's. */
export const removeFoodItem: (cart: FoodCart, itemId: string) => FoodCart = removeBottle;

/** The cart without this item, every other line kept. */
export function dropFoodItem(cart: FoodCart, itemId: string): FoodCart {
  const next = setQuantity(cart, itemId, 0);
  return next.ok ? next.value : cart;
}

export const foodCount = (cart: FoodCart): number => Object.values(cart).reduce((total, quantity) => total + quantity, 0);

/** The cart as the order's `items`, in menu order; items no longer on the menu are left out. */
export const foodSelections = (cart: FoodCart, menu: readonly DeliveryCategory[]): readonly FoodSelection[] =>
  deliveryItems(menu)
    .filter((item) => quantityOf(cart, item._id) > 0)
    .map((item) => ({ itemId: item._id, quantity: quantityOf(cart, item._id) }));

/** SUB TOTAL, tax and service as the venue's item lists say for Food (docs/product.md#money), from the loaded menu. */
export function foodEstimate(cart: FoodCart, menu: readonly DeliveryCategory[], settings: ChargeSettings): OrderQuote {
  const items = deliveryItems(menu);
  const lines = foodSelections(cart, menu).map(({ itemId, quantity }) => {
    const item = items.find((candidate) => candidate._id === itemId);
    if (item === undefined) throw new Error('foodEstimate: a selection without its item');
    return { itemId, name: item.name, quantity, unitPrice: item.price };
  });
  return quoteOrder('Food', lines, settings);
}

export { quantityOf as foodQuantityOf };

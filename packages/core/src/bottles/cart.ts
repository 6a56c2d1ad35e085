// The guest's bottle cart: bottle id -> quantity. Only positive quantities are kept and keys are
// sorted, so two carts with the same content are equal whatever order the bottles were added in.
import { err, ok, type Result } from '../shared/result';
import { catalogBottles, type PricedBottle, type VisibleCategory } from './bottle-catalog';

export type Cart = { readonly [bottleId: string]: number };

/** Upper bound per bottle (the spec sets none); keeps every total far inside safe integers. */
export const MAX_BOTTLE_QUANTITY = 99;

export interface CartError {
  readonly _tag: 'CartError';
  readonly reason: 'invalid-quantity' | 'unknown-bottle';
  readonly bottleId: string;
}

export interface CartLine {
  readonly bottle: PricedBottle;
  readonly quantity: number;
}

export const emptyCart: Cart = {};

const normalized = (entries: ReadonlyArray<readonly [string, number]>): Cart =>
  Object.fromEntries(entries.filter(([, quantity]) => quantity > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export const quantityOf = (cart: Cart, bottleId: string): number => (Object.hasOwn(cart, bottleId) ? (cart[bottleId] ?? 0) : 0);

export const isValidQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_BOTTLE_QUANTITY;

/** The cart with `bottleId` set to `quantity`; 0 removes it. */
export function setQuantity(cart: Cart, bottleId: string, quantity: number): Result<Cart, CartError> {
  if (!isValidQuantity(quantity)) return err({ _tag: 'CartError', reason: 'invalid-quantity', bottleId });
  return ok(normalized([...Object.entries(cart).filter(([id]) => id !== bottleId), [bottleId, quantity]]));
}

/** One more of this bottle (the + button); no change at the maximum. */
export function addBottle(cart: Cart, bottleId: string): Cart {
  const next = setQuantity(cart, bottleId, quantityOf(cart, bottleId) + 1);
  return next.ok ? next.value : cart;
}

/** One fewer of this bottle (the - button); never below 0. */
export function removeBottle(cart: Cart, bottleId: string): Cart {
  const quantity = quantityOf(cart, bottleId);
  if (quantity === 0) return cart;
  const next = setQuantity(cart, bottleId, quantity - 1);
  return next.ok ? next.value : cart;
}

export const bottleCount = (cart: Cart): number => Object.values(cart).reduce((total, quantity) => total + quantity, 0);

/** The cart's lines in catalog order; a bottle that is no longer orderable is an error. */
export function cartLines(cart: Cart, catalog: readonly VisibleCategory[]): Result<readonly CartLine[], CartError> {
  const bottles = catalogBottles(catalog);
  for (const bottleId of Object.keys(cart)) {
    if (!bottles.some((bottle) => bottle.id === bottleId)) return err({ _tag: 'CartError', reason: 'unknown-bottle', bottleId });
    if (!isValidQuantity(quantityOf(cart, bottleId))) return err({ _tag: 'CartError', reason: 'invalid-quantity', bottleId });
  }
  return ok(
    bottles.filter((bottle) => quantityOf(cart, bottle.id) > 0).map((bottle) => ({ bottle, quantity: quantityOf(cart, bottle.id) })),
  );
}

// What the food page tells the guest about its order, as data: the page words it from its catalog
// (docs/product.md#food-delivery, docs/architecture.md#languages).

/**
 * An item the venue stopped offering between the guest's choice and the order, taken out (its name, or null
 * when the menu no longer knows it); or a refusal, with the venue's own message when it sent one.
 */
export type FoodNotice =
  { readonly kind: 'item-removed'; readonly name: string | null } | { readonly kind: 'refused'; readonly message: string | null };

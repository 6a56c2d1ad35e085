// What food delivery sells (docs/product.md#food-delivery): the food menu's items flagged `deliverable`
// and priced, grouped by category in menu order. The menu page shows every item; this page only these.
import type { FoodMenuItem } from '../content/food-menu-item.schema';

export interface DeliveryCategory {
  readonly name: string;
  readonly items: readonly FoodMenuItem[];
}

/** Deliverable, priced items by category, categories in the order their first item appears. */
export function deliveryMenu(items: readonly FoodMenuItem[]): readonly DeliveryCategory[] {
  const groups = new Map<string, FoodMenuItem[]>();
  for (const item of items) {
    if (!item.deliverable || item.price <= 0) continue;
    groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  }
  return [...groups].map(([name, entries]) => ({ name, items: entries }));
}

export const deliveryItems = (menu: readonly DeliveryCategory[]): readonly FoodMenuItem[] => menu.flatMap((category) => category.items);

export const findDeliveryItem = (menu: readonly DeliveryCategory[], itemId: string): FoodMenuItem | undefined =>
  deliveryItems(menu).find((item) => item._id === itemId);

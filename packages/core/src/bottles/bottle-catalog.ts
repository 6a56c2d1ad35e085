// Which bottles the guest can order (docs/product.md#bottle-service): products with no price or
// price 0 are hidden, and so are categories left without a priced product.
import type { Minor } from '../money/minor-units';
import type { BottleCategory } from './bottle-catalog.schema';

/** A bottle the guest can order. */
export interface PricedBottle {
  readonly id: string;
  readonly name: string;
  readonly price: Minor;
  readonly description: string;
  readonly bottlePhoto: string | null;
}

export interface VisibleCategory {
  readonly name: string;
  readonly bottles: readonly PricedBottle[];
}

export function visibleCatalog(categories: readonly BottleCategory[]): readonly VisibleCategory[] {
  return categories
    .map((category) => ({
      name: category.name,
      bottles: category.products.flatMap((product): PricedBottle[] =>
        product.price === undefined || product.price === null || product.price === 0
          ? []
          : [
              {
                id: product._id,
                name: product.name,
                price: product.price,
                description: product.description ?? '',
                bottlePhoto: product.bottlePhoto ?? null,
              },
            ],
      ),
    }))
    .filter((category) => category.bottles.length > 0);
}

/** The orderable bottle with this id (the first, should the venue list a bottle twice). */
export function findBottle(catalog: readonly VisibleCategory[], bottleId: string): PricedBottle | undefined {
  for (const category of catalog) {
    const bottle = category.bottles.find((candidate) => candidate.id === bottleId);
    if (bottle) return bottle;
  }
  return undefined;
}

/** Every orderable bottle once, in catalog order. */
export function catalogBottles(catalog: readonly VisibleCategory[]): readonly PricedBottle[] {
  const seen = new Set<string>();
  return catalog.flatMap((category) => category.bottles).filter((bottle) => (seen.has(bottle.id) ? false : (seen.add(bottle.id), true)));
}

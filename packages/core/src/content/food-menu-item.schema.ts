// GET food-menu-items: the food menu, also what food delivery sells.
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { perExponent } from '../money/per-exponent';
import { EntityId, ImageUrl } from './content-fields.schema';

/** The food menu schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const foodMenuSchemasIn = perExponent((exponent) => {
  const FoodMenuItem = Schema.Struct({
    _id: EntityId,
    name: Schema.String,
    description: Schema.String,
    /** Menu section: Starters, Mains, Sharing, Desserts... */
    category: Schema.String,
    price: moneyFromMajorIn(exponent),
    image: Schema.NullOr(ImageUrl),
    /** Dietary and other badges: vegetarian, vegan, gluten-free, spicy. */
    tags: Schema.Array(Schema.String),
    /** Whether food delivery offers it (the menu page shows every item). */
    deliverable: Schema.Boolean,
  });
  return { FoodMenuItem, FoodMenuItemsResponse: Schema.Struct({ data: Schema.Array(FoodMenuItem) }) };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { FoodMenuItem, FoodMenuItemsResponse } = foodMenuSchemasIn(USUAL_EXPONENT);
export type FoodMenuItem = typeof FoodMenuItem.Type;

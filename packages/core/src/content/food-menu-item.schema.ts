// GET food-menu-items: the food menu, also what food delivery sells.
import { Schema } from 'effect';
import { MoneyFromMajor } from '../money/money.schema';
import { EntityId, ImageUrl } from './content-fields.schema';

export const FoodMenuItem = Schema.Struct({
  _id: EntityId,
  name: Schema.String,
  description: Schema.String,
  /** Menu section: Starters, Mains, Sharing, Desserts... */
  category: Schema.String,
  price: MoneyFromMajor,
  image: Schema.NullOr(ImageUrl),
  /** Dietary and other badges: vegetarian, vegan, gluten-free, spicy. */
  tags: Schema.Array(Schema.String),
  /** Whether food delivery offers it (the menu page shows every item). */
  deliverable: Schema.Boolean,
});
export type FoodMenuItem = typeof FoodMenuItem.Type;

export const FoodMenuItemsResponse = Schema.Struct({ data: Schema.Array(FoodMenuItem) });

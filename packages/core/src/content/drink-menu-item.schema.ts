// GET menu-items: the drink menu of the Menu page.
import { Schema } from 'effect';
import { MoneyFromMajor } from '../money/money.schema';
import { EntityId, ImageUrl } from './content-fields.schema';

export const DrinkMenuItem = Schema.Struct({
  _id: EntityId,
  name: Schema.String,
  description: Schema.String,
  /** Menu section: Signature cocktails, Beer, Wine, Spirits, Soft drinks... */
  category: Schema.String,
  price: MoneyFromMajor,
  /** What the price buys: "Glass", "330 ml", "Bottle"; null when obvious. */
  serving: Schema.NullOr(Schema.String),
  image: Schema.NullOr(ImageUrl),
});
export type DrinkMenuItem = typeof DrinkMenuItem.Type;

export const DrinkMenuItemsResponse = Schema.Struct({ data: Schema.Array(DrinkMenuItem) });

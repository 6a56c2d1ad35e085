// GET menu-items: the drink menu of the Menu page.
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { perExponent } from '../money/per-exponent';
import { EntityId, ImageUrl } from './content-fields.schema';

/** The drink menu schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const drinkMenuSchemasIn = perExponent((exponent) => {
  const DrinkMenuItem = Schema.Struct({
    _id: EntityId,
    name: Schema.String,
    description: Schema.String,
    /** Menu section: Signature cocktails, Beer, Wine, Spirits, Soft drinks... */
    category: Schema.String,
    price: moneyFromMajorIn(exponent),
    /** What the price buys: "Glass", "330 ml", "Bottle"; null when obvious. */
    serving: Schema.NullOr(Schema.String),
    image: Schema.NullOr(ImageUrl),
  });
  return { DrinkMenuItem, DrinkMenuItemsResponse: Schema.Struct({ data: Schema.Array(DrinkMenuItem) }) };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { DrinkMenuItem, DrinkMenuItemsResponse } = drinkMenuSchemasIn(USUAL_EXPONENT);
export type DrinkMenuItem = typeof DrinkMenuItem.Type;

// One navigation entry the venue enables (docs/product.md#routes-and-navigation): shown when its value matches a header route,
// with the title overriding the default label.
import { Schema } from 'effect';

export const MenuEntry = Schema.Struct({
  /** The route, as the header lists it: "/", "/events", "/foodDelivery"... */
  value: Schema.String,
  title: Schema.String,
});
export type MenuEntry = typeof MenuEntry.Type;

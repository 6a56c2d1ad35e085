// A slide of the home page's hero slider.
import { Schema } from 'effect';
import { EntityId, ImageUrl, SiteLink } from './content-fields.schema';

export const Slider = Schema.Struct({
  _id: EntityId,
  title: Schema.String,
  subtitle: Schema.String,
  image: ImageUrl,
  /** Call to action; both null for a slide without a button. */
  buttonLabel: Schema.NullOr(Schema.String),
  link: Schema.NullOr(SiteLink),
});
export type Slider = typeof Slider.Type;

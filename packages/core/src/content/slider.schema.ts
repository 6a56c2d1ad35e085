// A slide of the home page's hero slider.
import { Schema } from 'effect';
import { EntityId, ImageUrl, SiteLink } from './content-fields.schema';
import { ImageAlt } from './image-alt';

export const Slider = Schema.Struct({
  _id: EntityId,
  title: Schema.String,
  subtitle: Schema.String,
  image: ImageUrl,
  /** Staff's words for the picture (content/image-alt.ts); absent, the slide's title describes it. */
  imageAlt: Schema.optional(ImageAlt),
  /** Call to action; both null for a slide without a button. */
  buttonLabel: Schema.NullOr(Schema.String),
  link: Schema.NullOr(SiteLink),
});
export type Slider = typeof Slider.Type;

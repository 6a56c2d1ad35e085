// One photo of the gallery (venue photos, social photos, the photos of an event album).
import { Schema } from 'effect';
import { EntityId, ImageUrl, WebUrl } from './content-fields.schema';

export const GalleryPhoto = Schema.Struct({
  _id: EntityId,
  url: ImageUrl,
  thumbnail: ImageUrl,
  caption: Schema.NullOr(Schema.String),
  /** The post a social photo comes from; null for the venue's own. */
  link: Schema.NullOr(WebUrl),
});
export type GalleryPhoto = typeof GalleryPhoto.Type;

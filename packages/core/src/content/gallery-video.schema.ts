// A video of the venue, embedded from YouTube.
import { Schema } from 'effect';
import { EntityId, ImageUrl, WebUrl } from './content-fields.schema';

export const GalleryVideo = Schema.Struct({
  _id: EntityId,
  title: Schema.String,
  youtubeLink: WebUrl,
  thumbnail: ImageUrl,
});
export type GalleryVideo = typeof GalleryVideo.Type;

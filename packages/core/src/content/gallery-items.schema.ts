// GET gallery-items: the four tabs of the Gallery page.
import { Schema } from 'effect';
import { EventAlbumSummary } from './event-album.schema';
import { GalleryPhoto } from './gallery-photo.schema';
import { GalleryVideo } from './gallery-video.schema';

export const GalleryItems = Schema.Struct({
  venuePhotos: Schema.Array(GalleryPhoto),
  venueVideos: Schema.Array(GalleryVideo),
  /** One entry per event album, newest event first. */
  eventPhotos: Schema.Array(EventAlbumSummary),
  /** Photos from the venue's social pages. */
  fbPhotos: Schema.Array(GalleryPhoto),
});
export type GalleryItems = typeof GalleryItems.Type;

export const GalleryItemsResponse = Schema.Struct({ data: GalleryItems });

// The photos of one past event: summaries in gallery-items, whole in GET event-album/{eventId}.
import { Schema } from 'effect';
import { Count, EntityId, ImageUrl, IsoDate } from './content-fields.schema';
import { GalleryPhoto } from './gallery-photo.schema';

const albumFields = {
  _id: EntityId,
  /** event-album/{id} and the EventPhotos route both take this event id. */
  eventId: EntityId,
  name: Schema.String,
  date: IsoDate,
  cover: ImageUrl,
};

export const EventAlbumSummary = Schema.Struct({ ...albumFields, photoCount: Count });
export type EventAlbumSummary = typeof EventAlbumSummary.Type;

export const EventAlbum = Schema.Struct({ ...albumFields, photos: Schema.Array(GalleryPhoto) });
export type EventAlbum = typeof EventAlbum.Type;

export const EventAlbumResponse = Schema.Struct({ data: EventAlbum });

// GET gallery-items and event-album/{eventId}.
import { Hono } from 'hono';
import { EventAlbum, EventAlbumResponse } from '@venue/core/content/event-album.schema';
import { GalleryItemsResponse } from '@venue/core/content/gallery-items.schema';
import { GalleryPhoto } from '@venue/core/content/gallery-photo.schema';
import { GalleryVideo } from '@venue/core/content/gallery-video.schema';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { findItem, listItems } from '../store/content.store';

export function galleryRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/gallery-items', async (c) => {
    const [venuePhotos, venueVideos, fbPhotos, albums] = await Promise.all([
      listItems(ctx.db, 'venue-photo', GalleryPhoto),
      listItems(ctx.db, 'venue-video', GalleryVideo),
      listItems(ctx.db, 'fb-photo', GalleryPhoto),
      listItems(ctx.db, 'event-album', EventAlbum),
    ]);
    const eventPhotos = albums
      .toSorted((a, b) => b.date.localeCompare(a.date))
      .map(({ photos, ...album }) => ({ ...album, photoCount: photos.length }));
    return respond(c, GalleryItemsResponse, { data: { venuePhotos, venueVideos, eventPhotos, fbPhotos } });
  });
  routes.get('/event-album/:id', async (c) => {
    const album = await findItem(ctx.db, 'event-album', c.req.param('id'), EventAlbum);
    return album ? respond(c, EventAlbumResponse, { data: album }) : answerRefusal(c, notFound('An album for this event'));
  });
  return routes;
}

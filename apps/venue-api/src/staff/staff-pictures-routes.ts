// The staff page's pictures (docs/product.md#pictures, docs/backend.md#staff-page), mounted behind the staff
// sign-in and form tokens (routes/staff.routes.ts): the page, an upload (a poster, a slide, a venue photo, an
// album photo, with its alt text or caption) and a removal. A picture is taken in (pictures/take-in-picture.ts)
// before anything is written; a refused one changes nothing and comes back on the page with its reason.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { EventAlbum } from '@venue/core/content/event-album.schema';
import { GalleryPhoto } from '@venue/core/content/gallery-photo.schema';
import { readImageAlt } from '@venue/core/content/image-alt';
import { Slider } from '@venue/core/content/slider.schema';
import { ID_MAX } from '@venue/core/shared/input-limits';
import type { ApiContext } from '../http/api-context';
import { readMultipart } from '../http/read-input';
import { todayOf } from '../http/today';
import { takeInPicture, type PictureRefusal } from '../pictures/take-in-picture';
import { listItems } from '../store/content.store';
import { listEvents } from '../store/events.store';
import {
  addAlbumPhoto,
  addVenuePhoto,
  idsWithStaffPicture,
  removeAlbumPhoto,
  removeVenuePhoto,
  replaceVenuePhoto,
  restoreSeedPicture,
  setRequiredPicture,
} from '../store/staff-pictures.store';
import { formIdOf, picturesPage, picturesPath, type PictureKind, type PicturesNotice, type PicturesPageData } from './staff-pictures-page';

/** The staff pages' policy (staff.routes.ts) with the thumbnails: the API's own pictures or a seed's outside ones. */
const pageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https:; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** Past events offered for a new album: the latest ones. */
const RECENT_PAST_EVENTS = 20;

const REFUSAL_STATUS: Readonly<Record<PictureRefusal['code'], ContentfulStatusCode>> = {
  too_large: 413,
  too_many_pixels: 422,
  not_a_picture: 422,
  unreadable: 422,
  busy: 503,
};
/** Seconds staff are asked to wait when every picture worker is busy. */
const BUSY_RETRY_SECONDS = 30;

const kinds: readonly PictureKind[] = ['poster', 'slide', 'venue-photo', 'album'];
const isKind = (value: unknown): value is PictureKind => kinds.includes(value as PictureKind);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= ID_MAX;
const textOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2000) : '');

/** A file input left empty sends a nameless empty part; anything else is a file to take in. */
const chosenFile = (value: unknown): File | null => (value instanceof File && !(value.size === 0 && value.name === '') ? value : null);

async function readPageData(ctx: ApiContext): Promise<PicturesPageData> {
  const today = todayOf(ctx);
  const [events, replacedPosters, slides, replacedSlides, venuePhotos, albums, past] = await Promise.all([
    listEvents(ctx.db, { from: today }),
    idsWithStaffPicture(ctx.db, 'poster'),
    listItems(ctx.db, 'slider', Slider),
    idsWithStaffPicture(ctx.db, 'slide'),
    listItems(ctx.db, 'venue-photo', GalleryPhoto),
    listItems(ctx.db, 'event-album', EventAlbum),
    listEvents(ctx.db, { before: today }, RECENT_PAST_EVENTS),
  ]);
  return {
    events,
    replacedPosters,
    slides,
    replacedSlides,
    venuePhotos,
    albums: albums.toSorted((a, b) => b.date.localeCompare(a.date)),
    eventsWithoutAlbum: past.filter((event) => !event.hasAlbum),
  };
}

/** The notice a redirect after a post carries (`?done=…&at=…`), if it is one this page wrote. */
function noticeOfQuery(c: Context): PicturesNotice | undefined {
  const done = c.req.query('done');
  const at = c.req.query('at');
  if ((done !== 'saved' && done !== 'restored' && done !== 'removed') || at === undefined || at.length > 2 * ID_MAX) return undefined;
  return { formId: at, done };
}

const doneAt = (c: Context, formId: string, done: 'saved' | 'restored' | 'removed') =>
  c.redirect(`${picturesPath}?done=${done}&at=${encodeURIComponent(formId)}#${encodeURIComponent(formId)}`, 303);

export function staffPicturesRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  const showPage = async (c: Context, notice?: PicturesNotice, status: ContentfulStatusCode = 200) =>
    c.html(picturesPage(await readPageData(ctx), notice), status, pageHeaders);
  const noSuchThing = (c: Context) => c.text('Nothing on the pictures page has this id: reload the page.', 404);

  routes.get('/staff/pictures', (c) => showPage(c, noticeOfQuery(c)));

  routes.post('/staff/pictures/upload', async (c) => {
    const form = await readMultipart(c);
    if (!form.ok) return c.text(form.error.body.error.message, 400);
    const { kind, id } = form.value;
    if (!isKind(kind) || !isId(id)) return c.text('This form names no picture of the pictures page: reload the page.', 422);
    // The "Start an album" form names its event in a list; its notices stay on that form.
    const formId = form.value.start === 'yes' ? formIdOf('album', 'new') : formIdOf(kind, id);
    const typedAlt = textOf(form.value.alt);
    const refuse = (field: 'picture' | 'alt', message: string, status: ContentfulStatusCode) =>
      showPage(c, { formId, field, message, typedAlt }, status);

    const alt = readImageAlt(typedAlt);
    if (!alt.ok) return refuse('alt', alt.error, 422);
    const file = chosenFile(form.value.picture);
    const adds = kind === 'album' || (kind === 'venue-photo' && id === 'new');
    if (file === null && adds) return refuse('picture', 'Choose a picture to add.', 422);

    let address: string | undefined;
    if (file !== null) {
      const taken = await takeInPicture(ctx.uploadsDir, new Uint8Array(await file.arrayBuffer()));
      if (!taken.ok) {
        if (taken.error.code === 'busy') c.header('retry-after', String(BUSY_RETRY_SECONDS));
        return refuse('picture', taken.error.message, REFUSAL_STATUS[taken.error.code]);
      }
      address = taken.value.address;
    }
    const change = { ...(address === undefined ? {} : { address }), alt: alt.value };

    if (kind === 'poster' || kind === 'slide') {
      return (await setRequiredPicture(ctx.db, kind, id, change)) ? doneAt(c, formId, 'saved') : noSuchThing(c);
    }
    if (kind === 'venue-photo') {
      if (id === 'new') return doneAt(c, formIdOf(kind, await addVenuePhoto(ctx.db, address!, alt.value)), 'saved');
      return (await replaceVenuePhoto(ctx.db, id, change)) ? doneAt(c, formId, 'saved') : noSuchThing(c);
    }
    return (await addAlbumPhoto(ctx.db, id, address!, alt.value)) ? doneAt(c, formIdOf(kind, id), 'saved') : noSuchThing(c);
  });

  routes.post('/staff/pictures/remove', async (c) => {
    const form = await readMultipart(c);
    if (!form.ok) return c.text(form.error.body.error.message, 400);
    const { kind, id, photo } = form.value;
    if (!isKind(kind) || !isId(id)) return c.text('This form names no picture of the pictures page: reload the page.', 422);
    if (kind === 'poster' || kind === 'slide') {
      const restored = await restoreSeedPicture(ctx.db, kind, id);
      return restored === 'missing' ? noSuchThing(c) : doneAt(c, formIdOf(kind, id), 'restored');
    }
    if (kind === 'venue-photo') {
      return (await removeVenuePhoto(ctx.db, id)) ? doneAt(c, formIdOf(kind, 'new'), 'removed') : noSuchThing(c);
    }
    if (!isId(photo)) return noSuchThing(c);
    const removed = await removeAlbumPhoto(ctx.db, id, photo);
    if (removed === 'missing') return noSuchThing(c);
    return doneAt(c, formIdOf(kind, removed === 'album-removed' ? 'new' : id), 'removed');
  });

  return routes;
}

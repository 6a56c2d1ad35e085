// The content writes of the staff page's pictures (docs/product.md#pictures). Each is one transaction on
// the stored document; the database's content version then rises (db/content-writes.ts) and other
// instances hear of it, so cached reads and rendered pages show the new picture everywhere.
// A poster or a slide always has a picture: the first one staff put in keeps the seed's as `seedImage`
// (never answered: the API's schemas drop it), and Remove puts that one back.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.port';

type Doc = Record<string, unknown>;

/** The two kinds of content whose picture is required: an event's poster and a slide of the home page. */
export type RequiredPicture = 'poster' | 'slide';

/** A new picture (its address) and/or its alt text; an empty alt text removes staff's own. */
export interface PictureChange {
  readonly address?: string;
  readonly alt: string;
}

const SOURCES: Readonly<Record<RequiredPicture, { select: string; update: string }>> = {
  poster: {
    select: 'SELECT doc FROM event WHERE id = $1 FOR UPDATE',
    update: 'UPDATE event SET doc = $2::jsonb WHERE id = $1',
  },
  slide: {
    select: "SELECT doc FROM content_item WHERE collection = 'slider' AND id = $1 FOR UPDATE",
    update: "UPDATE content_item SET doc = $2::jsonb WHERE collection = 'slider' AND id = $1",
  },
};

/** The document with the change; the seed's picture (and its alt text) is kept the first time it is replaced. */
function withPicture(doc: Doc, change: PictureChange): Doc {
  const next: Doc = { ...doc };
  if (change.address !== undefined) {
    if (typeof doc.seedImage !== 'string') {
      next.seedImage = doc.image;
      if (typeof doc.imageAlt === 'string') next.seedImageAlt = doc.imageAlt;
    }
    next.image = change.address;
  }
  if (change.alt === '') delete next.imageAlt;
  else next.imageAlt = change.alt;
  return next;
}

/** The document with the seed's picture back, or null when it still has it. */
function withSeedPicture(doc: Doc): Doc | null {
  if (typeof doc.seedImage !== 'string') return null;
  const { seedImage, seedImageAlt, imageAlt: _staffAlt, ...rest } = doc;
  return { ...rest, image: seedImage, ...(typeof seedImageAlt === 'string' ? { imageAlt: seedImageAlt } : {}) };
}

async function rewrite(
  db: Database,
  kind: RequiredPicture,
  id: string,
  change: (doc: Doc) => Doc | null,
): Promise<'done' | 'unchanged' | 'missing'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ doc: Doc }>(SOURCES[kind].select, [id]);
    if (!row) return 'missing';
    const next = change(row.doc);
    if (next === null) return 'unchanged';
    await tx.query(SOURCES[kind].update, [id, JSON.stringify(next)]);
    return 'done';
  });
}

/** Puts a picture and/or alt text on a poster or a slide; false when there is no such event or slide. */
export async function setRequiredPicture(db: Database, kind: RequiredPicture, id: string, change: PictureChange): Promise<boolean> {
  return (await rewrite(db, kind, id, (doc) => withPicture(doc, change))) === 'done';
}

/** Puts the seed's picture back on a poster or a slide: 'unchanged' when it has it already. */
export const restoreSeedPicture = (db: Database, kind: RequiredPicture, id: string) => rewrite(db, kind, id, withSeedPicture);

/** Ids of the posters or slides that show a picture staff put in (so Remove has something to put back). */
export async function idsWithStaffPicture(db: Queryable, kind: RequiredPicture): Promise<Set<string>> {
  const sql =
    kind === 'poster'
      ? "SELECT id FROM event WHERE doc ? 'seedImage'"
      : "SELECT id FROM content_item WHERE collection = 'slider' AND doc ? 'seedImage'";
  return new Set((await db.query<{ id: string }>(sql)).map((row) => row.id));
}

const newPhotoId = (prefix: string) => `${prefix}-${randomUUID()}`;

const galleryPhoto = (id: string, address: string, caption: string) => ({
  _id: id,
  url: address,
  thumbnail: address,
  caption: caption === '' ? null : caption,
  link: null,
});

/**
 * A new venue photo at the end of the gallery's list; its id. The same picture sent twice (a double click)
 * is added once: the second answers the first's id.
 */
export async function addVenuePhoto(db: Database, address: string, caption: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [same] = await tx.query<{ id: string }>("SELECT id FROM content_item WHERE collection = 'venue-photo' AND doc->>'url' = $1", [
      address,
    ]);
    if (same) return same.id;
    const id = newPhotoId('venue-photo');
    await tx.query(
      `INSERT INTO content_item (collection, id, position, doc)
       SELECT 'venue-photo', $1, coalesce(max(position) + 1, 0), $2::jsonb FROM content_item WHERE collection = 'venue-photo'`,
      [id, JSON.stringify(galleryPhoto(id, address, caption))],
    );
    return id;
  });
}

/** A venue photo's new picture (when given) and caption; false when there is no such photo. */
export async function replaceVenuePhoto(db: Database, id: string, change: PictureChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ doc: Doc }>("SELECT doc FROM content_item WHERE collection = 'venue-photo' AND id = $1 FOR UPDATE", [
      id,
    ]);
    if (!row) return false;
    const address = change.address ?? (row.doc.url as string);
    const photo = { ...galleryPhoto(id, address, change.alt), ...(change.address === undefined ? { thumbnail: row.doc.thumbnail } : {}) };
    await tx.query("UPDATE content_item SET doc = $2::jsonb WHERE collection = 'venue-photo' AND id = $1", [id, JSON.stringify(photo)]);
    return true;
  });
}

export async function removeVenuePhoto(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM content_item WHERE collection = 'venue-photo' AND id = $1 RETURNING id", [id]);
  return rows.length > 0;
}

/**
 * A photo added to an event's album, the album made (its cover the first photo) when the event has none;
 * false when there is no such event.
 */
export async function addAlbumPhoto(db: Database, eventId: string, address: string, caption: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [event] = await tx.query<{ doc: Doc }>('SELECT doc FROM event WHERE id = $1 FOR UPDATE', [eventId]);
    if (!event) return false;
    const photo = galleryPhoto(newPhotoId(`${eventId}-photo`), address, caption);
    const [album] = await tx.query<{ doc: Doc }>("SELECT doc FROM content_item WHERE collection = 'event-album' AND id = $1", [eventId]);
    if (album) {
      // The same picture sent twice (a double click) is in the album once.
      if ((album.doc.photos as Doc[]).some((shown) => shown.url === address)) return true;
      const photos = [...(album.doc.photos as Doc[]), photo];
      await tx.query("UPDATE content_item SET doc = $2::jsonb WHERE collection = 'event-album' AND id = $1", [
        eventId,
        JSON.stringify({ ...album.doc, photos }),
      ]);
      return true;
    }
    const doc = { _id: `album-${eventId}`, eventId, name: event.doc.name, date: event.doc.date, cover: address, photos: [photo] };
    await tx.query(
      `INSERT INTO content_item (collection, id, position, doc)
       SELECT 'event-album', $1, coalesce(max(position) + 1, 0), $2::jsonb FROM content_item WHERE collection = 'event-album'`,
      [eventId, JSON.stringify(doc)],
    );
    return true;
  });
}

/**
 * A photo taken out of an event's album: the cover moves to the first photo left when it was this one, and
 * an album left without photos is removed (the event then has none). 'missing' when there is no such photo.
 */
export async function removeAlbumPhoto(db: Database, eventId: string, photoId: string): Promise<'removed' | 'album-removed' | 'missing'> {
  return db.transaction(async (tx) => {
    const [album] = await tx.query<{ doc: Doc }>("SELECT doc FROM content_item WHERE collection = 'event-album' AND id = $1 FOR UPDATE", [
      eventId,
    ]);
    const photos = (album?.doc.photos ?? []) as Doc[];
    const removed = photos.find((photo) => photo._id === photoId);
    if (!album || !removed) return 'missing';
    const left = photos.filter((photo) => photo !== removed);
    if (left.length === 0) {
      await tx.query("DELETE FROM content_item WHERE collection = 'event-album' AND id = $1", [eventId]);
      return 'album-removed';
    }
    const cover = album.doc.cover === removed.url || album.doc.cover === removed.thumbnail ? left[0]!.url : album.doc.cover;
    await tx.query("UPDATE content_item SET doc = $2::jsonb WHERE collection = 'event-album' AND id = $1", [
      eventId,
      JSON.stringify({ ...album.doc, cover, photos: left }),
    ]);
    return 'removed';
  });
}

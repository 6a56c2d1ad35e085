// The staff page's pictures (docs/product.md#pictures): every upcoming event's poster, the home page's
// slides, the gallery's venue photos and the event albums, each with its current picture, a file input
// and its alt text or caption. Plain multipart forms, no script; a refused picture comes back on this
// page with its reason under the field, that field focused and the alt text typed kept.
import { html } from 'hono/html';
import { IMAGE_ALT_MAX } from '@venue/core/content/image-alt';
import type { EventAlbum } from '@venue/core/content/event-album.schema';
import type { Event } from '@venue/core/content/event.schema';
import type { GalleryPhoto } from '@venue/core/content/gallery-photo.schema';
import type { Slider } from '@venue/core/content/slider.schema';
import { pictureFile, readPictureAddress } from '@venue/core/pictures/picture-address';
import { PICTURE_LIMITS, PICTURE_MEDIA_TYPES } from '@venue/core/pictures/picture-ladder';
import { layout, staffBase, type Html } from './staff-pages';

export const picturesPath = `${staffBase}/pictures`;
export const pictureUploadPath = `${picturesPath}/upload`;
export const pictureRemovePath = `${picturesPath}/remove`;

/** What each form changes: `kind` and `id` travel as hidden fields; a new venue photo has the id `new`. */
export type PictureKind = 'poster' | 'slide' | 'venue-photo' | 'album';

export const formIdOf = (kind: PictureKind, id: string): string => `${kind}-${id}`;

export interface PicturesPageData {
  readonly events: readonly Event[];
  /** Ids of the posters and slides showing a picture staff put in: Remove puts the original back. */
  readonly replacedPosters: ReadonlySet<string>;
  readonly slides: readonly Slider[];
  readonly replacedSlides: ReadonlySet<string>;
  readonly venuePhotos: readonly GalleryPhoto[];
  readonly albums: readonly EventAlbum[];
  /** Past events without an album, newest first: staff may start one. */
  readonly eventsWithoutAlbum: readonly Event[];
}

/** After a post: where it was sent from, and either what was done or why it was refused. */
export type PicturesNotice =
  | { readonly formId: string; readonly done: 'saved' | 'restored' | 'removed' }
  | { readonly formId: string; readonly field: 'picture' | 'alt'; readonly message: string; readonly typedAlt: string };

const accepted = Object.values(PICTURE_MEDIA_TYPES).join(',');
const maxMegabytes = PICTURE_LIMITS.maxBytes / 1024 / 1024;

const style = `
.pic{background:#fff;border-radius:8px;padding:12px;margin:12px 0;display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.pic>figure{margin:0;width:160px;max-width:100%}.pic img{width:100%;height:auto;display:block;background:#e3e6ec}
.pic form{flex:1 1 220px;min-width:0}.pic label{display:block;margin:6px 0 2px}
.pic input[type=text],.pic input[type=file],.pic select{width:100%;max-width:100%;box-sizing:border-box}
.saved{color:#14632a}.photos{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}.photos li{width:140px}
h2{margin-top:28px}
`;

/** The picture a thumbnail shows: a taken-in picture's narrowest JPEG, anything else as it is. */
function thumbnailOf(address: string): string {
  const picture = readPictureAddress(address);
  return picture ? pictureFile(picture, 320, 'jpg') : address;
}

const current = (address: string, described: string): Html =>
  html`<figure>
    <img src="${thumbnailOf(address)}" alt="" loading="lazy" />
    <figcaption class="who">Now: ${described}</figcaption>
  </figure>`;

const errorId = (formId: string) => `${formId}-error`;

/** The notice of this form, if the last post was its own. */
function noticeOf(formId: string, notice: PicturesNotice | undefined): PicturesNotice | undefined {
  return notice?.formId === formId ? notice : undefined;
}

const doneWords = { saved: 'Saved.', restored: 'The original picture is back.', removed: 'Removed.' } as const;

function outcome(notice: PicturesNotice | undefined): Html {
  if (notice === undefined) return html``;
  if ('done' in notice) return html`<p class="saved" role="status">${doneWords[notice.done]}</p>`;
  return html``;
}

interface FieldProps {
  readonly formId: string;
  readonly notice: PicturesNotice | undefined;
}

/** A field's error state: described by the error text, marked invalid and focused when it is the one refused. */
function invalidAttributes(props: FieldProps, field: 'picture' | 'alt'): Html {
  const notice = props.notice;
  if (notice === undefined || 'done' in notice || notice.field !== field) return html``;
  return html`aria-invalid="true" aria-describedby="${errorId(props.formId)}" autofocus`;
}

function errorText(props: FieldProps, field: 'picture' | 'alt'): Html {
  const notice = props.notice;
  if (notice === undefined || 'done' in notice || notice.field !== field) return html``;
  return html`<p class="error" id="${errorId(props.formId)}">${notice.message}</p>`;
}

function fileField(props: FieldProps, label: string): Html {
  const id = `${props.formId}-picture`;
  return html`<label for="${id}">${label}</label>
    <input type="file" id="${id}" name="picture" accept="${accepted}" ${invalidAttributes(props, 'picture')} />
    ${errorText(props, 'picture')}`;
}

function altField(props: FieldProps, label: string, value: string): Html {
  const id = `${props.formId}-alt`;
  const notice = props.notice;
  const shown = notice !== undefined && 'typedAlt' in notice ? notice.typedAlt : value;
  return html`<label for="${id}">${label}</label>
    <input type="text" id="${id}" name="alt" maxlength="${IMAGE_ALT_MAX}" value="${shown}" ${invalidAttributes(props, 'alt')} />
    ${errorText(props, 'alt')}`;
}

const hidden = (kind: PictureKind, id: string): Html =>
  html`<input type="hidden" name="kind" value="${kind}" /><input type="hidden" name="id" value="${id}" />`;

function removeForm(kind: PictureKind, id: string, label: string, photo?: string): Html {
  return html`<form method="post" action="${pictureRemovePath}">
    ${hidden(kind, id)}${photo === undefined ? '' : html`<input type="hidden" name="photo" value="${photo}" />`}
    <button type="submit" class="danger">${label}</button>
  </form>`;
}

/** A poster or a slide: its picture replaced, its alt text changed, or the original put back. */
function requiredPicture(
  kind: 'poster' | 'slide',
  item: { readonly id: string; readonly name: string; readonly image: string; readonly imageAlt: string | undefined },
  replaced: boolean,
  notice: PicturesNotice | undefined,
): Html {
  const formId = formIdOf(kind, item.id);
  const props = { formId, notice: noticeOf(formId, notice) };
  return html`<article class="pic" id="${formId}">
    ${current(item.image, replaced ? 'a picture from staff' : 'the original picture')}
    <form method="post" action="${pictureUploadPath}" enctype="multipart/form-data">
      <h3>${item.name}</h3>
      ${hidden(kind, item.id)} ${fileField(props, 'New picture')}
      ${altField(props, `Alt text (empty: “${item.name}”)`, item.imageAlt ?? '')}
      <p><button type="submit">${replaced ? 'Replace' : 'Upload'}</button></p>
      ${outcome(props.notice)}
    </form>
    ${replaced ? removeForm(kind, item.id, 'Remove (put the original back)') : ''}
  </article>`;
}

function venuePhoto(photo: GalleryPhoto, notice: PicturesNotice | undefined): Html {
  const formId = formIdOf('venue-photo', photo._id);
  const props = { formId, notice: noticeOf(formId, notice) };
  return html`<article class="pic" id="${formId}">
    ${current(photo.thumbnail, photo.caption ?? 'no caption')}
    <form method="post" action="${pictureUploadPath}" enctype="multipart/form-data">
      ${hidden('venue-photo', photo._id)} ${fileField(props, 'New picture')}
      ${altField(props, 'Caption (also its alt text)', photo.caption ?? '')}
      <p><button type="submit">Save</button></p>
      ${outcome(props.notice)}
    </form>
    ${removeForm('venue-photo', photo._id, 'Remove from the gallery')}
  </article>`;
}

function newVenuePhoto(notice: PicturesNotice | undefined): Html {
  const formId = formIdOf('venue-photo', 'new');
  const props = { formId, notice: noticeOf(formId, notice) };
  return html`<article class="pic" id="${formId}">
    <form method="post" action="${pictureUploadPath}" enctype="multipart/form-data">
      <h3>Add a venue photo</h3>
      ${hidden('venue-photo', 'new')} ${fileField(props, 'Picture')} ${altField(props, 'Caption (also its alt text)', '')}
      <p><button type="submit">Add to the gallery</button></p>
      ${outcome(props.notice)}
    </form>
  </article>`;
}

function album(item: EventAlbum, notice: PicturesNotice | undefined): Html {
  const formId = formIdOf('album', item.eventId);
  const props = { formId, notice: noticeOf(formId, notice) };
  const photos = item.photos.map(
    (photo) =>
      html`<li>
        ${current(photo.thumbnail, photo.caption ?? 'no caption')} ${removeForm('album', item.eventId, 'Remove this photo', photo._id)}
      </li>`,
  );
  return html`<section class="pic" id="${formId}" aria-labelledby="${formId}-name">
    <h3 id="${formId}-name">${item.name} · ${item.date}</h3>
    <ul class="photos">
      ${photos}
    </ul>
    <form method="post" action="${pictureUploadPath}" enctype="multipart/form-data">
      ${hidden('album', item.eventId)} ${fileField(props, 'New photo')} ${altField(props, 'Caption (also its alt text)', '')}
      <p><button type="submit">Add to the album</button></p>
      ${outcome(props.notice)}
    </form>
  </section>`;
}

/** A past event without an album: its first photo starts one. */
function newAlbum(events: readonly Event[], notice: PicturesNotice | undefined): Html {
  if (events.length === 0) return html``;
  const formId = formIdOf('album', 'new');
  const props = { formId, notice: noticeOf(formId, notice) };
  return html`<article class="pic" id="${formId}">
    <form method="post" action="${pictureUploadPath}" enctype="multipart/form-data">
      <h3>Start an album</h3>
      <input type="hidden" name="kind" value="album" /><input type="hidden" name="start" value="yes" />
      <label for="${formId}-event">Past event</label>
      <select id="${formId}-event" name="id">
        ${events.map((event) => html`<option value="${event._id}">${event.name} · ${event.date}</option>`)}
      </select>
      ${fileField(props, 'First photo')} ${altField(props, 'Caption (also its alt text)', '')}
      <p><button type="submit">Start the album</button></p>
      ${outcome(props.notice)}
    </form>
  </article>`;
}

export function picturesPage(data: PicturesPageData, notice?: PicturesNotice): Html {
  const posters = data.events.map((event) =>
    requiredPicture(
      'poster',
      { id: event._id, name: event.name, image: event.image, imageAlt: event.imageAlt },
      data.replacedPosters.has(event._id),
      notice,
    ),
  );
  const slides = data.slides.map((slide) =>
    requiredPicture(
      'slide',
      { id: slide._id, name: slide.title, image: slide.image, imageAlt: slide.imageAlt },
      data.replacedSlides.has(slide._id),
      notice,
    ),
  );
  return layout(
    'Pictures',
    html`<p>
        JPEG, PNG, WebP or AVIF, at most ${maxMegabytes} MB and 50 million pixels. Each picture is made upright, stripped of its camera data
        (GPS included) and sent at the size each screen needs. Alt text says what the picture shows for guests who cannot see it.
      </p>
      <p>
        An event's poster and a slide always show a picture: Remove puts back the original one. A gallery or album photo that is removed
        leaves the list.
      </p>
      <h2>Upcoming events</h2>
      ${data.events.length === 0 ? html`<p>No upcoming events.</p>` : posters}
      <h2>Home page slides</h2>
      ${data.slides.length === 0 ? html`<p>No slides.</p>` : slides}
      <h2>Gallery: venue photos</h2>
      ${newVenuePhoto(notice)} ${data.venuePhotos.map((photo) => venuePhoto(photo, notice))}
      <h2>Event albums</h2>
      ${newAlbum(data.eventsWithoutAlbum, notice)} ${data.albums.map((item) => album(item, notice))}`,
    { signedIn: true, style },
  );
}

/** The page a body past the limit gets: the picture was never read, so nothing changed. */
export const tooLargePage = (): Html =>
  layout(
    'Pictures',
    html`<p class="error" role="alert">This picture is larger than ${maxMegabytes} MB; nothing was changed.</p>
      <p><a href="${picturesPath}">Back to the pictures</a></p>`,
  );

// The staff page's pictures (docs/product.md#pictures): only signed-in staff with the form token post; a
// JPEG becomes an event's poster with its alt text, which event-info and upcomig-events then answer (and
// the picture's files are served); a second replaces it; Remove puts the seed's back. A refused file
// answers its status with its reason on the page and changes nothing. Slides, venue photos and albums too.
import { describe, expect, it } from 'vitest';
import { htmlPage, noiseJpeg } from '../pictures/testing/picture-fixtures';
import { staffOrigin, staffTestApi } from '../testing/staff-test-client';

const t = staffTestApi();
const EVENT = 'event-up-1';
const PICTURE_ADDRESS = /^\/venue-api\/pictures\/([0-9a-f]{32})\/(\d+)\.jpg#th=[A-Za-z0-9_-]+$/;

interface Upload {
  readonly kind: string;
  readonly id: string;
  readonly alt?: string;
  readonly file?: { readonly bytes: Uint8Array; readonly name: string; readonly type: string };
  readonly start?: 'yes';
}

/** The pictures form as a browser sends it: multipart, the session's cookie and form token, from the page's origin. */
async function upload(cookie: string, fields: Upload, options: { csrf?: string; from?: string } = {}): Promise<Response> {
  const form = new FormData();
  form.set('csrf', options.csrf ?? (await t.staff.csrf(cookie)));
  form.set('kind', fields.kind);
  form.set('id', fields.id);
  form.set('alt', fields.alt ?? '');
  if (fields.start) form.set('start', fields.start);
  const file = fields.file ?? { bytes: new Uint8Array(), name: '', type: 'application/octet-stream' };
  form.set('picture', new Blob([file.bytes], { type: file.type }), file.name);
  return t.staff.request('staff/pictures/upload', { method: 'POST', headers: { cookie, origin: options.from ?? staffOrigin }, body: form });
}

const remove = (cookie: string, fields: Record<string, string>) => t.staff.postForm(cookie, 'staff/pictures/remove', fields);

const jpeg = async (width: number, height: number) => ({
  bytes: new Uint8Array(await noiseJpeg(width, height)),
  name: 'photo.jpg',
  type: 'image/jpeg',
});

interface AnsweredEvent {
  readonly _id: string;
  readonly image: string;
  readonly imageAlt?: string;
}

async function eventInfo(id: string): Promise<AnsweredEvent & Record<string, unknown>> {
  return (await t.client.json<{ data: AnsweredEvent & Record<string, unknown> }>(await t.client.get(`event-info/${id}`))).data;
}

async function upcoming(id: string): Promise<AnsweredEvent | undefined> {
  return (await t.client.json<{ data: AnsweredEvent[] }>(await t.client.get('upcomig-events'))).data.find((event) => event._id === id);
}

describe('staff pictures', () => {
  it('shows every upcoming poster, slide, venue photo and album to signed-in staff only, each field labelled', async () => {
    const { anonymous, status, html } = await t.staff.readPage('staff/pictures');
    expect([anonymous, status]).toEqual([401, 200]);
    const event = await eventInfo(EVENT);
    expect(html).toContain(event.image);
    expect(html).toContain(`for="poster-${EVENT}-picture"`);
    expect(html).toContain(`id="poster-${EVENT}-picture"`);
    expect(html).toContain('id="slide-slider-1-alt"');
    expect(html).toContain('id="venue-photo-new-picture"');
    expect(html).toMatch(/enctype="multipart\/form-data"><input type="hidden" name="csrf"/);
  });

  it('takes an upload only from signed-in staff with the form token, from the page itself', async () => {
    const before = await eventInfo(EVENT);
    const cookie = await t.staff.signIn();
    const file = await jpeg(400, 300);
    expect((await upload('', { kind: 'poster', id: EVENT, file })).status).toBe(401);
    expect((await upload(cookie, { kind: 'poster', id: EVENT, file }, { csrf: 'not-the-token' })).status).toBe(403);
    expect((await upload(cookie, { kind: 'poster', id: EVENT, file }, { from: 'https://evil.example' })).status).toBe(403);
    expect((await remove('', { kind: 'poster', id: EVENT })).status).toBe(401);
    expect(await eventInfo(EVENT)).toEqual(before);
  });

  it('puts a JPEG on a poster with its alt text, replaces it, and Remove puts back the seed picture', async () => {
    const seed = await eventInfo(EVENT);
    const cookie = await t.staff.signIn();

    const first = await upload(cookie, { kind: 'poster', id: EVENT, alt: '  A DJ under blue lights ', file: await jpeg(800, 600) });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/venue-api/staff/pictures?done=saved&at=poster-${EVENT}#poster-${EVENT}`);
    const posted = await eventInfo(EVENT);
    const [, hash, widest] = PICTURE_ADDRESS.exec(posted.image) ?? [];
    expect(widest).toBe('640');
    expect(posted.imageAlt).toBe('A DJ under blue lights');
    expect(posted).not.toHaveProperty('seedImage');
    expect(await upcoming(EVENT)).toMatchObject({ image: posted.image, imageAlt: 'A DJ under blue lights' });
    const avif = await t.staff.request(`pictures/${hash}/640.avif`);
    expect([avif.status, avif.headers.get('content-type')]).toEqual([200, 'image/avif']);
    const saved = await (await t.staff.request('staff/pictures?done=saved&at=poster-event-up-1', { headers: { cookie } })).text();
    expect(saved).toContain('Saved.');
    expect(saved).toContain('Remove (put the original back)');

    expect((await upload(cookie, { kind: 'poster', id: EVENT, alt: '', file: await jpeg(1300, 900) })).status).toBe(303);
    const replaced = await eventInfo(EVENT);
    expect(PICTURE_ADDRESS.exec(replaced.image)?.[2]).toBe('1280');
    expect(replaced.image).not.toBe(posted.image);
    expect(replaced).not.toHaveProperty('imageAlt');

    // The alt text alone, with no new file: the picture stays.
    expect((await upload(cookie, { kind: 'poster', id: EVENT, alt: 'The crowd at midnight' })).status).toBe(303);
    expect(await eventInfo(EVENT)).toMatchObject({ image: replaced.image, imageAlt: 'The crowd at midnight' });

    const removed = await remove(cookie, { kind: 'poster', id: EVENT });
    expect([removed.status, removed.headers.get('location')]).toEqual([
      303,
      `/venue-api/staff/pictures?done=restored&at=poster-${EVENT}#poster-${EVENT}`,
    ]);
    expect(await eventInfo(EVENT)).toEqual(seed);
    expect(await upcoming(EVENT)).toMatchObject({ image: seed.image });
    expect(await upcoming(EVENT)).not.toHaveProperty('imageAlt');
  });

  it('refuses an HTML file named .jpg, a 30 MB body and a long alt text with their reasons, and changes nothing', async () => {
    const before = await eventInfo(EVENT);
    const cookie = await t.staff.signIn();
    const html = { bytes: new Uint8Array(htmlPage()), name: 'poster.jpg', type: 'image/jpeg' };

    const notAPicture = await upload(cookie, { kind: 'poster', id: EVENT, alt: 'Kept as typed', file: html });
    expect(notAPicture.status).toBe(422);
    const page = await notAPicture.text();
    expect(page).toContain('This file is not a JPEG, PNG, WebP or AVIF picture.');
    expect(page).toMatch(
      new RegExp(`id="poster-${EVENT}-picture"[^>]*aria-invalid="true" aria-describedby="poster-${EVENT}-error" autofocus`),
    );
    expect(page).toContain('value="Kept as typed"');

    const longAlt = await upload(cookie, { kind: 'poster', id: EVENT, alt: 'x'.repeat(201), file: await jpeg(400, 300) });
    expect(longAlt.status).toBe(422);
    expect(await longAlt.text()).toContain('Alt text is at most 200 characters.');

    // As a browser sends it: the length stated up front, so the body is refused before it is read.
    const huge = new Request('http://localhost/', { method: 'POST', body: multipartWith(new Uint8Array(30 * 1024 * 1024)) });
    const body = await huge.arrayBuffer();
    const tooLarge = await t.staff.request('staff/pictures/upload', {
      method: 'POST',
      headers: {
        cookie,
        origin: staffOrigin,
        'content-type': huge.headers.get('content-type') ?? '',
        'content-length': String(body.byteLength),
      },
      body,
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain('This picture is larger than 25 MB; nothing was changed.');

    expect(await eventInfo(EVENT)).toEqual(before);
  });

  it('puts a picture on a slide, and adds, recaptions and removes venue photos and album photos', async () => {
    const cookie = await t.staff.signIn();
    const slides = async () =>
      (await t.client.json<{ data: { sliders: { _id: string; image: string; imageAlt?: string }[] } }>(await t.client.get('sliders'))).data
        .sliders;
    const seedSlide = (await slides()).find((slide) => slide._id === 'slider-1');
    expect((await upload(cookie, { kind: 'slide', id: 'slider-1', alt: 'The rooftop at dusk', file: await jpeg(500, 300) })).status).toBe(
      303,
    );
    const slide = (await slides()).find((s) => s._id === 'slider-1');
    expect(slide?.image).toMatch(PICTURE_ADDRESS);
    expect(slide?.imageAlt).toBe('The rooftop at dusk');
    await remove(cookie, { kind: 'slide', id: 'slider-1' });
    expect((await slides()).find((s) => s._id === 'slider-1')).toEqual(seedSlide);

    type Gallery = { venuePhotos: { _id: string; url: string; caption: string | null }[] };
    const venuePhotos = async () => (await t.client.json<{ data: Gallery }>(await t.client.get('gallery-items'))).data.venuePhotos;
    const count = (await venuePhotos()).length;
    expect((await upload(cookie, { kind: 'venue-photo', id: 'new', alt: 'The bar' })).status).toBe(422);
    const photo = await jpeg(600, 400);
    const added = await upload(cookie, { kind: 'venue-photo', id: 'new', alt: 'The bar', file: photo });
    // The same picture sent twice (a double click) is one photo.
    await upload(cookie, { kind: 'venue-photo', id: 'new', alt: 'The bar', file: photo });
    const id = /at=venue-photo-([^#&]+)/.exec(added.headers.get('location') ?? '')?.[1] ?? '';
    expect(await venuePhotos()).toHaveLength(count + 1);
    expect((await venuePhotos()).at(-1)).toMatchObject({ _id: id, url: expect.stringMatching(PICTURE_ADDRESS), caption: 'The bar' });
    expect((await upload(cookie, { kind: 'venue-photo', id, alt: 'The long bar' })).status).toBe(303);
    expect((await venuePhotos()).at(-1)).toMatchObject({ _id: id, caption: 'The long bar' });
    expect((await remove(cookie, { kind: 'venue-photo', id })).status).toBe(303);
    expect((await venuePhotos()).map((p) => p._id)).not.toContain(id);

    type Album = { cover: string; photos: { _id: string; url: string; caption: string | null }[] };
    const album = async (eventId: string) => {
      const res = await t.client.get(`event-album/${eventId}`);
      return res.status === 404 ? null : (await t.client.json<{ data: Album }>(res)).data;
    };
    const withAlbum = (await t.client.json<{ data: { eventPhotos: { eventId: string }[] } }>(await t.client.get('gallery-items'))).data
      .eventPhotos[0]!.eventId;
    const photos = (await album(withAlbum))!.photos.length;
    expect((await upload(cookie, { kind: 'album', id: withAlbum, alt: 'Hands up', file: await jpeg(700, 500) })).status).toBe(303);
    const grown = (await album(withAlbum))!;
    expect(grown.photos).toHaveLength(photos + 1);
    const newPhoto = grown.photos.at(-1)!;
    expect(newPhoto).toMatchObject({ url: expect.stringMatching(PICTURE_ADDRESS), caption: 'Hands up' });
    expect((await remove(cookie, { kind: 'album', id: withAlbum, photo: newPhoto._id })).status).toBe(303);
    expect((await album(withAlbum))!.photos).toHaveLength(photos);

    // A past event without an album: its first photo starts one, the cover; its last removed ends it.
    const past = (await t.client.json<{ data: { _id: string; hasAlbum: boolean }[] }>(await t.client.get('past-events'))).data.find(
      (event) => !event.hasAlbum,
    )!;
    expect((await upload(cookie, { kind: 'album', id: past._id, start: 'yes', file: await jpeg(640, 480) })).status).toBe(303);
    const started = (await album(past._id))!;
    expect(started.photos).toHaveLength(1);
    expect(started.cover).toBe(started.photos[0]!.url);
    await remove(cookie, { kind: 'album', id: past._id, photo: started.photos[0]!._id });
    expect(await album(past._id)).toBeNull();
  });
});

/** A multipart body of the pictures form whose picture is `bytes`. */
function multipartWith(bytes: Uint8Array): FormData {
  const form = new FormData();
  form.set('kind', 'poster');
  form.set('id', EVENT);
  form.set('picture', new Blob([bytes], { type: 'image/jpeg' }), 'huge.jpg');
  return form;
}

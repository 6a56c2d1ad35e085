// The form endpoints against the seeded demo venue: what is stored, what is answered, and the
// 4xx that names the field. Every write is checked in the database, not only in the answer.
import { readdirSync } from 'node:fs';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALENT_PHOTO_MAX_BYTES } from '@venue/core/talents/talent-photo-data-url';
import { kindsAndRecipients, mailsAbout } from '../testing/mails-about';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_MAIL_SETTINGS, TEST_TODAY, type TestApi } from '../testing/test-api';
import { formsRoutes } from './forms.routes';

let api: TestApi;
let token: string;
let uploadsDir: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.signIn();
  uploadsDir = api.context().uploadsDir;
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

function send(method: 'POST' | 'PUT', path: string, body: unknown, bearer: string | null = token) {
  return api.app().request(`/venue-api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const count = async (sql: string, params: (string | null)[] = []) =>
  (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`, params))[0]?.n;

const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const png = `data:image/png;base64,${pngBytes.toString('base64')}`;
const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

const signup = {
  clientName: 'Anna Lee',
  clientEmail: 'anna@example.com',
  clientPhoneNumber: '+12125550100',
  clientBirthDate: '09/03',
  IGname: '@anna',
  userAgent: 'PC',
  ip: '203.0.113.7',
};

const talent = {
  talentName: 'DJ Orbit',
  talentEmail: 'orbit@example.com',
  talentPhoneNumber: '+12125550101',
  talentType: 'DJ',
  biography: '<p>Spins house</p>',
  youtubeLink: 'https://www.youtube.com/@orbit',
  facebookLink: 'https://www.facebook.com/orbit',
  instagramLink: 'https://www.instagram.com/orbit',
  receiveSMS: true,
  mailingListSubscribe: true,
  mediaLinks: [{ link: 'https://soundcloud.com/orbit/set' }],
  priceFees: 300,
  musicStyle: 'House',
  website: 'https://orbit.example',
  photos: [png],
};

describe('POST new-mailing-list and api/mailingList/add', () => {
  it('stores the signup with its ref and PID and answers its id', async () => {
    const res = await send('POST', 'new-mailing-list', { ...signup, ref: 'insta', PID: 'p7' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string } };
    const [row] = await api.db.query<{ source: string; ref: string; pid: string; payload: unknown }>(
      'SELECT source, ref, pid, payload FROM mailing_list_member WHERE id = $1',
      [data._id],
    );
    expect(row).toEqual({ source: 'new-mailing-list', ref: 'insta', pid: 'p7', payload: signup });
  });

  it('keeps one member per address: signing up again through the alias updates it', async () => {
    const first = (await (await send('POST', 'new-mailing-list', signup)).json()) as { data: { _id: string } };
    const again = await send('POST', 'api/mailingList/add', { ...signup, clientEmail: 'ANNA@example.com', clientName: 'Anna Lee-Park' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { _id: first.data._id } });
    expect(await count("FROM mailing_list_member WHERE email_key = 'anna@example.com'")).toBe(1);
    const [row] = await api.db.query<{ source: string; name: string; ref: string | null }>(
      "SELECT source, payload->>'clientName' AS name, ref FROM mailing_list_member WHERE id = $1",
      [first.data._id],
    );
    // The ref of the first signup stays: the second came without one.
    expect(row).toEqual({ source: 'api/mailingList/add', name: 'Anna Lee-Park', ref: 'insta' });
  });

  it('refuses an invalid email with 422 naming the field, and stores nothing', async () => {
    const before = await count('FROM mailing_list_member');
    const res = await send('POST', 'new-mailing-list', { ...signup, clientEmail: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_input', message: 'clientEmail: Expected a valid email address', field: 'clientEmail' },
    });
    expect(await count('FROM mailing_list_member')).toBe(before);
  });

  it('names a missing field, refuses a name under 4 characters, a body that is not JSON and a missing token', async () => {
    const { clientPhoneNumber: _phone, ...withoutPhone } = signup;
    expect(await (await send('POST', 'new-mailing-list', withoutPhone)).json()).toMatchObject({ error: { field: 'clientPhoneNumber' } });
    expect(await (await send('POST', 'api/mailingList/add', { ...signup, clientName: ' Al ' })).json()).toMatchObject({
      error: { field: 'clientName' },
    });
    const broken = await send('POST', 'new-mailing-list', '{"clientName":');
    expect([broken.status, await broken.json()]).toEqual([
      400,
      { error: { code: 'malformed_json', message: 'The request body is not valid JSON.' } },
    ]);
    expect((await send('POST', 'new-mailing-list', signup, null)).status).toBe(401);
  });

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const res = await send('POST', 'new-mailing-list', { ...signup, IGname: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
  });
});

describe('POST api/talents/new-talent', () => {
  it('stores the submission, writes the photo and serves it publicly with its type', async () => {
    const res = await send('POST', 'api/talents/new-talent', talent);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string } };
    const [row] = await api.db.query<{ photos: string[]; name: string }>(
      "SELECT payload->'photos' AS photos, payload->>'talentName' AS name FROM form_submission WHERE id = $1 AND kind = 'talent-submission'",
      [data._id],
    );
    expect(row?.name).toBe('DJ Orbit');
    const [url] = row?.photos ?? [];
    expect(url).toMatch(/^\/venue-api\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    const picture = await api.app().request(url ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(pngBytes);
  });

  it('adds the talent to the mailing list when asked, without overwriting an existing member', async () => {
    expect(await count("FROM mailing_list_member WHERE email_key = 'orbit@example.com' AND source = 'api/talents/new-talent'")).toBe(1);
    await send('POST', 'api/talents/new-talent', { ...talent, talentEmail: 'anna@example.com' });
    expect(await count("FROM mailing_list_member WHERE email_key = 'anna@example.com' AND source = 'api/talents/new-talent'")).toBe(0);
    await send('POST', 'api/talents/new-talent', { ...talent, talentEmail: 'quiet@example.com', mailingListSubscribe: false });
    expect(await count("FROM mailing_list_member WHERE email_key = 'quiet@example.com'")).toBe(0);
  });

  it.each([
    ['a picture type the site refuses', { photos: ['data:image/svg+xml;base64,PHN2Zz4='] }, 'photos[0]'],
    ['bytes that are not the declared type', { photos: [png, `data:image/png;base64,${jpegBytes.toString('base64')}`] }, 'photos[1]'],
    ['more than 10 photos', { photos: Array.from({ length: 11 }, () => png) }, 'photos'],
    ['no photo', { photos: [] }, 'photos'],
    [
      'a photo over 5 MB',
      { photos: [`data:image/png;base64,${Buffer.concat([pngBytes, Buffer.alloc(TALENT_PHOTO_MAX_BYTES)]).toString('base64')}`] },
      'photos[0]',
    ],
    ['a media link that is not an address', { mediaLinks: [{ link: 'my set' }] }, 'mediaLinks[0].link'],
    ['a negative fee', { priceFees: -1 }, 'priceFees'],
  ])('refuses %s with 422 naming %s, writing no row and no file', async (_case, change, field) => {
    const rows = await count('FROM form_submission');
    const files = readdirSync(uploadsDir).length;
    const res = await send('POST', 'api/talents/new-talent', { ...talent, ...change });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input', field } });
    expect(await count('FROM form_submission')).toBe(rows);
    expect(readdirSync(uploadsDir)).toHaveLength(files);
  });
});

describe('GET media/uploads/{name}', () => {
  it('serves only stored names', async () => {
    expect((await api.app().request('/venue-api/media/uploads/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await api.app().request('/venue-api/media/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('POST apply-job and submit-contact', () => {
  const application = {
    clientName: 'Sam Ortiz',
    clientEmail: 'sam@example.com',
    clientPhoneNumber: '+12125550102',
    position: 'Bartender',
    message: '3 years at Nola',
    cv: null,
  };

  it('stores an application and a contact message', async () => {
    const job = await send('POST', 'apply-job', application);
    expect(job.status).toBe(200);
    const jobId = ((await job.json()) as { data: { _id: string } }).data._id;
    expect(
      await count("FROM form_submission WHERE id = $1 AND kind = 'job-application' AND payload->>'position' = 'Bartender'", [jobId]),
    ).toBe(1);

    const contact = await send('POST', 'submit-contact', {
      clientName: 'Sam',
      clientEmail: 'sam@example.com',
      clientPhoneNumber: null,
      subject: '',
      message: 'Do you host birthdays?',
    });
    expect(contact.status).toBe(200);
    const contactId = ((await contact.json()) as { data: { _id: string } }).data._id;
    expect(await count("FROM form_submission WHERE id = $1 AND kind = 'contact-message'", [contactId])).toBe(1);
  });

  it('names the field at fault', async () => {
    expect(await (await send('POST', 'apply-job', { ...application, position: '  ' })).json()).toMatchObject({
      error: { field: 'position' },
    });
    expect(
      await (
        await send('POST', 'submit-contact', {
          clientName: 'Sam',
          clientEmail: 'sam@example.com',
          clientPhoneNumber: '555',
          subject: '',
          message: 'Hi',
        })
      ).json(),
    ).toMatchObject({
      error: { field: 'clientPhoneNumber' },
    });
  });
});

describe('PUT staff-availability/{id}', () => {
  const update = { staffName: 'Rita', availability: [{ date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' }], notes: '' };

  it('keeps the latest availability of a link', async () => {
    const first = await send('PUT', 'staff-availability/staff-rita', update);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { id: 'staff-rita', ...update, updatedAt: api.clock.now.toISOString() } });
    const changed = {
      ...update,
      availability: [...update.availability, { date: '2030-06-21', timeFrom: '9:00 PM', timeTo: '3:00 AM' }],
      notes: 'No Sundays',
    };
    expect(await (await send('PUT', 'staff-availability/staff-rita', changed)).json()).toMatchObject({ data: changed });
    const rows = await api.db.query<{ notes: string; nights: number }>(
      "SELECT notes, jsonb_array_length(availability) AS nights FROM staff_availability WHERE link_id = 'staff-rita'",
    );
    expect(rows).toEqual([{ notes: 'No Sundays', nights: 2 }]);
  });

  it('refuses a malformed link id, a date given twice and a time that is no label', async () => {
    expect(await (await send('PUT', 'staff-availability/a.b', update)).json()).toMatchObject({ error: { field: 'id' } });
    const twice = { ...update, availability: [update.availability[0], update.availability[0]] };
    expect(await (await send('PUT', 'staff-availability/staff-rita', twice)).json()).toMatchObject({ error: { field: 'availability' } });
    const badTime = { ...update, availability: [{ date: '2030-06-20', timeFrom: '20:00', timeTo: '2:00 AM' }] };
    expect(await (await send('PUT', 'staff-availability/staff-rita', badTime)).json()).toMatchObject({
      error: { field: 'availability[0].timeFrom' },
    });
  });
});

describe('POST new-review-comment and api/reviews/new-review-comment', () => {
  it('stores a review dated today that the lookup lists from then on', async () => {
    const before = (await (await api.get('review/talent/talent-kairo')).json()) as { data: { reviewCount: number } };
    const res = await send('POST', 'new-review-comment', {
      type: 'talent',
      id: 'talent-kairo',
      name: ' Mia ',
      rating: 4,
      comment: 'Great energy',
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string } };
    expect(data).toEqual({
      _id: data._id,
      type: 'talent',
      targetId: 'talent-kairo',
      name: 'Mia',
      rating: 4,
      comment: 'Great energy',
      date: TEST_TODAY,
      photo: null,
    });
    const after = (await (await api.get('api/reviews/review/talent/talent-kairo')).json()) as {
      data: { reviewCount: number; reviews: { _id: string }[] };
    };
    expect(after.data.reviewCount).toBe(before.data.reviewCount + 1);
    expect(after.data.reviews[0]?._id).toBe(data._id);
  });

  it('takes the alias, answers 404 for an unknown subject and 422 for a rating out of 1-5', async () => {
    expect(
      (
        await send('POST', 'api/reviews/new-review-comment', {
          type: 'venue',
          id: 'velvet-room',
          name: 'Mia',
          rating: 5,
          comment: 'Love it',
        })
      ).status,
    ).toBe(200);
    expect(
      (await send('POST', 'new-review-comment', { type: 'event', id: 'no-such-event', name: 'Mia', rating: 5, comment: 'x' })).status,
    ).toBe(404);
    expect(
      await (await send('POST', 'new-review-comment', { type: 'event', id: 'event-past-1', name: 'Mia', rating: 6, comment: 'x' })).json(),
    ).toMatchObject({
      error: { field: 'rating' },
    });
  });
});

describe("the venue's mail of a stored form", () => {
  const contactMessage = { clientName: 'Sam', clientEmail: 'sam@example.com', clientPhoneNumber: null, subject: '', message: 'Birthdays?' };
  /** The forms' routes of a venue with these staff addresses (the app's own has TEST_MAIL_SETTINGS'). */
  const venueWithStaff = (staffEmails: readonly string[]) =>
    new Hono().route('/', formsRoutes({ ...api.context(), mail: { ...TEST_MAIL_SETTINGS, staffEmails } }));
  const postTo = (app: Hono, path: string, body: unknown) =>
    app.request(`/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const idOf = async (res: Response) => ((await res.json()) as { data: { _id: string } }).data._id;

  it('queues one mail per staff address about the form, and none when the venue set no address', async () => {
    const twoStaff = await idOf(await postTo(venueWithStaff(['desk@venue.test', 'owner@venue.test']), 'submit-contact', contactMessage));
    expect(kindsAndRecipients(await mailsAbout(api.db, twoStaff))).toEqual([
      'staff-contact-message desk@venue.test',
      'staff-contact-message owner@venue.test',
    ]);
    const noStaff = await idOf(await postTo(venueWithStaff([]), 'submit-contact', contactMessage));
    expect(await count("FROM form_submission WHERE id = $1 AND kind = 'contact-message'", [noStaff])).toBe(1);
    expect(await mailsAbout(api.db, noStaff)).toEqual([]);
  });

  it('tells the staff of a job application and a talent submission', async () => {
    const job = {
      clientName: 'Sam Ortiz',
      clientEmail: 'sam@example.com',
      clientPhoneNumber: '+12125550102',
      position: 'DJ',
      message: '',
      cv: null,
    };
    const jobId = await idOf(await send('POST', 'apply-job', job));
    const talentId = await idOf(await send('POST', 'api/talents/new-talent', { ...talent, talentEmail: 'mailed@example.com' }));
    expect(await mailsAbout(api.db, jobId, talentId)).toMatchObject([
      { kind: 'staff-job-application', recipient: 'staff@venue.test', subjectType: 'form', subjectId: jobId },
      { kind: 'staff-talent-submission', recipient: 'staff@venue.test', subjectType: 'form', subjectId: talentId },
    ]);
  });

  it('tells the staff of each availability update', async () => {
    const update = { staffName: 'Rita', availability: [{ date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' }], notes: '' };
    const start = api.clock.now;
    try {
      await send('PUT', 'staff-availability/staff-rita-mailed', update);
      api.clock.now = new Date(start.getTime() + 60_000);
      await send('PUT', 'staff-availability/staff-rita-mailed', { ...update, notes: 'Not on the 21st' });
    } finally {
      api.clock.now = start;
    }
    const mails = await mailsAbout(api.db, 'staff-rita-mailed');
    expect(mails.map((m) => [m.kind, m.subjectType, m.occasion])).toEqual([
      ['staff-availability', 'availability', start.toISOString()],
      ['staff-availability', 'availability', new Date(start.getTime() + 60_000).toISOString()],
    ]);
  });
});

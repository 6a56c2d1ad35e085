// The Careers and StaffAvailability endpoints against the seeded demo venue (docs/backend.md#forms-and-uploads): the
// open positions, an application's CV checked by type, size and bytes (a refused one writes no row and no file), the
// staff page that lists what was sent and serves the CV, and the read of a staff link's availability.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '@venue/core/forms/cv-document';
import { staffTestClient, type StaffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let staff: StaffTestClient;
let token: string;
let uploadsDir: string;
beforeAll(async () => {
  api = await startTestApi();
  staff = staffTestClient(api);
  token = await api.signIn();
  uploadsDir = api.context().uploadsDir;
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const send = (method: 'POST' | 'PUT', path: string, body: unknown) =>
  api.app().request(`/venue-api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
const count = async (sql: string) => (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`))[0]?.n;
const files = () => readdirSync(uploadsDir, { recursive: false }).length;

const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const application = {
  clientName: 'Sam Ortiz',
  clientEmail: 'sam@example.com',
  clientPhoneNumber: '+12125550102',
  position: 'Bartender',
  message: 'Three years behind a cocktail bar.',
  cv: { fileName: 'sam-cv.pdf', dataUrl: dataUrl('application/pdf', pdf) },
};

describe('GET job-positions', () => {
  it('answers the seeded open positions in order', async () => {
    const res = await api.get('job-positions');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string; title: string }[] };
    expect(data.map((p) => p.title)).toEqual(['Bartender', 'Floor Host', 'Sound Technician']);
  });
});

describe('POST apply-job with a CV', () => {
  it('stores the application, writes the CV, lists both on the staff page and serves the CV only there', async () => {
    const before = files();
    const res = await send('POST', 'apply-job', application);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string } };
    expect(files()).toBe(before + 1);
    const [row] = await api.db.query<{ cv: { fileName: string; url: string; contentType: string; byteLength: number } }>(
      "SELECT payload->'cv' AS cv FROM form_submission WHERE id = $1 AND kind = 'job-application'",
      [data._id],
    );
    expect(row?.cv).toMatchObject({ fileName: 'sam-cv.pdf', contentType: 'application/pdf', byteLength: pdf.length });
    const url = row?.cv.url ?? '';
    expect(url).toMatch(/^\/venue-api\/staff\/forms\/cv\/[0-9a-f-]{36}\.pdf$/);
    const name = url.split('/').at(-1) ?? '';

    const page = await staff.readPage('staff/forms');
    expect(page.anonymous).toBe(401);
    expect(page.html).toContain('Sam Ortiz');
    expect(page.html).toContain(`href="${url}"`);
    const cookie = await staff.signIn();
    const cv = await staff.request(url.replace('/venue-api/', ''), { headers: { cookie } });
    expect([cv.status, cv.headers.get('content-type'), cv.headers.get('content-disposition')]).toEqual([
      200,
      'application/pdf',
      `attachment; filename="${name}"`,
    ]);
    expect(Buffer.from(await cv.arrayBuffer())).toEqual(pdf);
    expect((await staff.request(url.replace('/venue-api/', ''))).status).toBe(401);
    expect((await api.app().request(`/venue-api/media/uploads/${name}`)).status).toBe(404);
  });

  it('stores an application without a CV', async () => {
    expect((await send('POST', 'apply-job', { ...application, cv: null })).status).toBe(200);
  });

  it.each([
    [
      'a picture',
      { fileName: 'me.png', dataUrl: dataUrl('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
      422,
    ],
    [
      'a PDF whose bytes are not a PDF',
      { fileName: 'cv.pdf', dataUrl: dataUrl('application/pdf', Buffer.from('MZ\x90\x00 not a pdf')) },
      422,
    ],
    [
      'a DOCX whose bytes are a PDF',
      { fileName: 'cv.docx', dataUrl: dataUrl('application/vnd.openxmlformats-officedocument.wordprocessingml.document', pdf) },
      422,
    ],
    ['an empty file', { fileName: 'cv.pdf', dataUrl: 'data:application/pdf;base64,' }, 422],
    ['a PDF over 5 MB', { fileName: 'cv.pdf', dataUrl: dataUrl('application/pdf', Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES)])) }, 422],
    [
      'a body far over a 5 MB CV',
      { fileName: 'cv.pdf', dataUrl: dataUrl('application/pdf', Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES * 1.2)])) },
      413,
    ],
  ])('refuses %s (%#), writing no row and no file', async (_case, cv, status) => {
    const rows = await count("FROM form_submission WHERE kind = 'job-application'");
    const before = files();
    const res = await send('POST', 'apply-job', { ...application, cv });
    expect(res.status).toBe(status);
    if (status === 422) expect(await res.json()).toMatchObject({ error: { code: 'invalid_input', field: 'cv.dataUrl' } });
    else expect(await res.json()).toMatchObject({ error: { code: 'too_large' } });
    expect(await count("FROM form_submission WHERE kind = 'job-application'")).toBe(rows);
    expect(files()).toBe(before);
  });
});

describe('GET staff-availability/{id}', () => {
  const update = { staffName: 'Rita', availability: [{ date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' }], notes: 'No Sundays' };

  it('answers 404 before anything was sent, then the latest availability, which the staff page lists', async () => {
    expect((await api.get('staff-availability/staff-rita-read')).status).toBe(404);
    await send('PUT', 'staff-availability/staff-rita-read', update);
    const res = await api.get('staff-availability/staff-rita-read');
    expect(await res.json()).toEqual({ data: { id: 'staff-rita-read', ...update, updatedAt: api.clock.now.toISOString() } });
    expect((await staff.readPage('staff/forms')).html).toContain('2030-06-20 8:00 PM to 2:00 AM');
  });

  it('refuses a malformed link id with 422 naming it', async () => {
    expect(await (await api.get('staff-availability/a.b')).json()).toMatchObject({ error: { field: 'id' } });
  });
});

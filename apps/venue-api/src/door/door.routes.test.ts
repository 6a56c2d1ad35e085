// The door over HTTP (docs/product.md#the-door), with codes issued the real way (a paid ticket order): only
// signed-in staff read the night's list or admit, a post needs the session's CSRF token, the page allows the
// camera under a strict policy, and a cancelled order's codes are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_BATCH_MAX } from '@venue/core/door/door.schema';
import { GUEST_CODE_MAX_LENGTH } from '@venue/core/guest-codes/guest-code';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { findEventDate } from '../store/events.store';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
let cookie = '';
let csrf = '';
let night = '';
let codes: GuestCodeView[] = [];
let orderId = '';
const origin = 'http://localhost';

const request = (path: string, init: RequestInit = {}) => api.app().request(`${origin}/venue-api/${path}`, init);
const staff = (path: string, body?: unknown, headers: Record<string, string> = { 'x-csrf-token': csrf }) =>
  request(`staff/door${path}`, {
    headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json', ...headers }) },
    ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
  });
const device = { door: 'Main door', device: 'device-main-0001' };

beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  const created = await client.post('new-ticket-order', {
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550177',
    eventId: 'event-up-1',
    tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
  });
  const { orderSecret, ...answer } = (await client.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
  orderId = answer.orderId;
  expect((await client.post('make-test-payment', { orderType: 'tickets', orderId })).status).toBe(200);
  const read = await client.get(`guest-codes/order/${orderId}?secret=${orderSecret}`);
  codes = (await client.json<{ data: { codes: GuestCodeView[] } }>(read)).data.codes;
  night = (await findEventDate(api.db, 'event-up-1')) ?? '';
  const login = await request('staff/login', { method: 'POST', body: new URLSearchParams({ password: 'demo-staff' }) });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const page = await (await staff(`?night=${night}&door=Main%20door`)).text();
  csrf = /data-csrf="([^"]+)"/.exec(page)?.[1] ?? '';
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

describe('the door over HTTP', () => {
  it('serves the page to signed-in staff only, allowing the camera under a strict policy, and its scripts', async () => {
    expect(codes).toHaveLength(2);
    expect(csrf).not.toBe('');
    const page = await staff(`?night=${night}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(await page.text()).toMatch(/<script src="\/venue-api\/staff\/door\.js\?v=[\w-]+" defer><\/script>/);
    expect((await request('staff/door')).status).toBe(401);
    expect((await request(`staff/door/nights/${night}`)).status).toBe(401);
    const script = await request('staff/door.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(1000);
    expect((await request('staff/door-worker.js')).status).toBe(200);
  });

  it("lists the night's codes with the public key, then admits a code once; the next scan is already in", async () => {
    const list = (await (await staff(`/nights/${night}`)).json()) as {
      publicKey: string;
      codes: { codeId: string; label: string; status: string }[];
    };
    expect(list.publicKey).toMatch(/^[\w-]{43}$/);
    expect(list.codes.filter((c) => codes.some((v) => v.codeId === c.codeId)).map((c) => [c.label, c.status])).toEqual([
      ['General Admission', 'valid'],
      ['General Admission', 'valid'],
    ]);
    const first = await staff(`/nights/${night}/admit`, { code: codes[0]!.code, ...device });
    expect(await first.json()).toMatchObject({ outcome: 'admitted', code: { guestName: 'Dana Guest' } });
    const again = await staff(`/nights/${night}/admit`, { code: codes[0]!.code, door: 'Side door', device: 'device-side-0002' });
    expect(await again.json()).toMatchObject({ outcome: 'already-in', first: { door: 'Main door', device: device.device } });
  });

  it('refuses a post without the CSRF token, and a malformed body', async () => {
    expect((await staff(`/nights/${night}/admit`, { code: codes[1]!.code, ...device }, {})).status).toBe(403);
    expect((await staff(`/nights/${night}/admit`, { code: codes[1]!.code })).status).toBe(422);
    expect((await staff('/nights/tonight/admit', { code: codes[1]!.code, ...device })).status).toBe(422);
  });

  it('takes a full batch of the longest codes within the body limit', async () => {
    const longest = `VG1.${'A'.repeat(GUEST_CODE_MAX_LENGTH - 6)}.B`;
    const checkIns = Array.from({ length: SYNC_BATCH_MAX }, (_, i) => ({
      code: longest,
      checkIn: {
        codeId: `code-${i}`,
        at: '2030-06-15T17:00:00.000Z',
        ...device,
        door: 'Main door with a name as long as staff may type it, sixty chars'.slice(0, 60),
      },
    }));
    const answer = await staff(`/nights/${night}/sync`, { device: device.device, checkIns });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { outcomes: unknown[] }).outcomes).toHaveLength(SYNC_BATCH_MAX);
  });

  it("refuses a cancelled order's codes", async () => {
    await api.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [orderId]);
    const answer = await staff(`/nights/${night}/admit`, { code: codes[1]!.code, ...device });
    expect(await answer.json()).toMatchObject({ outcome: 'cancelled' });
  });
});

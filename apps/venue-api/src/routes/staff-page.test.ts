// The staff page: its password, the conversation list (needing staff first), escaping of everything a
// guest typed, and the three staff actions with what each sends over the socket.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NewOnlineGuestResponse } from '@venue/core/chat/chat-api.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());
beforeEach(() => api.realtime.clear());

const venueId = 'velvet-room';
const origin = 'http://localhost';

const request = (path: string, init: RequestInit = {}) => api.app().request(`${origin}/venue-api/${path}`, init);
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function signIn(password = 'demo-staff'): Promise<{ status: number; cookie: string }> {
  const res = await request('staff/login', { method: 'POST', body: form({ password }) });
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

async function staffPost(cookie: string, path: string, fields: Record<string, string>) {
  const page = await (await request('staff', { headers: { cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  return request(path, { method: 'POST', headers: { cookie, origin }, body: form({ csrf, ...fields }) });
}

async function startConversation(name: string, firstMessage?: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res = await request('api/onlineGuest/newOnlineGuest', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      clientName: name,
      clientEmail: 'guest@example.com',
      clientPhoneNumber: '+44 20 7946 0000',
      userAgent: 'Mobile',
      ip: null,
    }),
  });
  const decoded = decodeWith(NewOnlineGuestResponse, 'test')(await res.json());
  if (!decoded.ok) throw new Error(decoded.error.path);
  const hash = decoded.value.data.onlineGuest.hash;
  if (firstMessage)
    await request('api/onlineGuest/newMessage', {
      method: 'POST',
      headers,
      body: JSON.stringify({ hash, type: 'text', message: firstMessage }),
    });
  return hash;
}

describe('staff sign-in', () => {
  it('shows the sign-in form, not the conversations, without a session', async () => {
    const res = await request('staff');
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page).toContain('Staff password');
    expect(page).not.toContain('Live conversations');
  });

  it('refuses a wrong password and accepts the configured one with an HttpOnly, SameSite=Strict cookie', async () => {
    expect((await signIn('guess')).status).toBe(401);
    const res = await request('staff/login', { method: 'POST', body: form({ password: 'demo-staff' }) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/venue-api/staff');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^venue_staff=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/venue-api/staff');
  });

  it('returns to the staff page the session ran out on, and never to another site', async () => {
    const asked = await request('staff/door?night=2030-06-15');
    expect(asked.status).toBe(401);
    expect(await asked.text()).toContain('name="return" value="/venue-api/staff/door?night=2030-06-15"');
    const signInTo = async (back: string) =>
      (await request('staff/login', { method: 'POST', body: form({ password: 'demo-staff', return: back }) })).headers.get('location');
    expect(await signInTo('/venue-api/staff/door?night=2030-06-15')).toBe('/venue-api/staff/door?night=2030-06-15');
    for (const elsewhere of [
      'https://evil.example/venue-api/staff',
      '//evil.example',
      '/venue-api/staff/../../x',
      '/venue-api/staffing',
      '/',
    ])
      expect(await signInTo(elsewhere)).toBe('/venue-api/staff');
    const wrong = await request('staff/login', { method: 'POST', body: form({ password: 'guess', return: '/venue-api/staff/door' }) });
    expect(await wrong.text()).toContain('name="return" value="/venue-api/staff/door"');
  });

  it('does not accept a made-up cookie, a signed-out session, or a bearer token', async () => {
    expect((await request('staff', { headers: { cookie: 'venue_staff=made-up' } })).status).toBe(401);
    expect((await request('staff', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const { cookie } = await signIn();
    expect((await request('staff', { headers: { cookie } })).status).toBe(200);
    await staffPost(cookie, 'staff/logout', {});
    expect((await request('staff', { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a staff action posted from another site', async () => {
    const { cookie } = await signIn();
    const res = await request('staff/web-support', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      body: form({ enabled: 'no' }),
    });
    expect(res.status).toBe(403);
    expect(api.realtime.emitted).toEqual([]);
  });
});

describe('staff conversations', () => {
  it('lists conversations needing staff first and escapes what guests typed', async () => {
    const calm = await startConversation('Calm Guest', 'what are your opening hours');
    const lost = await startConversation('<script>alert("x")</script>', 'Can you recommend a dentist nearby?');
    const { cookie } = await signIn();
    const page = await (await request('staff', { headers: { cookie } })).text();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page.indexOf(lost)).toBeGreaterThan(-1);
    expect(page.indexOf(lost)).toBeLessThan(page.indexOf(calm));
    expect(page).toContain('needs staff');
  });

  it('shows a conversation with the bot reply, and a staff reply goes to the guest room and clears "needs staff"', async () => {
    const hash = await startConversation('Grace Hopper', 'Can you recommend a dentist nearby?');
    const { cookie } = await signIn();
    const before = await (await request(`staff/conversations/${hash}`, { headers: { cookie } })).text();
    expect(before).toContain('Can you recommend a dentist nearby?');
    expect(before).toContain('passed your message to our team');
    api.realtime.clear();

    const res = await staffPost(cookie, `staff/conversations/${hash}/reply`, { message: 'Try Dr. <b>Smile</b> on Bedford Av.' });
    expect(res.status).toBe(303);
    expect(api.realtime.emitted).toEqual([
      {
        event: `newWebSupportReply.${venueId}-${hash}`,
        room: `guest:${hash}`,
        payload: expect.objectContaining({
          type: 'text',
          from: 'venue',
          message: 'Try Dr. <b>Smile</b> on Bedford Av.',
          meta: { author: 'staff' },
          hash,
        }),
      },
    ]);
    const after = await (await request(`staff/conversations/${hash}`, { headers: { cookie } })).text();
    expect(after).toContain('Try Dr. &lt;b&gt;Smile&lt;/b&gt; on Bedford Av.');
    const [row] = await api.db.query<{ needs_staff: boolean }>('SELECT needs_staff FROM online_guest WHERE hash = $1', [hash]);
    expect(row?.needs_staff).toBe(false);
  });

  it('refuses an empty reply', async () => {
    const hash = await startConversation('Empty Reply');
    const { cookie } = await signIn();
    expect((await staffPost(cookie, `staff/conversations/${hash}/reply`, { message: '   ' })).status).toBe(422);
    expect(api.realtime.emitted).toEqual([]);
  });

  it('deletes a guest with its conversation and tells that guest only', async () => {
    const hash = await startConversation('Leaving Guest', 'hello');
    const { cookie } = await signIn();
    api.realtime.clear();
    expect((await staffPost(cookie, `staff/conversations/${hash}/delete`, {})).status).toBe(422);
    const res = await staffPost(cookie, `staff/conversations/${hash}/delete`, { confirm: 'yes' });
    expect(res.status).toBe(303);
    expect(api.realtime.emitted).toEqual([{ event: `deleteOnlineGuestInfo.${venueId}-${hash}`, payload: { hash }, room: `guest:${hash}` }]);
    const history = await api.get(`api/onlineGuest/message/${hash}/website`);
    expect(history.status).toBe(404);
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_message WHERE guest_hash = $1', [hash]);
    expect(count?.n).toBe(0);
  });

  it('switches web support off and on for every visitor', async () => {
    const { cookie } = await signIn();
    await staffPost(cookie, 'staff/web-support', { enabled: 'no' });
    expect(await (await request('staff', { headers: { cookie } })).text()).toContain('Web support is <strong>off</strong>');
    await staffPost(cookie, 'staff/web-support', { enabled: 'yes' });
    expect(api.realtime.emitted).toEqual([
      { event: `showWebSupport.${venueId}`, payload: 'no' },
      { event: `showWebSupport.${venueId}`, payload: 'yes' },
    ]);
    expect((await staffPost(cookie, 'staff/web-support', { enabled: 'maybe' })).status).toBe(422);
  });
});

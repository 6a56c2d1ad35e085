// Staff typing a reply: the guest's widget hears a typing message in the guest's room only, nothing is stored,
// and the route needs a staff session like every staff action.
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

const origin = 'http://localhost';
const request = (path: string, init: RequestInit = {}) => api.app().request(`${origin}/venue-api/${path}`, init);

async function staffCookie(): Promise<string> {
  const res = await request('staff/login', { method: 'POST', body: new URLSearchParams({ password: 'demo-staff' }) });
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function newGuest(): Promise<string> {
  const res = await request('api/onlineGuest/newOnlineGuest', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientName: 'Typing Guest',
      clientEmail: 'g@example.com',
      clientPhoneNumber: '+442079460000',
      userAgent: 'PC',
      ip: null,
    }),
  });
  const decoded = decodeWith(NewOnlineGuestResponse, 'test')(await res.json());
  if (!decoded.ok) throw new Error(decoded.error.path);
  return decoded.value.data.onlineGuest.hash;
}

describe('staff typing', () => {
  it('tells the guest room that staff are typing, and stores nothing', async () => {
    const hash = await newGuest();
    const cookie = await staffCookie();
    const res = await request(`staff/conversations/${hash}/typing`, { method: 'POST', headers: { cookie, origin } });
    expect(res.status).toBe(204);
    expect(api.realtime.emitted).toEqual([
      {
        event: `newWebSupportReply.velvet-room-${hash}`,
        payload: { type: 'typing', from: 'venue', hash, message: '' },
        room: `guest:${hash}`,
      },
    ]);
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_message WHERE guest_hash = $1', [hash]);
    expect(count?.n).toBe(0);
  });

  it('needs a staff session and an existing guest', async () => {
    const hash = await newGuest();
    expect((await request(`staff/conversations/${hash}/typing`, { method: 'POST', headers: { origin } })).status).toBe(401);
    const cookie = await staffCookie();
    expect((await request('staff/conversations/nobody/typing', { method: 'POST', headers: { cookie, origin } })).status).toBe(404);
    expect(api.realtime.emitted).toEqual([]);
  });
});

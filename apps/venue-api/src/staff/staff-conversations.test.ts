// The staff page's conversation view: the bot's answers marked as the bot's, and the reply box's
// typing signal reaching the guest's room only (docs/backend.md#staff-page).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { staffTestClient, type StaffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
let staff: StaffTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  staff = staffTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());
beforeEach(() => api.realtime.clear());

async function conversation(message: string): Promise<string> {
  const res = await client.post('api/onlineGuest/newOnlineGuest', {
    clientName: 'Ada Lovelace',
    clientEmail: 'ada@example.com',
    clientPhoneNumber: '+1 212 555 0123',
    userAgent: 'PC',
    ip: null,
  });
  const { hash } = (await client.json<{ data: { onlineGuest: { hash: string } } }>(res)).data.onlineGuest;
  await client.post('api/onlineGuest/newMessage', { hash, type: 'text', message });
  return hash;
}

describe('staff conversation page', () => {
  it("marks the bot's answers as the bot's and loads the typing script from its own origin", async () => {
    const hash = await conversation('When do you open on Friday?');
    const cookie = await staff.signIn();
    await staff.postForm(cookie, `staff/conversations/${hash}/reply`, { message: 'See you Friday!' });
    const res = await staff.request(`staff/conversations/${hash}`, { headers: { cookie } });
    const page = await res.text();
    expect(page).toMatch(
      /<div class="msg venue bot">\s*<div class="who"><span class="badge bot">Bot<\/span> automatic answer<\/div>\s*<div><span class="text">On Friday we are open/,
    );
    expect(page).toMatch(/<div class="msg venue staff">\s*<div class="who">Staff<\/div>\s*<div><span class="text">See you Friday!/);
    expect(page).toContain(`data-typing-url="/venue-api/staff/conversations/${hash}/typing"`);
    expect(page).toContain('<script src="/venue-api/staff/staff-typing.js" defer></script>');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");

    const list = await (await staff.request('staff', { headers: { cookie } })).text();
    expect(list).toMatch(new RegExp(`${hash}[^]*<span class="who">Staff:</span> See you Friday!`));

    const script = await staff.request('staff/staff-typing.js', { headers: { cookie } });
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('data-typing-url');
  });

  it('tells the guest, and only that guest, that staff are typing, and says nothing when they stop', async () => {
    const hash = await conversation('hello');
    const cookie = await staff.signIn();
    api.realtime.clear();
    expect((await staff.postForm(cookie, `staff/conversations/${hash}/typing`, { typing: 'yes' })).status).toBe(204);
    expect((await staff.postForm(cookie, `staff/conversations/${hash}/typing`, { typing: 'no' })).status).toBe(204);
    expect(api.realtime.emitted).toEqual([
      {
        event: `newWebSupportReply.velvet-room-${hash}`,
        room: `guest:${hash}`,
        payload: { type: 'typing', from: 'venue', hash, message: '' },
      },
    ]);
    // Nothing is stored.
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_message WHERE guest_hash = $1', [hash]);
    expect(count?.n).toBe(2);
  });

  it('refuses a typing signal without a session, from another site, for nobody, or with a bad value', async () => {
    const hash = await conversation('hello');
    const cookie = await staff.signIn();
    api.realtime.clear();
    const anonymous = await staff.request(`staff/conversations/${hash}/typing`, {
      method: 'POST',
      body: new URLSearchParams({ typing: 'yes' }),
    });
    expect(anonymous.status).toBe(401);
    expect((await staff.postForm(cookie, `staff/conversations/${hash}/typing`, { typing: 'yes' }, 'https://evil.example')).status).toBe(
      403,
    );
    expect((await staff.postForm(cookie, 'staff/conversations/no-such-guest/typing', { typing: 'yes' })).status).toBe(404);
    expect((await staff.postForm(cookie, `staff/conversations/${hash}/typing`, { typing: 'maybe' })).status).toBe(422);
    expect(api.realtime.emitted).toEqual([]);
  });
});

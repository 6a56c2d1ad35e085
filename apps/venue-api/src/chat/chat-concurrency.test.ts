// The support chat under concurrency (docs/backend.md#concurrency-on-a-postgresql-server): uploads
// sent at once keep the conversation's quota, with no file left behind for a refused one; texts the
// bot cannot answer call staff once; the retention chore never deletes a conversation the guest
// wrote in since it looked.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app';
import { createGuest, deleteGuest, findGuest, insertMessage, listMessages } from '../store/chat.store';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { MAX_UPLOADS_PER_CONVERSATION } from '../uploads/chat-uploads';
import type { VenueBot } from './venue-bot.port';

let api: TestApi;
let app: ReturnType<typeof createApp>;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ poolSize: 12 });
  // One guest's burst: no per-address budget in the way.
  app = createApp({ api: api.context(), rateLimits: { trustProxy: false, enabled: false } });
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const guest = {
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@example.com',
  clientPhone: '+12125550123',
  userAgent: 'PC',
  ip: '203.0.113.9',
};
const chatFiles = () => readdirSync(join(api.context().uploadsDir, 'chat'));
const storedUploads = async (hash: string) =>
  (
    await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_message WHERE guest_hash = $1 AND file_url IS NOT NULL', [hash])
  )[0]?.n;

async function picture(hash: string, n: number): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ hash, type: 'file', clientId: `burst-${n}` })) form.append(k, v);
  form.append('file', new File([png()], `p${n}.png`, { type: 'image/png' }));
  return app.request('/venue-api/api/onlineGuest/newMessage', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('the chat under concurrency', () => {
  it('uploads sent at once keep the quota of a conversation, and a refused one leaves no file', async () => {
    const { hash } = await api.db.transaction((tx) => createGuest(tx, guest, api.clock.now));
    const first = MAX_UPLOADS_PER_CONVERSATION - 5;
    for (let n = 0; n < first; n++) expect((await picture(hash, n)).status).toBe(200);
    const filesBefore = chatFiles().length;

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => picture(hash, first + i)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 413)).toHaveLength(15);
    expect(await storedUploads(hash)).toBe(MAX_UPLOADS_PER_CONVERSATION);
    expect(chatFiles()).toHaveLength(filesBefore + 5);
  });

  it('texts sent at once that the bot cannot answer: staff are called once, with one handover message', async () => {
    const { hash } = await api.db.transaction((tx) => createGuest(tx, guest, api.clock.now));
    // A bot that answers nothing itself, and answers the eight questions only once all eight are asked.
    let asked = 0;
    let allAsked: () => void = () => undefined;
    const everyoneAsked = new Promise<void>((resolve) => (allAsked = resolve));
    const handover: VenueBot = {
      answer: async () => {
        if (++asked === 8) allAsked();
        await everyoneAsked;
        return { message: 'Someone from the venue will answer you here.', suggestions: [], needsStaff: true, source: 'built-in' };
      },
    };
    const stumped = createApp({ api: { ...api.context(), bot: handover }, rateLimits: { trustProxy: false, enabled: false } });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        stumped.request('/venue-api/api/onlineGuest/newMessage', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ hash, type: 'text', message: `Question ${i + 1}?`, clientId: `ask-${i}` }),
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const replies = (await listMessages(api.db, hash)).filter((m) => m.from === 'venue');
    expect(replies).toHaveLength(1);
    expect((await findGuest(api.db, hash))?.needsStaff).toBe(true);
  });

  it('the retention chore deletes a conversation only if it is still idle when it deletes it', async () => {
    const long = new Date(api.clock.now.getTime() - 200 * 24 * 60 * 60_000);
    const { hash } = await api.db.transaction((tx) => createGuest(tx, guest, long));
    const cutoff = new Date(api.clock.now.getTime() - 90 * 24 * 60 * 60_000);
    // The guest writes after the chore listed the conversation as idle, before it deletes it.
    await api.db.transaction((tx) => insertMessage(tx, { hash, type: 'text', message: 'Still there?', from: 'guest' }, api.clock.now));
    expect(await api.db.transaction((tx) => deleteGuest(tx, hash, cutoff))).toEqual({ deleted: false, uploads: [] });
    expect(await findGuest(api.db, hash)).toBeDefined();
    // Staff deleting it is not about idleness.
    expect((await api.db.transaction((tx) => deleteGuest(tx, hash))).deleted).toBe(true);
  });
});

// The support chat's endpoints against the seeded demo venue, with the recording real-time fake:
// conversations, messages of every kind, the bot's replies over the socket, uploads and ratings.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatHistoryResponse, ChatMessageResponse, NewOnlineGuestResponse } from '@venue/core/chat/chat-api.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { botTexts } from '../chat/bot-reply';
import { kindsAndRecipients, mailsAbout } from '../testing/mails-about';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_MAIL_SETTINGS, type TestApi } from '../testing/test-api';
import { MAX_UPLOAD_BYTES, MAX_UPLOADS_PER_CONVERSATION } from '../uploads/chat-uploads';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());
beforeEach(() => api.realtime.clear());

const venueId = 'velvet-room';
const threeMinutesOn = () => new Date(api.clock.now.getTime() + TEST_MAIL_SETTINGS.chatWaitMinutes * 60_000);
const auth = () => ({ authorization: `Bearer ${token}` });
const postJson = (path: string, body: unknown) =>
  api.app().request(`/venue-api/${path}`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const postForm = (path: string, form: FormData) => api.app().request(`/venue-api/${path}`, { method: 'POST', headers: auth(), body: form });

function decoded<S extends Parameters<typeof decodeWith>[0]>(schema: S, body: unknown): S['Type'] {
  const result = decodeWith(schema, 'test')(body);
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  return result.value;
}

const newGuest = {
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@example.com',
  clientPhoneNumber: '+1 212 555 0123',
  userAgent: 'PC',
  ip: '203.0.113.9',
};

async function startConversation(): Promise<string> {
  const res = await postJson('api/onlineGuest/newOnlineGuest', newGuest);
  expect(res.status).toBe(200);
  return decoded(NewOnlineGuestResponse, await res.json()).data.onlineGuest.hash;
}

async function history(hash: string) {
  const res = await api.get(`api/onlineGuest/message/${hash}/website`);
  expect(res.status).toBe(200);
  return decoded(ChatHistoryResponse, await res.json()).data;
}

const wav = () => {
  const bytes = new Uint8Array(44);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  bytes.set(new TextEncoder().encode('WAVE'), 8);
  return bytes;
};
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('POST api/onlineGuest/newOnlineGuest', () => {
  it('starts a conversation and answers the guest under data.onlineGuest', async () => {
    const res = await postJson('api/onlineGuest/newOnlineGuest', { ...newGuest, ref: 'ig', PID: '7' });
    expect(res.status).toBe(200);
    const { onlineGuest } = decoded(NewOnlineGuestResponse, await res.json()).data;
    expect(onlineGuest.clientName).toBe('Ada Lovelace');
    expect(onlineGuest.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await history(onlineGuest.hash)).toEqual([]);
  });

  it.each([
    ['a missing e-mail', { ...newGuest, clientEmail: undefined }, 'clientEmail'],
    ['an invalid e-mail', { ...newGuest, clientEmail: 'ada@' }, 'clientEmail'],
    ['a blank name', { ...newGuest, clientName: '  ' }, 'clientName'],
    ['a missing phone', { ...newGuest, clientPhoneNumber: '' }, 'clientPhoneNumber'],
    ['a name too long', { ...newGuest, clientName: 'x'.repeat(201) }, 'clientName'],
    ['not an object', ['Ada'], 'body'],
  ])('refuses %s with 422 naming the field', async (_what, body, field) => {
    const res = await postJson('api/onlineGuest/newOnlineGuest', body);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input', field } });
  });

  it('answers 400 to a body that is not JSON, and 401 without a token', async () => {
    const bad = await api.app().request('/venue-api/api/onlineGuest/newOnlineGuest', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.status).toBe(400);
    const anonymous = await api
      .app()
      .request('/venue-api/api/onlineGuest/newOnlineGuest', { method: 'POST', body: JSON.stringify(newGuest) });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST api/onlineGuest/newMessage and the bot', () => {
  it('stores a text, and the bot answers from the FAQ over the guest room with suggestions', async () => {
    const hash = await startConversation();
    const res = await postJson('api/onlineGuest/newMessage', { hash, type: 'text', message: 'Is there a dress code?', clientId: 'c-1' });
    expect(res.status).toBe(200);
    const stored = decoded(ChatMessageResponse, await res.json()).data;
    expect(stored).toMatchObject({ type: 'text', message: 'Is there a dress code?', from: 'guest', clientId: 'c-1', hash });

    expect(api.realtime.emitted).toHaveLength(1);
    const [emit] = api.realtime.emitted;
    expect(emit?.event).toBe(`newWebSupportReply.${venueId}-${hash}`);
    expect(emit?.room).toBe(`guest:${hash}`);
    expect(emit?.payload).toMatchObject({ type: 'text', from: 'venue', hash, meta: { author: 'bot' } });
    expect((emit?.payload as { message: string }).message).toMatch(/^Smart casual: no athletic wear/);
    expect((emit?.payload as { suggestions: string[] }).suggestions.length).toBeGreaterThan(0);

    const conversation = await history(hash);
    expect(conversation.map((m) => ('body_text' in m ? 'mail' : m.from))).toEqual(['guest', 'venue']);
    expect(conversation[1]).toEqual(emit?.payload);
  });

  it('stores a resend with the same client id once and does not answer it twice', async () => {
    const hash = await startConversation();
    const body = { hash, type: 'text', message: 'Do you deliver food?', clientId: 'same' };
    const first = decoded(ChatMessageResponse, await (await postJson('api/onlineGuest/newMessage', body)).json()).data;
    const again = decoded(ChatMessageResponse, await (await postJson('api/onlineGuest/newMessage', body)).json()).data;
    expect(again._id).toBe(first._id);
    expect(api.realtime.emitted).toHaveLength(1);
    expect(await history(hash)).toHaveLength(2);
  });

  it('hands an unanswerable question over to staff once, and the staff page sees it first', async () => {
    const hash = await startConversation();
    await postJson('api/onlineGuest/newMessage', { hash, type: 'text', message: 'Can you recommend a dentist nearby?' });
    await postJson('api/onlineGuest/newMessage', { hash, type: 'text', message: 'What is the meaning of life?' });
    expect(api.realtime.payloadsOf(`newWebSupportReply.${venueId}-${hash}`)).toEqual([
      expect.objectContaining({ message: botTexts.handover, from: 'venue' }),
    ]);
    const [row] = await api.db.query<{ needs_staff: boolean }>('SELECT needs_staff FROM online_guest WHERE hash = $1', [hash]);
    expect(row?.needs_staff).toBe(true);
    // The venue is mailed once, after the wait, unless staff answer first.
    expect(await mailsAbout(api.db, hash)).toMatchObject([
      { kind: 'staff-chat-waiting', recipient: 'staff@venue.test', subjectType: 'conversation', nextAttemptAt: threeMinutesOn() },
    ]);
    // The bot still answers what it knows.
    await postJson('api/onlineGuest/newMessage', { hash, type: 'text', message: 'what are your opening hours' });
    expect(api.realtime.emitted).toHaveLength(2);
  });

  it('greets a hello instead of handing it over', async () => {
    const hash = await startConversation();
    await postJson('api/onlineGuest/newMessage', { hash, type: 'text', message: 'Hi!' });
    expect(api.realtime.emitted[0]?.payload).toMatchObject({ message: botTexts.greeting('Ada') });
  });

  it('stores an emoji without a bot reply', async () => {
    const hash = await startConversation();
    const res = await postJson('api/onlineGuest/newMessage', { hash, type: 'emoji', message: '🎉' });
    expect(res.status).toBe(200);
    expect(api.realtime.emitted).toEqual([]);
  });

  it('takes a file with or without a caption as multipart and serves it back publicly with its type', async () => {
    const hash = await startConversation();
    const form = new FormData();
    form.append('hash', hash);
    form.append('type', 'file');
    form.append('clientId', 'f-1');
    form.append('file', new File([png()], 'table.png', { type: 'image/png' }));
    const res = await postForm('api/onlineGuest/newMessage', form);
    expect(res.status).toBe(200);
    const stored = decoded(ChatMessageResponse, await res.json()).data;
    expect(stored).toMatchObject({
      type: 'file',
      message: '',
      from: 'guest',
      meta: { fileName: 'table.png', fileType: 'image/png', fileSize: 12 },
    });
    const url = (stored.meta as { fileUrl: string }).fileUrl;
    expect(url).toMatch(/^\/venue-api\/media\/chat\/[0-9a-f]{32}\.png$/);

    const served = await api.app().request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png());
    const [row] = await api.db.query<{ needs_staff: boolean }>('SELECT needs_staff FROM online_guest WHERE hash = $1', [hash]);
    expect(row?.needs_staff).toBe(true);
    form.set('clientId', 'f-2');
    expect((await postForm('api/onlineGuest/newMessage', form)).status).toBe(200);
    expect(kindsAndRecipients(await mailsAbout(api.db, hash))).toEqual(['staff-chat-waiting staff@venue.test']);
  });

  it('takes a recording as multipart with audio, type, hash, duration and message', async () => {
    const hash = await startConversation();
    const form = new FormData();
    for (const [k, v] of Object.entries({ hash, type: 'audio', duration: '2.5', message: 'a table for four' })) form.append(k, v);
    form.append('audio', new Blob([wav()], { type: 'audio/wav' }), 'recording.wav');
    const res = await postForm('api/onlineGuest/newMessage', form);
    expect(res.status).toBe(200);
    const stored = decoded(ChatMessageResponse, await res.json()).data;
    expect(stored).toMatchObject({ type: 'audio', duration: 2.5, message: 'a table for four' });
    const served = await api.app().request(stored.audio ?? '');
    expect(served.headers.get('content-type')).toBe('audio/wav');
  });

  it('refuses a file whose bytes are not an accepted type, whatever it claims, and keeps nothing', async () => {
    const hash = await startConversation();
    const before = readdirSync(join(api.context().uploadsDir, 'chat'));
    const form = new FormData();
    form.append('hash', hash);
    form.append('type', 'file');
    form.append('file', new File(['<svg onload="alert(1)"/>'], 'x.png', { type: 'image/png' }));
    const res = await postForm('api/onlineGuest/newMessage', form);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { field: 'file' } });
    expect(readdirSync(join(api.context().uploadsDir, 'chat'))).toEqual(before);
    expect(await history(hash)).toEqual([]);
  });

  it('keeps at most 40 files and voice notes per conversation; text still goes through', async () => {
    const hash = await startConversation();
    const picture = (n: number) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ hash, type: 'file', clientId: `q-${n}` })) form.append(k, v);
      form.append('file', new File([png()], `p${n}.png`, { type: 'image/png' }));
      return form;
    };
    for (let n = 0; n < MAX_UPLOADS_PER_CONVERSATION; n++)
      expect((await postForm('api/onlineGuest/newMessage', picture(n))).status).toBe(200);
    const files = readdirSync(join(api.context().uploadsDir, 'chat')).length;
    const over = await postForm('api/onlineGuest/newMessage', picture(MAX_UPLOADS_PER_CONVERSATION));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ error: { code: 'too_large', field: 'file' } });
    expect(readdirSync(join(api.context().uploadsDir, 'chat'))).toHaveLength(files);
    expect((await postJson('api/onlineGuest/newMessage', { hash, type: 'text', message: 'and one more thing' })).status).toBe(200);
  });

  it('refuses a picture sent as a recording, and a file over 10 MB', async () => {
    const hash = await startConversation();
    const picture = new FormData();
    for (const [k, v] of Object.entries({ hash, type: 'audio', duration: '1' })) picture.append(k, v);
    picture.append('audio', new Blob([png()]), 'recording.wav');
    expect((await postForm('api/onlineGuest/newMessage', picture)).status).toBe(422);

    const big = (size: number) => {
      const form = new FormData();
      form.append('hash', hash);
      form.append('type', 'file');
      const bytes = new Uint8Array(size);
      bytes.set(new TextEncoder().encode('%PDF-1.7'));
      form.append('file', new File([bytes], 'big.pdf'));
      return form;
    };
    const justOver = await postForm('api/onlineGuest/newMessage', big(MAX_UPLOAD_BYTES + 1));
    expect(justOver.status).toBe(422);
    expect(await justOver.json()).toMatchObject({ error: { field: 'file', message: 'The file is larger than 10 MB.' } });
    // Far over: refused while the body is still arriving.
    expect((await postForm('api/onlineGuest/newMessage', big(MAX_UPLOAD_BYTES + 200_000))).status).toBe(413);
    expect((await postForm('api/onlineGuest/newMessage', big(MAX_UPLOAD_BYTES))).status).toBe(200);
  });

  it.each([
    ['an unknown type', { type: 'shout', message: 'hi' }, 'type'],
    ['an empty text', { type: 'text', message: '  ' }, 'message'],
    ['a missing hash', { hash: undefined, type: 'text', message: 'hi' }, 'hash'],
  ])('refuses %s with 422', async (_what, body, field) => {
    const hash = await startConversation();
    const res = await postJson('api/onlineGuest/newMessage', { hash, ...body });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { field } });
  });

  it('answers 404 for a message to an unknown guest', async () => {
    const res = await postJson('api/onlineGuest/newMessage', { hash: 'no-such-guest', type: 'text', message: 'hi' });
    expect(res.status).toBe(404);
  });
});

describe('GET api/onlineGuest/message/{hash}/website', () => {
  it('answers 404 for an unknown guest', async () => {
    const res = await api.get('api/onlineGuest/message/no-such-guest/website');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('POST api/onlineGuest/rate', () => {
  it('stores the rating as a rate message with the sentence the guest saw', async () => {
    const hash = await startConversation();
    const res = await postJson('api/onlineGuest/rate', { type: 'rate', rate: 2, from: 'guest', hash });
    expect(res.status).toBe(200);
    expect(decoded(ChatMessageResponse, await res.json()).data).toMatchObject({
      type: 'rate',
      rate: 2,
      from: 'guest',
      message: 'You rated our service as bad.',
    });
    expect(await history(hash)).toHaveLength(1);
  });

  it.each([0, 6, 2.5])('refuses %s stars with 422', async (rate) => {
    const hash = await startConversation();
    const res = await postJson('api/onlineGuest/rate', { type: 'rate', rate, from: 'guest', hash });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { field: 'rate' } });
  });

  it('answers 404 for an unknown guest', async () => {
    expect((await postJson('api/onlineGuest/rate', { type: 'rate', rate: 5, from: 'guest', hash: 'nobody' })).status).toBe(404);
  });
});

describe('GET media/chat/{name}', () => {
  it.each(['nothing.png', '../../etc/passwd', `${'a'.repeat(32)}.svg`, `${'a'.repeat(32)}.png`])('answers 404 for %s', async (name) => {
    expect((await api.app().request(`/venue-api/media/chat/${encodeURIComponent(name)}`)).status).toBe(404);
  });
});

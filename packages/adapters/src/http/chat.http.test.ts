import type { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@venue/core/shared/api-error';
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';
import { chatPaths, createChatHttp, messageForm, recordingFileName } from './chat.http';
import type { VenueHttpClient } from './venue-http-client';

interface Call {
  readonly method: 'get' | 'post' | 'postForm';
  readonly path: string;
  readonly body: unknown;
}

/** A client that records each call and answers with `answer`, decoded with the schema the adapter gave. */
function recordingClient(answer: (call: Call) => Result<unknown, ApiError>) {
  const calls: Call[] = [];
  const reply = <S extends Schema.Top>(call: Call, schema: S): Promise<Result<S['Type'], ApiError>> => {
    calls.push(call);
    const result = answer(call);
    return Promise.resolve(result.ok ? decodeWith(schema, `${call.method} ${call.path}`)(result.value) : result);
  };
  const client: VenueHttpClient = {
    get: (path, schema) => reply({ method: 'get', path, body: undefined }, schema),
    post: (path, body, schema) => reply({ method: 'post', path, body }, schema),
    postForm: (path, form, schema) => reply({ method: 'postForm', path, body: form }, schema),
    put: () => Promise.reject(new Error('the chat never PUTs')),
    signIn: () => Promise.reject(new Error('not used')),
  };
  return { client, calls };
}

const refused: ApiError = { _tag: 'HttpError', status: 422, message: 'Unprocessable' };
const payload = { clientName: 'Ada', clientEmail: 'ada@example.com', clientPhoneNumber: '+12125550123', userAgent: 'PC', ip: null };

describe('chat over HTTP', () => {
  it('starts a conversation and returns data.onlineGuest', async () => {
    const { client, calls } = recordingClient(() => ok({ data: { onlineGuest: { hash: 'h1', clientName: 'Ada', mainPhoto: null } } }));
    expect(await createChatHttp(client).newOnlineGuest(payload)).toEqual(ok({ hash: 'h1', clientName: 'Ada', mainPhoto: null }));
    expect(calls).toEqual([{ method: 'post', path: 'api/onlineGuest/newOnlineGuest', body: payload }]);
  });

  it('reports a new-conversation answer without a hash as a decode error naming the field', async () => {
    const { client } = recordingClient(() => ok({ data: { onlineGuest: { clientName: 'Ada' } } }));
    expect(await createChatHttp(client).newOnlineGuest(payload)).toMatchObject({
      ok: false,
      error: { _tag: 'DecodeError', path: 'data.onlineGuest.hash' },
    });
  });

  it('sends text and emoji as JSON with the client id, and any 200 body counts as sent', async () => {
    const { client, calls } = recordingClient(() => ok('stored'));
    const chat = createChatHttp(client);
    expect(await chat.sendMessage({ type: 'text', hash: 'h1', clientId: 'c-1', message: 'Hi' })).toEqual(ok(undefined));
    expect(await chat.sendMessage({ type: 'emoji', hash: 'h1', clientId: 'c-2', message: '🎉' })).toEqual(ok(undefined));
    expect(calls).toEqual([
      { method: 'post', path: 'api/onlineGuest/newMessage', body: { hash: 'h1', type: 'text', message: 'Hi', clientId: 'c-1' } },
      { method: 'post', path: 'api/onlineGuest/newMessage', body: { hash: 'h1', type: 'emoji', message: '🎉', clientId: 'c-2' } },
    ]);
  });

  it('sends a file as multipart with its caption, even an empty one', async () => {
    const { client, calls } = recordingClient(() => ok({}));
    const file = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    await createChatHttp(client).sendMessage({
      type: 'file',
      hash: 'h1',
      clientId: 'c-3',
      message: '',
      file: { name: 'menu.pdf', mimeType: 'application/pdf', data: file },
    });
    const [call] = calls;
    expect(call?.method).toBe('postForm');
    expect(call?.path).toBe('api/onlineGuest/newMessage');
    const form = call?.body as FormData;
    expect([...form.keys()]).toEqual(['hash', 'type', 'message', 'clientId', 'file']);
    expect(form.get('type')).toBe('file');
    expect(form.get('message')).toBe('');
    const part = form.get('file') as File;
    expect(part.name).toBe('menu.pdf');
    expect(await part.text()).toBe('%PDF-1.4');
  });

  it('sends a recording as multipart with audio, type, hash, duration and message', async () => {
    const wav = new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'audio/wav' });
    const form = messageForm({
      type: 'audio',
      hash: 'h1',
      clientId: 'c-4',
      message: 'table for four',
      audio: { data: wav, duration: 3.25 },
    });
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      hash: 'h1',
      type: 'audio',
      message: 'table for four',
      clientId: 'c-4',
      duration: '3.25',
    });
    const audio = form.get('audio') as File;
    expect(audio.name).toBe(recordingFileName);
    expect(audio.type).toBe('audio/wav');
    expect(audio.size).toBe(4);
  });

  it('treats an attachment that is not a Blob as a bug', () => {
    expect(() =>
      messageForm({ type: 'file', hash: 'h1', clientId: 'c', message: '', file: { name: 'x', mimeType: 'x', data: 'not a file' } }),
    ).toThrow(TypeError);
  });

  it('reads the history of a hash as one path segment and unwraps data', async () => {
    const history = [
      { _id: 'm1', type: 'text', message: 'Hi', from: 'guest', clientId: 'c-1' },
      { _id: 'm2', body_text: 'From the office', from: 'team@velvet.example' },
    ];
    const { client, calls } = recordingClient(() => ok({ data: history }));
    expect(await createChatHttp(client).history('a/b?c')).toEqual(ok(history));
    expect(calls[0]?.path).toBe('api/onlineGuest/message/a%2Fb%3Fc/website');
  });

  it('paths built from any hash stay one segment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (hash) => {
        const path = chatPaths.history(hash);
        expect(path.split('/')).toHaveLength(5);
        expect(decodeURIComponent(path.split('/')[3] ?? '')).toBe(hash);
      }),
    );
  });

  it('sends the rating as a rate message from the guest', async () => {
    const { client, calls } = recordingClient(() => ok({ data: {} }));
    expect(await createChatHttp(client).rate('h1', 4)).toEqual(ok(undefined));
    expect(calls).toEqual([{ method: 'post', path: 'api/onlineGuest/rate', body: { type: 'rate', rate: 4, from: 'guest', hash: 'h1' } }]);
  });

  it('passes every refusal on unchanged', async () => {
    const { client } = recordingClient(() => err(refused));
    const chat = createChatHttp(client);
    expect(await chat.newOnlineGuest(payload)).toEqual(err(refused));
    expect(await chat.sendMessage({ type: 'text', hash: 'h1', clientId: 'c', message: 'x' })).toEqual(err(refused));
    expect(await chat.history('h1')).toEqual(err(refused));
    expect(await chat.rate('h1', 1)).toEqual(err(refused));
  });
});

// Contract of the support chat's HTTP calls (docs/product.md#support-chat): each test calls the real chat adapter
// against the mock venue and asserts on what the adapter returns.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createChatHttp } from '../http/chat.http';
import { fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact } from '../testing/venue-pact';

const pact = venuePact();
const { like, eachLike, integer, regex, string } = MatchersV3;

const guestHash = 'pact-guest-1';
/** The hash of the guest the state creates, as the server made it. */
const stateHash = fromState('hash', guestHash);
const conversationState = 'an online guest has a conversation';
const guestState = 'an online guest exists';
/**
 * Multipart bodies are sent as written (Pact fills in JSON, XML and form bodies only): for them the
 * state creates the guest under the hash the pact names.
 */
const namedGuest = { hash: guestHash };
const json = { ...bearer, 'Content-Type': 'application/json' };
const payload = { clientName: 'Ada Lovelace', clientEmail: 'ada@example.com', clientPhoneNumber: '+1 212 555 0123', userAgent: 'PC', ip: '203.0.113.9' };
const storedId = string('6f1c2a7e-2b1d-4f4e-9a57-0c1f8e0d2b3a');

// A PNG signature and a WAV header: the venue checks what the bytes are, not what the browser says.
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const wavBytes = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(32)]);
const boundary = 'venue-pact-boundary';

/** The multipart body the adapter's FormData produces, with a fixed boundary so the pact can replay it. */
function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; bytes: Buffer }): Buffer {
  const part = (headers: string, body: Buffer | string) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  return Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value)),
    part(`Content-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}`, file.bytes),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}
const multipartHeaders = { ...bearer, 'Content-Type': regex(/^multipart\/form-data;\s*boundary=.+$/, `multipart/form-data; boundary=${boundary}`) };

/**
 * A raw body gets one content-type rule for the whole body, which the mock server would apply to every
 * part; each text part is compared by value instead (parts are matched by name, any boundary).
 */
const partsByValue = (fields: Record<string, string>) => ({
  body: Object.entries(fields).map(([name, value]) => ({ path: `$.${name}`, rules: [MatchersV3.equal(value)] })),
});

const fileFields = { hash: guestHash, type: 'file', message: 'Our table', clientId: 'c-8' };
const audioFields = { hash: guestHash, type: 'audio', message: 'a table for four', clientId: 'c-9', duration: '2.5' };

describe('chat contract', () => {
  it('starts a conversation and answers the guest under data.onlineGuest', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a new support conversation')
      .withRequest('POST', '/api/onlineGuest/newOnlineGuest', (b) => b.headers(json).jsonBody(payload))
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { onlineGuest: { hash: regex(/^[0-9a-f]{32}$/, '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c'), clientName: 'Ada Lovelace', mainPhoto: null } } }),
      )
      .executeTest(async (server) => {
        const result = await createChatHttp(clientFor(server.url)).newOnlineGuest(payload);
        expect(result).toEqual({ ok: true, value: { hash: '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c', clientName: 'Ada Lovelace', mainPhoto: null } });
      }));

  it('refuses a conversation without an e-mail with 422 naming the field', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a new support conversation without an e-mail')
      .withRequest('POST', '/api/onlineGuest/newOnlineGuest', (b) => b.headers(json).jsonBody({ ...payload, clientEmail: '' }))
      .willRespondWith(422, (b) => b.jsonBody({ error: { code: 'invalid_input', field: 'clientEmail', message: string('clientEmail is required.') } }))
      .executeTest(async (server) => {
        const result = await createChatHttp(clientFor(server.url)).newOnlineGuest({ ...payload, clientEmail: '' });
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422, message: 'clientEmail is required.' } });
      }));

  it("reads a guest's conversation", () =>
    pact
      .addInteraction()
      .given(conversationState)
      .uponReceiving('the history of a support conversation')
      .withRequest('GET', pathFromState('/api/onlineGuest/message/${hash}/website', `/api/onlineGuest/message/${guestHash}/website`), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: [
            { _id: storedId, clientId: 'c-1', type: 'text', message: 'Is there a dress code?', from: 'guest', hash: stateHash },
            {
              _id: storedId,
              type: 'text',
              message: like('Smart casual: no athletic wear, flip-flops, sports jerseys or baseball caps.'),
              from: 'venue',
              hash: stateHash,
              suggestions: eachLike('Are tax and service included in bottle prices?'),
              meta: { author: 'bot' },
            },
          ],
        }),
      )
      .executeTest(async (server) => {
        const result = await createChatHttp(clientFor(server.url)).history(guestHash);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value).toHaveLength(2);
        expect(result.value[0]).toMatchObject({ clientId: 'c-1', from: 'guest', message: 'Is there a dress code?' });
        expect(result.value[1]).toMatchObject({ from: 'venue', suggestions: ['Are tax and service included in bottle prices?'], meta: { author: 'bot' } });
      }));

  it('answers 404 for the history of an unknown guest', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('the history of an unknown guest')
      .withRequest('GET', '/api/onlineGuest/message/no-such-guest/website', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody({ error: { code: 'not_found', message: string('A conversation with this hash was not found.') } }))
      .executeTest(async (server) => {
        const result = await createChatHttp(clientFor(server.url)).history('no-such-guest');
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('sends a text message as JSON with its client id', () =>
    pact
      .addInteraction()
      .given(guestState)
      .uponReceiving('a text message from a guest')
      .withRequest('POST', '/api/onlineGuest/newMessage', (b) => b.headers(json).jsonBody({ hash: stateHash, type: 'text', message: 'What are your opening hours?', clientId: 'c-7' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { _id: storedId, clientId: 'c-7', type: 'text', message: 'What are your opening hours?', from: 'guest', hash: stateHash } }),
      )
      .executeTest(async (server) => {
        const result = await createChatHttp(clientFor(server.url)).sendMessage({ type: 'text', hash: guestHash, clientId: 'c-7', message: 'What are your opening hours?' });
        expect(result).toEqual({ ok: true, value: undefined });
      }));

  it('sends a file with its caption as multipart', () =>
    pact
      .addInteraction()
      .given(guestState, namedGuest)
      .uponReceiving('a file message from a guest')
      .withRequest('POST', '/api/onlineGuest/newMessage', (b) =>
        b
          .headers(multipartHeaders)
          .body(`multipart/form-data; boundary=${boundary}`, multipart(fileFields, { field: 'file', name: 'table.png', type: 'image/png', bytes: pngBytes }))
          .matchingRules(partsByValue(fileFields)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: {
            _id: storedId,
            clientId: 'c-8',
            type: 'file',
            message: 'Our table',
            from: 'guest',
            hash: guestHash,
            meta: {
              fileName: 'table.png',
              fileUrl: regex(/^\/venue-api\/media\/chat\/[0-9a-f]{32}\.png$/, '/venue-api/media/chat/0123456789abcdef0123456789abcdef.png'),
              fileType: 'image/png',
              fileSize: integer(pngBytes.length),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const file = new File([pngBytes], 'table.png', { type: 'image/png' });
        const result = await createChatHttp(clientFor(server.url)).sendMessage({
          type: 'file',
          hash: guestHash,
          clientId: 'c-8',
          message: 'Our table',
          file: { name: 'table.png', mimeType: 'image/png', data: file },
        });
        expect(result).toEqual({ ok: true, value: undefined });
      }));

  it('sends a recording as multipart with audio, type, hash, duration and message', () =>
    pact
      .addInteraction()
      .given(guestState, namedGuest)
      .uponReceiving('an audio message from a guest')
      .withRequest('POST', '/api/onlineGuest/newMessage', (b) =>
        b
          .headers(multipartHeaders)
          .body(`multipart/form-data; boundary=${boundary}`, multipart(audioFields, { field: 'audio', name: 'recording.wav', type: 'audio/wav', bytes: wavBytes }))
          .matchingRules(partsByValue(audioFields)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: {
            _id: storedId,
            clientId: 'c-9',
            type: 'audio',
            message: 'a table for four',
            from: 'guest',
            hash: guestHash,
            audio: regex(/^\/venue-api\/media\/chat\/[0-9a-f]{32}\.wav$/, '/venue-api/media/chat/0123456789abcdef0123456789abcdef.wav'),
            duration: 2.5,
          },
        }),
      )
      .executeTest(async (server) => {
        const wav = new Blob([wavBytes], { type: 'audio/wav' });
        const result = await createChatHttp(clientFor(server.url)).sendMessage({
          type: 'audio',
          hash: guestHash,
          clientId: 'c-9',
          message: 'a table for four',
          audio: { data: wav, duration: 2.5 },
        });
        expect(result).toEqual({ ok: true, value: undefined });
      }));

  it('sends the rating as a rate message from the guest', () =>
    pact
      .addInteraction()
      .given(guestState)
      .uponReceiving('a rating of the support chat')
      .withRequest('POST', '/api/onlineGuest/rate', (b) => b.headers(json).jsonBody({ type: 'rate', rate: 4, from: 'guest', hash: stateHash }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { _id: storedId, type: 'rate', rate: 4, from: 'guest', hash: stateHash, message: 'You rated our service as good.' } }),
      )
      .executeTest(async (server) => {
        expect(await createChatHttp(clientFor(server.url)).rate(guestHash, 4)).toEqual({ ok: true, value: undefined });
      }));
});

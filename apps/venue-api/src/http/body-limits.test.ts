// Every body is bounded before it is read: a 30 MB sign-in is refused from its length alone, a body
// streamed without a length is cut off near the limit, and only the upload routes take more.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSignIn } from '../testing/demo-sign-in';
import { serveOnFreePort } from '../testing/serve-on-free-port';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { FORM_BODY_LIMIT } from './read-input';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const MB = 1024 * 1024;

/** A JSON-ish body of `total` bytes sent in 64 KB chunks, counting what the server pulled. */
function countedStream(total: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

describe('body limits', () => {
  it('refuses a 30 MB sign-in with 413 from its declared length', async () => {
    const stream = countedStream(30 * MB);
    const answer = await api.app().request('/venue-api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(30 * MB) },
      body: stream.body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: { code: 'too_large' } });
    expect(stream.pulled()).toBeLessThan(MB);
  });

  it('stops reading a body sent without a length soon after the limit', async () => {
    const token = await api.signIn();
    const stream = countedStream(30 * MB);
    const answer = await api.app().request('/venue-api/new-bottle-order', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': 'limit-1' },
      body: stream.body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(stream.pulled()).toBeLessThan(FORM_BODY_LIMIT + MB);
  });

  it('lets the upload routes take more than a form, and no more than their own limit', async () => {
    const token = await api.signIn();
    const post = (path: string, bytes: number) =>
      api.app().request(`/venue-api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ talentName: 'x'.repeat(bytes) }),
      });
    expect((await post('api/talents/new-talent', 2 * MB)).status).toBe(422);
    expect((await post('submit-contact', 2 * MB)).status).toBe(413);
    expect((await post('api/talents/new-talent', 80 * MB)).status).toBe(413);
  });
});

// Served by Node, a JSON body is read from Node's own stream (node-body.ts), not through a web Request.
describe('body limits over a real socket', () => {
  /** Sends up to `total` bytes in 64 KB chunks until the server answers; its status and what was written. */
  function sendUntilAnswered(origin: string, path: string, total: number, declareLength: boolean) {
    return new Promise<{ status: number; written: number }>((resolve, reject) => {
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let written = 0;
      let answered = false;
      const req = httpRequest(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(declareLength ? { 'content-length': String(total) } : {}) },
      });
      req.on('response', (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, written });
        req.destroy();
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && written < total) {
          written += chunk.byteLength;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
  }

  it('reads a JSON body whole, refuses a declared 30 MB at once and stops a streamed one near the limit', async () => {
    const served = await serveOnFreePort(api.app());
    try {
      const signIn = await fetch(`${served.origin}/venue-api/oauth/token`, demoSignIn);
      expect(signIn.status).toBe(200);
      const malformed = await fetch(`${served.origin}/venue-api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"client_id":',
      });
      expect(malformed.status).toBe(400);

      const declared = await sendUntilAnswered(served.origin, '/venue-api/oauth/token', 30 * MB, true);
      expect(declared.status).toBe(413);
      expect(declared.written).toBeLessThan(30 * MB);
      const streamed = await sendUntilAnswered(served.origin, '/venue-api/oauth/token', 30 * MB, false);
      expect(streamed.status).toBe(413);
      expect(streamed.written).toBeLessThan(FORM_BODY_LIMIT + 4 * MB);
    } finally {
      await served.close();
    }
  });
});

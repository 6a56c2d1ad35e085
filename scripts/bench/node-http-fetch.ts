// A fetch for the bench's order client, on plain node:http with kept-alive sockets: the real HTTP
// adapter (ofetch, the schemas) runs unchanged on top, but undici's fetch, which cost the load
// generator about as much CPU as the server spent answering, is not in the way. The bench measures
// the server; on a shared 2-core machine a heavy client takes the server's core time too.
import { Agent, request } from 'node:http';

export function nodeHttpFetch(concurrency: number): { fetch: typeof fetch; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const send: typeof fetch = (input, init) =>
    new Promise((resolve, reject) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = Object.fromEntries(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)));
      const req = request(url, { agent, method: init?.method ?? 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') answerHeaders.set(name, value);
          const status = res.statusCode ?? 0;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers: answerHeaders }));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      const body = init?.body;
      if (body !== undefined && body !== null && typeof body !== 'string') {
        reject(new Error('The bench sends JSON text only.'));
        return;
      }
      req.end(body ?? undefined);
    });
  return { fetch: send, close: () => agent.destroy() };
}

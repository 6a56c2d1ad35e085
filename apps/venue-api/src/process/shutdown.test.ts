import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from './shutdown';

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

/** A server whose /slow answers when `release` is called, and /never never answers. */
async function startServer(): Promise<{ port: number; release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server = createServer((req, res) => {
    if (req.url === '/slow') void released.then(() => res.end('done'));
    else if (req.url !== '/never') res.end('ok');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, release };
}

const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ port, path, host: '127.0.0.1' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });

describe('graceful shutdown', () => {
  it('lets a request in flight finish before the database closes, and takes no new one', async () => {
    const { port, release } = await startServer();
    const steps: string[] = [];
    const inFlight = get(port, '/slow').then((answer) => {
      steps.push(`answered ${answer.body}`);
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = gracefulShutdown({
      server: server as Server,
      realtime: { close: async () => void steps.push('sockets closed') },
      db: { close: async () => void steps.push('database closed') },
    })();
    await expect(get(port, '/')).rejects.toThrow();
    release();
    await stopping;
    expect((await inFlight).status).toBe(200);
    expect(steps).toEqual(['sockets closed', 'answered done', 'database closed']);
  });

  it('cuts a request that never ends once the grace period is over, then closes the database', async () => {
    const { port } = await startServer();
    const stuck = get(port, '/never').catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    const shutdown = gracefulShutdown(
      { server: server as Server, realtime: { close: async () => undefined }, db: { close: async () => void (closed = true) } },
      100,
    );
    await Promise.all([shutdown(), shutdown()]);
    expect(closed).toBe(true);
    expect(await stuck).toMatch(/socket hang up|ECONNRESET/);
  });
});

// A real HTTP server for an app on a port the OS picks: for the checks that must go over the network
// (Pact verification, replays and the bench through the real adapters).
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { serveApp } from '../http/serve-app';

export interface ServedApp {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

export async function serveOnFreePort(app: Hono): Promise<ServedApp> {
  const server = serveApp({ fetch: app.fetch, port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

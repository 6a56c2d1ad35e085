// A tiny venue for adapter unit tests: a node http server that answers oauth/token itself and
// every other request from a route table, recording what it saw.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createVenueHttpClient, type VenueHttpClient } from '../http/venue-http-client';
import { createWebStorage } from '../storage/web-storage.storage';

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export interface TestVenueServer {
  readonly baseURL: string;
  readonly seen: SeenRequest[];
  /** `METHOD /path` -> answer; anything else answers 404. */
  routes: Record<string, Answer>;
  client(query?: Record<string, string>): VenueHttpClient;
  close(): Promise<void>;
}

function memoryStorage() {
  const map = new Map<string, string>();
  return createWebStorage({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
}

export async function startTestVenueServer(): Promise<TestVenueServer> {
  const seen: SeenRequest[] = [];
  const state = { routes: {} as Record<string, Answer> };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const answer =
        entry.url === '/oauth/token'
          ? { status: 200, body: { access_token: 'fresh-token', token_type: 'Bearer', expires_in: 3600 } }
          : (state.routes[`${entry.method} ${entry.url}`] ?? {
              status: 404,
              body: { error: { code: 'not_found', message: 'Nothing here.' } },
            });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    baseURL,
    seen,
    get routes() {
      return state.routes;
    },
    set routes(routes) {
      state.routes = routes;
    },
    client: (query = {}) =>
      createVenueHttpClient({
        baseURL,
        credentials: { clientId: 'web', clientSecret: 's3cret', username: 'site', password: 'pw' },
        storage: memoryStorage(),
        routeQuery: { current: () => query },
        getRetries: 0,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

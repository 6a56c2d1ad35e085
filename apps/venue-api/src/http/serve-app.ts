// Starts the Node HTTP server of an app, as @hono/node-server's serve() does, with a longer queue of
// connections waiting to be accepted. Node's default (511) is short for a ticket drop: thousands of
// guests connect within a second while the server is busy, the kernel drops what does not fit, and
// some of those guests' connections are reset instead of answered.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';

/** Connections the kernel may hold for the server; Linux caps it at net.core.somaxconn (4096 by default). */
export const LISTEN_BACKLOG = 4096;

export function serveApp(
  options: { readonly fetch: Hono['fetch']; readonly port: number; readonly hostname?: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = createAdaptorServer(options) as Server;
  server.listen({ port: options.port, host: options.hostname, backlog: LISTEN_BACKLOG }, () =>
    onListening?.(server.address() as AddressInfo),
  );
  return server;
}

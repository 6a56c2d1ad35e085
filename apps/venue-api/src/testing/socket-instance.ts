// One backend instance with its socket server, over real HTTP, on its own handle of a shared PostgreSQL
// database as a process of its own would be: for the tests of what several instances share live
// (docs/backend.md#several-instances).
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Server, Socket } from 'socket.io';
import type { PostgresDatabase } from '../db/postgres.database';
import { createApp } from '../http/app';
import type { ApiContext } from '../http/api-context';
import { createSocketRealtime, type SocketRealtime } from '../realtime/socket-server';
import { startTestApi } from './test-api';

export interface SocketInstance {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly origin: string;
  /** The instance's context, its realtime the socket server's emitter. */
  readonly ctx: ApiContext;
  readonly io: Server;
  readonly realtime: SocketRealtime;
  stop(): Promise<void>;
}

/** Starts an instance on `db` whose sockets are handled by what `onConnection` makes of its context. */
export async function startSocketInstance(
  db: PostgresDatabase,
  onConnection: (ctx: ApiContext) => (socket: Socket) => void,
): Promise<SocketInstance> {
  const api = await startTestApi({ db });
  const realtime = createSocketRealtime({ pool: db.pool });
  const ctx: ApiContext = { ...api.context(), realtime: realtime.emitter };
  const server = serve({ fetch: createApp({ api: ctx }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const io = realtime.attach(server as HttpServer, onConnection(ctx));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ctx,
    io,
    realtime,
    stop: async () => {
      await realtime.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

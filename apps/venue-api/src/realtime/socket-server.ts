// socket.io on the HTTP server's own port, under /venue-api/socket.io: the site reaches it on its own
// origin, through the Vite dev proxy of /venue-api (ws) as well as in the built deployment.
// On a PostgreSQL server several instances serve one venue: socket.io's PostgreSQL adapter passes
// every emit and room query (fetchSockets) to the others over LISTEN/NOTIFY, so a guest connected to
// any instance hears what any instance sends (docs/backend.md#several-instances).
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { isDatabaseUnreachable } from '../db/unreachable';
import { Server, type Socket } from 'socket.io';
import type { RealtimeEmitter } from './realtime.port';

export const SOCKET_PATH = '/venue-api/socket.io';
/** The adapter's table for events over NOTIFY's 8000-byte limit (migration 012). */
export const SOCKET_ATTACHMENTS_TABLE = 'socket_io_attachments';

export interface SocketRealtime {
  /** Safe to hand to routes before the server is attached: until then there is nobody to tell. */
  readonly emitter: RealtimeEmitter;
  attach(server: HttpServer, onConnection: (socket: Socket) => void): Server;
  close(): Promise<void>;
}

export interface SocketRealtimeOptions {
  /** The PostgreSQL server's pool when instances share one (DATABASE_URL); one instance alone when absent. */
  readonly pool?: pg.Pool | undefined;
  /** Sites served apart from this backend whose pages open the chat socket (VENUE_SITE_ORIGINS). */
  readonly siteOrigins?: readonly string[];
}

export function createSocketRealtime({ pool, siteOrigins = [] }: SocketRealtimeOptions = {}): SocketRealtime {
  let io: Server | undefined;
  return {
    emitter: {
      emit(event, payload, room) {
        if (!io) return;
        if (room === undefined) io.emit(event, payload);
        else io.to(room).emit(event, payload);
      },
    },
    attach(server, onConnection) {
      if (io) throw new Error('The socket server is already attached.');
      io = new Server(server, {
        path: SOCKET_PATH,
        serveClient: false,
        // The long-polling start of a connection from a site on another origin is a CORS request.
        ...(siteOrigins.length > 0 ? { cors: { origin: [...siteOrigins] } } : {}),
        // The adapter keeps one pooled connection for LISTEN and deletes its old attachments itself.
        ...(pool
          ? {
              adapter: createAdapter(pool, {
                tableName: SOCKET_ATTACHMENTS_TABLE,
                // While the server is away the database says so once (db/reachability.ts); the adapter retries on its own.
                errorHandler: (error) => {
                  if (!isDatabaseUnreachable(error)) console.error('socket.io adapter:', error.message);
                },
              }),
            }
          : {}),
      });
      io.on('connection', onConnection);
      return io;
    },
    close: () => (io ? io.close().catch(() => undefined) : Promise.resolve()),
  };
}

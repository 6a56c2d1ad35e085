// socket.io on the HTTP server's own port, under /venue-api/socket.io: the site reaches it on its own
// origin, through the Vite dev proxy of /venue-api (ws) as well as in the built deployment.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { RealtimeEmitter } from './realtime.port';

export const SOCKET_PATH = '/venue-api/socket.io';

export interface SocketRealtime {
  /** Safe to hand to routes before the server is attached: until then there is nobody to tell. */
  readonly emitter: RealtimeEmitter;
  attach(server: HttpServer, onConnection: (socket: Socket) => void): Server;
  close(): Promise<void>;
}

export function createSocketRealtime(): SocketRealtime {
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
      io = new Server(server, { path: SOCKET_PATH, serveClient: false });
      io.on('connection', onConnection);
      return io;
    },
    close: () => (io ? io.close().catch(() => undefined) : Promise.resolve()),
  };
}

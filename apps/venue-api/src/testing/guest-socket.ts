// A guest's socket.io client for tests, as the site connects (the chat's path, WebSocket only so no
// load balancer stickiness is involved): resolves once connected, with every event it hears.
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../realtime/socket-server';

export interface GuestSocket {
  readonly socket: Socket;
  readonly heard: { readonly event: string; readonly payload: unknown }[];
}

export async function guestSocket(origin: string): Promise<GuestSocket> {
  const socket = connect(origin, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false });
  const heard: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, heard };
}

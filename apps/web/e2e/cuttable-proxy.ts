// A door device's network, cut for real: the device's browser reaches the backend only through this proxy,
// which refuses every request and drops every open connection while it is cut. Chromium's emulated offline
// alone tells the page it is offline but does not stop every request of a page its service worker controls,
// and a fresh-clone run saw a queued admission reach the backend through that gap.
import { createServer, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface CuttableProxy {
  /** Chromium's arguments that send every request, loopback included, through the proxy. */
  readonly browserArgs: readonly string[];
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(): Promise<CuttableProxy> {
  let cut = false;
  const open = new Set<Socket>();
  const server: Server = createServer((incoming, answer) => {
    if (cut) return void incoming.socket.destroy();
    const target = new URL(incoming.url ?? '/');
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: incoming.method,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    forwarded.on('error', () => answer.destroy());
    incoming.pipe(forwarded);
  });
  // WebSockets (the door's live counts) come as CONNECT tunnels.
  server.on('connect', (incoming, client: Socket, head: Buffer) => {
    if (cut) return void client.destroy();
    const [host, port] = (incoming.url ?? '').split(':');
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    browserArgs: [`--proxy-server=http://127.0.0.1:${port}`, '--proxy-bypass-list=<-loopback>'],
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

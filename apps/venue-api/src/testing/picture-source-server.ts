// A venue's picture server for the image route's tests: serves the files it is given, redirects
// (`/redirect?to=…`; `/hops/{n}`, n redirects in all to `/photo.jpg`), a 30 MB body (`/huge`, with its
// length; `/huge-unsaid`, without), no answer at all (`/silent`), and records every request's path and headers.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PictureSourceServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly port: number;
  readonly requests: Array<{ readonly path: string; readonly headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

export type ServedFiles = Readonly<Record<string, { readonly type: string; readonly body: Buffer }>>;

const HUGE_BYTES = 30 * 1024 * 1024;

/** 30 MB of zeros, a megabyte at a time as the socket takes them; stops when the reader hangs up. */
function sendHuge(response: ServerResponse, withLength: boolean): void {
  response.writeHead(200, { 'content-type': 'image/jpeg', ...(withLength ? { 'content-length': String(HUGE_BYTES) } : {}) });
  const chunk = Buffer.alloc(1024 * 1024);
  let sent = 0;
  const more = (): void => {
    while (sent < HUGE_BYTES && !response.destroyed) {
      sent += chunk.byteLength;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    response.end();
  };
  response.on('error', () => undefined);
  more();
}

export async function startPictureSourceServer(files: ServedFiles): Promise<PictureSourceServer> {
  const requests: PictureSourceServer['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://source.test');
    requests.push({ path: url.pathname + url.search, headers: request.headers });
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    const file = files[url.pathname];
    if (url.pathname === '/redirect') response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    else if (hops) response.writeHead(302, { location: Number(hops[1]) > 1 ? `/hops/${Number(hops[1]) - 1}` : '/photo.jpg' }).end();
    else if (url.pathname === '/huge' || url.pathname === '/huge-unsaid') sendHuge(response, url.pathname === '/huge');
    else if (url.pathname === '/silent') request.once('close', () => response.destroy());
    else if (file) response.writeHead(200, { 'content-type': file.type, 'content-length': String(file.body.byteLength) }).end(file.body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

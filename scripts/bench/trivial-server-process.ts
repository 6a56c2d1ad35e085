// The yardstick of `npm run bench:api`'s page rate: the least a Node server can do to answer, a bare
// node:http server sending the same bytes the venue's server sent for a page (its gzip, as sent),
// with the same content type and encoding. In a process of its own, as the embedded API is, so the
// bench's client runs on the other core for both. Started with an IPC channel: it takes
// { body: base64, contentType, contentEncoding }, listens, sends { origin }; exits when the channel closes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Page {
  readonly body: string;
  readonly contentType: string;
  readonly contentEncoding?: string;
}

process.once('message', (page: Page) => {
  const body = Buffer.from(page.body, 'base64');
  const headers = {
    'content-type': page.contentType,
    'content-length': String(body.byteLength),
    'cache-control': 'no-cache',
    ...(page.contentEncoding ? { 'content-encoding': page.contentEncoding } : {}),
  };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
});
process.on('message', (message: { cpu?: true }) => {
  if (!message.cpu) return;
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuMs: (user + system) / 1000 });
});
process.on('disconnect', () => process.exit(0));

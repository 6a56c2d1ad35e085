// The bench's read client: plain node:http with kept-alive sockets, asking for gzip like a browser
// but not unpacking it. fetch (undici) and gunzip cost the load generator more than the server
// spends answering, and the bench measures the server.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface FullAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes as sent, still gzipped when the server gzipped them. */
  readonly body: Buffer;
}

export function httpGetter(concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  /** The status; `seen` reads the answer's headers (the render cache's hit or miss). */
  const get = (url: string, headers: Record<string, string>, seen?: (headers: IncomingHttpHeaders) => void): Promise<number> =>
    new Promise((resolve, reject) => {
      const req = request(url, { agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        seen?.(res.headers);
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  /** One answer whole, to copy its bytes (the trivial server's body). */
  const getWhole = (url: string, headers: Record<string, string> = {}): Promise<FullAnswer> =>
    new Promise((resolve, reject) => {
      const req = request(url, { agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { get, getWhole, close: () => agent.destroy() };
}

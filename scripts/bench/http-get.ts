// The bench's read client: plain node:http with kept-alive sockets, asking for gzip like a browser
// but not unpacking it. fetch (undici) and gunzip cost the load generator more than the server
// spends answering, and the bench measures the server.
import { Agent, request } from 'node:http';

export function httpGetter(concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (url: string, headers: Record<string, string>): Promise<number> =>
    new Promise((resolve, reject) => {
      const req = request(url, { agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

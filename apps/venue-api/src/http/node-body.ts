// A JSON body read straight from Node's request stream, within a byte limit. Through the web Request
// the Node adapter would build (a web stream, an abort signal) the read cost an order rush an eighth
// of the server's time (docs/benchmarks.md). The text lands in Hono's body cache, so routes read it
// as always (`c.req.text()`, `c.req.json()`); apps served without Node (tests' app.request) get null.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The request's Node stream, when the app runs on @hono/node-server. */
export function nodeRequestOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/**
 * 'too-large' past `maxBytes` (declared or counted), else the body's text. Past the limit it stops
 * listening and leaves the rest unread, without destroying the stream, so the 413 still reaches the
 * client; Node discards or closes what is left once the answer is sent.
 */
export function readNodeBody(incoming: IncomingMessage, maxBytes: number): Promise<string | 'too-large'> {
  const declared = Number(incoming.headers['content-length'] ?? NaN);
  if (declared > maxBytes) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      incoming.pause();
      resolve('too-large');
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

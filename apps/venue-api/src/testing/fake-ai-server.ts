// A small OpenAI-compatible chat-completions server on 127.0.0.1 for the AI bot's tests: it records
// every request and answers as the test says (an answer, an error status, a malformed body, or never).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedAiRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

export type FakeAiBehaviour =
  | { readonly kind: 'answer'; readonly content: string }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'raw'; readonly body: string }
  | { readonly kind: 'never' };

export interface FakeAiServer {
  /** The base URL to configure, `http://127.0.0.1:<port>/v1`. */
  readonly baseUrl: string;
  readonly requests: RecordedAiRequest[];
  behave(behaviour: FakeAiBehaviour): void;
  close(): Promise<void>;
}

/** The body an OpenAI-compatible service answers with. */
export const completionBody = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startFakeAiServer(): Promise<FakeAiServer> {
  const requests: RecordedAiRequest[] = [];
  let behaviour: FakeAiBehaviour = { kind: 'answer', content: 'Hello from the AI.' };
  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions') return send(res, 404, '{"error":{"message":"not found"}}');
      switch (behaviour.kind) {
        case 'answer':
          return send(res, 200, JSON.stringify(completionBody(behaviour.content)));
        case 'status':
          return send(res, behaviour.status, '{"error":{"message":"overloaded"}}');
        case 'raw':
          return send(res, 200, behaviour.body);
        case 'never':
          // The request hangs until the client gives up or the server closes.
          return undefined;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
